import { MESSAGES } from '@edgeforge/contracts/messages';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from './api/session.ts';

/** The full-screen 'Initializing...' state shown while the session is looked up. */
export function Initializing() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 font-mono text-neon-cyan">
      <Spinner />
      <span className="text-glow-cyan">{MESSAGES.initializing}</span>
    </div>
  );
}

/** Layout route around every protected screen (docs/rules/product.md#paths-and-screens). */
export function RequireSession() {
  const { user, isPending, error } = useSession();
  const location = useLocation();
  if (isPending) return <Initializing />;
  // The lookup failed for good (server down): let the error boundary say so.
  if (error) throw error;
  if (!user) return <Navigate to={PATHS.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
