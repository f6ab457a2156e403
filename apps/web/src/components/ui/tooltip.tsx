import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  /** Shows no tooltip at all, e.g. once the reason for a disabled button is gone. */
  disabled?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  /**
   * A click, tap, Enter or Space on the stand-in: the player tried the disabled control, so the screen
   * may write out why it is disabled.
   */
  onTry?: () => void;
}

/**
 * A tooltip around any element. The trigger is a focusable span because a disabled button
 * fires no pointer or focus events: the span receives them instead, so the reason a button
 * is disabled can still be read by mouse and keyboard users.
 */
export function Tooltip({
  content,
  children,
  disabled = false,
  side = 'top',
  className,
  onTry,
}: TooltipProps) {
  if (disabled) return <>{children}</>;
  return (
    <TooltipPrimitive.Provider delayDuration={150}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a try on the disabled button it stands in for. */}
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the wrapper stands in for a disabled button, which cannot take focus.
            tabIndex={0}
            className="inline-flex"
            onClick={onTry}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onTry?.();
            }}
          >
            {children}
          </span>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className={cn(
              'z-50 max-w-xs border border-neon-yellow/70 bg-void px-3 py-1.5 font-mono text-sm text-neon-yellow',
              'shadow-neon-yellow',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-neon-yellow" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
