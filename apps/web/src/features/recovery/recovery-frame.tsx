import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TerminalFrame } from '../../components/ui/terminal-frame.tsx';
import { PATHS } from '../../lib/paths.ts';

/** The frame of the recovery screens: the /auth card's look, a title, and the way back to sign-in. */
export function RecoveryFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <TerminalFrame>
      <div className="text-center">
        <h1 className="font-display text-2xl font-black uppercase tracking-[0.12em] text-neon-cyan text-glow-cyan">
          {title}
        </h1>
        <p className="mt-2 font-mono text-sm text-ink-muted">{intro}</p>
      </div>
      {children}
      <Link
        to={PATHS.auth}
        className="justify-self-center font-semibold text-neon-cyan underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-neon-yellow"
      >
        Back to Access Terminal
      </Link>
    </TerminalFrame>
  );
}
