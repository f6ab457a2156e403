import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { toast } from '../components/ui/toast.tsx';
import { AccountPage } from '../features/account/account-page.tsx';
import { fetchSession, useSession } from '../features/auth/api/session.ts';
import { useForgetSession } from '../features/auth/api/sign-out.ts';

/** The account page with the signed-in player's session; a deletion ends it like a sign-out. */
export default function AccountRoute() {
  const { user } = useSession();
  const forget = useForgetSession();
  const refreshEmail = async () => (await fetchSession())?.email ?? null;
  const onDeleted = () => {
    void forget().then(() =>
      toast({ title: 'Account deleted', description: ACCOUNT_MESSAGES.accountDeleted }),
    );
  };
  return <AccountPage email={user?.email ?? ''} refreshEmail={refreshEmail} onDeleted={onDeleted} />;
}
