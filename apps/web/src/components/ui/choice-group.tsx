import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A row of mutually exclusive choices drawn as a segmented switch, e.g. the gender switch. It is a radio
 * group, so it behaves as the platform's does: Tab enters at the checked choice and the arrow keys move
 * and select at once.
 */
export function ChoiceGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      orientation="horizontal"
      className={cn('inline-flex clip-corner-sm border border-line bg-void/80 p-1', className)}
      {...props}
    />
  );
}

/**
 * One choice of a ChoiceGroup. Besides the page's yellow ring outside it, a focused choice draws a
 * near-black band just inside its edge, which shows on the magenta of the checked one (app.css).
 */
export function ChoiceGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'inline-flex h-9 min-w-20 cursor-pointer items-center justify-center px-4 font-display text-xs font-bold touch:h-11',
        'uppercase tracking-widest text-ink-muted transition-colors hover:text-ink',
        'data-[state=checked]:bg-neon-magenta data-[state=checked]:text-void',
        'focus-visible:shadow-[inset_0_0_0_3px_var(--color-void)]',
        'disabled:opacity-45',
        className,
      )}
      {...props}
    />
  );
}
