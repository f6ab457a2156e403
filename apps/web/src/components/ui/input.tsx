import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A text input on a dark field (the focus ring is the app's, in app.css); aria-invalid turns it red. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full min-w-0 border border-line bg-void/80 px-3 font-mono text-base text-ink',
        'placeholder:text-ink-muted/80 transition-[border-color,box-shadow]',
        'focus-visible:border-neon-cyan aria-invalid:border-danger',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
