import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A selectable or static card: a smaller, quieter panel. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'clip-corner-sm border border-line bg-panel-raised/80 p-4 transition-[border-color,box-shadow]',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return (
    <h3
      className={cn('font-display text-base font-bold uppercase tracking-wider text-neon-cyan', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-ink-muted', className)} {...props} />;
}
