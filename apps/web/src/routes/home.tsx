import { useSession } from '../features/auth/api/session.ts';
import { useSignOut } from '../features/auth/api/sign-out.ts';
import { HomeMenu } from '../features/home/home-menu.tsx';

/** The home menu with the signed-in player's session and sign-out. */
export default function HomeRoute() {
  const { user } = useSession();
  const signOut = useSignOut();
  return (
    <HomeMenu
      email={user?.email ?? null}
      onSignOut={() => signOut.mutate()}
      isSigningOut={signOut.isPending}
    />
  );
}
