import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Accent = 'cyan' | 'magenta' | 'yellow';

const ACCENT: Record<Accent, string> = {
  cyan: 'before:bg-neon-cyan after:bg-neon-cyan border-neon-cyan/35',
  magenta: 'before:bg-neon-magenta after:bg-neon-magenta border-neon-magenta/35',
  yellow: 'before:bg-neon-yellow after:bg-neon-yellow border-neon-yellow/35',
};

/**
 * A clipped-corner panel with a bright bar on two edges. The bars are pseudo-elements, so
 * the panel stays a plain container for whatever goes inside.
 */
export function Panel({ className, accent = 'cyan', ...props }: ComponentProps<'div'> & { accent?: Accent }) {
  return (
    <div
      className={cn(
        'relative clip-corner border bg-panel/90 p-5 sm:p-6',
        'before:absolute before:top-0 before:left-3.5 before:h-0.5 before:w-16',
        'after:absolute after:right-3.5 after:bottom-0 after:h-0.5 after:w-16',
        ACCENT[accent],
        className,
      )}
      {...props}
    />
  );
}
