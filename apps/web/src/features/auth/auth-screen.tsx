import { Navigate, useLocation } from 'react-router';
import { TerminalFrame } from '../../components/ui/terminal-frame.tsx';
import { returnPathAfterSignIn } from '../../lib/paths.ts';
import { useSession } from './api/session.ts';
import { AuthForm } from './auth-form.tsx';

/**
 * The /auth screen: the brand, the terminal card, and a way out when already signed in. A visitor who
 * came from an invite link goes back to it afterwards (and may arrive in registration mode).
 */
export function AuthScreen() {
  const { user } = useSession();
  const state = useLocation().state as { from?: unknown; mode?: unknown } | null;
  const returnTo = returnPathAfterSignIn(state?.from);
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <TerminalFrame
      footer={<p className="mt-6 font-mono text-xs text-ink-muted">{'SECURE CHANNEL // NIGHT CITY NET'}</p>}
    >
      <AuthForm returnTo={returnTo} initialMode={state?.mode === 'register' ? 'register' : 'signIn'} />
    </TerminalFrame>
  );
}
