import { Navigate } from 'react-router';
import { TerminalFrame } from '../../components/ui/terminal-frame.tsx';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from './api/session.ts';
import { AuthForm } from './auth-form.tsx';

/** The /auth screen: the brand, the terminal card, and a way out when already signed in. */
export function AuthScreen() {
  const { user } = useSession();
  if (user) return <Navigate to={PATHS.home} replace />;
  return (
    <TerminalFrame
      footer={<p className="mt-6 font-mono text-xs text-ink-muted">{'SECURE CHANNEL // NIGHT CITY NET'}</p>}
    >
      <AuthForm />
    </TerminalFrame>
  );
}
