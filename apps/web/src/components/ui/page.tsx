import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface PageShellProps {
  /** The screen's title, rendered as its one <h1>. */
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Max width of the content column; wide screens (tables, grids) ask for more. */
  width?: 'md' | 'lg' | 'xl';
  /**
   * A placeholder while the screen's data loads: marked aria-busy, so the focus after a change of screen
   * waits for the real screen's heading instead of landing on this one.
   */
  busy?: boolean;
}

const WIDTH = { md: 'max-w-3xl', lg: 'max-w-5xl', xl: 'max-w-7xl' } as const;

/** The frame of every screen: the neon title and a centred content column. */
export function PageShell({ title, subtitle, children, className, width = 'lg', busy }: PageShellProps) {
  return (
    <main
      aria-busy={busy || undefined}
      className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-12', WIDTH[width], className)}
    >
      <header className="mb-8 text-center">
        <h1 className="animate-flicker font-display text-3xl font-black uppercase tracking-[0.14em] text-neon-cyan text-glow-cyan sm:text-4xl">
          {title}
        </h1>
        <div
          aria-hidden="true"
          className="mx-auto mt-3 h-0.5 w-32 bg-linear-to-r from-transparent via-neon-magenta to-transparent"
        />
        {subtitle ? <p className="mt-3 font-mono text-ink-muted">{subtitle}</p> : null}
      </header>
      {children}
    </main>
  );
}
