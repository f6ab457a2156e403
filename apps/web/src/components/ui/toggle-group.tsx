import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A row of mutually exclusive (or multiple) toggles, e.g. the gender switch. */
export function ToggleGroup({ className, ...props }: ComponentProps<typeof ToggleGroupPrimitive.Root>) {
  return (
    <ToggleGroupPrimitive.Root
      className={cn('inline-flex clip-corner-sm border border-line bg-void/80 p-1', className)}
      {...props}
    />
  );
}

export function ToggleGroupItem({ className, ...props }: ComponentProps<typeof ToggleGroupPrimitive.Item>) {
  return (
    <ToggleGroupPrimitive.Item
      className={cn(
        'inline-flex h-9 min-w-20 cursor-pointer items-center justify-center px-4 font-display text-xs font-bold touch:h-11',
        'uppercase tracking-widest text-ink-muted transition-colors hover:text-ink',
        'data-[state=on]:bg-neon-magenta data-[state=on]:text-void',
        'disabled:opacity-45',
        className,
      )}
      {...props}
    />
  );
}
