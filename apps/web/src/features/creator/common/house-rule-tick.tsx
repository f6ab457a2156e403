import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface HouseRuleTickProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** What the house rule allows ('House rule: one re-roll per STAT'). */
  readonly children: ReactNode;
  /** A line under it saying what it costs. */
  readonly note: string;
  readonly className?: string;
}

/** A house-rule option of a creation screen: a yellow tick, what it allows, and that it is not by the book. */
export function HouseRuleTick({ checked, onChange, children, note, className }: HouseRuleTickProps) {
  return (
    <label className={cn('flex min-h-11 cursor-pointer items-center gap-2 text-sm', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-neon-yellow"
      />
      <span>
        {children}
        <span className="block text-xs text-ink-muted">{note}</span>
      </span>
    </label>
  );
}
