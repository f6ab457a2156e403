import { Navigate } from 'react-router';
import { Panel } from '../../components/ui/panel.tsx';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from './api/session.ts';
import { AuthForm } from './auth-form.tsx';

/** The /auth screen: the brand, the terminal card, and a way out when already signed in. */
export function AuthScreen() {
  const { user } = useSession();
  if (user) return <Navigate to={PATHS.home} replace />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <p className="mb-6 font-display text-sm font-bold uppercase tracking-[0.5em] text-neon-magenta text-glow-magenta">
        Edgeforge
      </p>
      <Panel className="w-full max-w-[29rem] shadow-[0_0_40px_rgb(0_240_255/0.08)]">
        <AuthForm />
      </Panel>
      <p className="mt-6 font-mono text-xs text-ink-muted">{'SECURE CHANNEL // NIGHT CITY NET'}</p>
    </main>
  );
}
