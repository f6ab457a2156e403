import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const TONE = { cyan: 'text-neon-cyan', magenta: 'text-neon-magenta' } as const;

/** A form label in the theme's mono caps style (a plain <label>: no script needed for it). */
export function Label({
  className,
  tone = 'cyan',
  ...props
}: ComponentProps<'label'> & { tone?: keyof typeof TONE }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
    <label
      className={cn('block font-mono text-sm uppercase tracking-wider', TONE[tone], className)}
      {...props}
    />
  );
}
