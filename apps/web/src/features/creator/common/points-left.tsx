import type { PointBudget } from '@edgeforge/rules/check/budgets';
import { cn } from '../../../lib/cn.ts';

/**
 * A live points-left counter ('42 of 62 STAT points left', 'All 86 skill points spent', '2 skill points
 * over the 86'): yellow while points wait, green when all are spent, red when too many are. It is an
 * output, read out politely as it changes.
 */
export function PointsLeft({ label, budget }: { label: string; budget: PointBudget }) {
  const state = budget.left < 0 ? 'over' : budget.left > 0 ? 'left' : 'spent';
  return (
    <output
      aria-live="polite"
      data-testid={`points-left-${label.toLowerCase().replace(/\s+/g, '-')}`}
      data-left={budget.left}
      className={cn(
        'mb-3 block border px-3 py-2 font-mono text-sm',
        state === 'over'
          ? 'border-danger text-danger'
          : state === 'left'
            ? 'border-neon-yellow/60 text-neon-yellow'
            : 'border-neon-green/60 text-neon-green',
      )}
    >
      {state === 'over' ? (
        <>
          <span className="font-display text-lg font-bold">{-budget.left}</span> {label} over the{' '}
          {budget.allowed}
        </>
      ) : state === 'left' ? (
        <>
          <span className="font-display text-lg font-bold">{budget.left}</span> of {budget.allowed} {label}{' '}
          left
        </>
      ) : (
        <>
          All {budget.allowed} {label} spent
        </>
      )}
    </output>
  );
}
