import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A native select on a dark field, as tall as the text inputs (44 px): the browser's own picker on every
 * device, the keyboard and screen readers meet a plain select, and the focus ring is the app's.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full min-w-0 cursor-pointer border border-line bg-void px-2 font-mono text-sm text-ink',
        'focus-visible:border-neon-cyan aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
