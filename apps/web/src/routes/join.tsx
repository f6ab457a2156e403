import { useParams } from 'react-router';
import { useSession } from '../features/auth/api/session.ts';
import { Initializing } from '../features/auth/require-session.tsx';
import { JoinScreen } from '../features/campaigns/join-screen.tsx';

/** Where an invite link lands: open to everyone, it leads a signed-out visitor through /auth and back. */
export default function JoinRoute() {
  const { token = '' } = useParams();
  const { user, isPending, error } = useSession();
  if (isPending) return <Initializing />;
  if (error) throw error;
  return <JoinScreen token={token} signedIn={user !== null} />;
}
