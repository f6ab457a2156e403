import type { ReactNode } from 'react';
import { Panel } from './panel.tsx';

/** The frame of the signed-out screens: the brand above one terminal card, centred on the page. */
export function TerminalFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <p className="mb-6 font-display text-sm font-bold uppercase tracking-[0.5em] text-neon-magenta text-glow-magenta">
        Edgeforge
      </p>
      <Panel className="grid w-full max-w-[29rem] gap-5 shadow-[0_0_40px_rgb(0_240_255/0.08)]">
        {children}
      </Panel>
      {footer}
    </main>
  );
}
