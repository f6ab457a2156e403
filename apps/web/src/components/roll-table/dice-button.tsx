import { Dices } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

interface DiceButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What is rolled, for screen readers: 'Roll Cultural Region'. */
  readonly label: string;
  /** True while the animation runs: the button stays focusable but reports itself busy. */
  readonly isRolling?: boolean;
  /** Visible text beside the die; 'Roll' by default. */
  readonly text?: string;
}

/** The dice button of a roll table or of one lifepath answer. */
export function DiceButton({
  label,
  isRolling = false,
  text = 'Roll',
  className,
  onClick,
  ...rest
}: DiceButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={isRolling || rest.disabled || undefined}
      aria-busy={isRolling || undefined}
      onClick={(event) => {
        if (isRolling) return;
        onClick?.(event);
      }}
      className={cn(
        'inline-flex min-h-10 shrink-0 items-center gap-2 border border-neon-magenta/70 bg-neon-magenta/10 py-1.5',
        'touch:min-h-11 touch:min-w-11 touch:justify-center',
        text ? 'px-3' : 'px-2.5',
        'font-display text-xs font-bold uppercase tracking-widest text-neon-magenta clip-corner-sm',
        'transition-colors hover:bg-neon-magenta/20 disabled:cursor-not-allowed disabled:opacity-50',
        'aria-disabled:cursor-progress',
        className,
      )}
      {...rest}
    >
      <Dices aria-hidden="true" className={cn('size-4', isRolling && 'animate-spin')} />
      <span>{text}</span>
    </button>
  );
}
