import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A form label in the theme's mono caps style (a plain <label>: no script needed for it). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
    <label
      className={cn('block font-mono text-sm uppercase tracking-wider text-neon-cyan', className)}
      {...props}
    />
  );
}
