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
export function ChoiceGroupItem({
  className,
  onFocus,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      onFocus={(event) => {
        onFocus?.(event);
        // Radix selects only while the arrow key is still down when its deferred focus lands, which a
        // quick press (or a test's) misses. The focus moves from choice to choice only by the arrows
        // (Tab enters at the checked one), so a focus coming from a sibling selects, as a native radio.
        const from = event.relatedTarget;
        const group = event.currentTarget.closest('[role="radiogroup"]');
        if (from instanceof HTMLElement && from !== event.currentTarget && group?.contains(from)) {
          event.currentTarget.click();
        }
      }}
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
