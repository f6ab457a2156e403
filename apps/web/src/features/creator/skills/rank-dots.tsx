import { RANK_DOT_STEPS } from '@edgeforge/rules/skills';
import { cn } from '../../../lib/cn.ts';

/** One colour per rank step (six steps), dim to bright. */
const STEP_COLOURS = [
  'bg-[#3d6b8f]',
  'bg-[#2f9fc4]',
  'bg-neon-cyan',
  'bg-neon-green',
  'bg-neon-yellow',
  'bg-neon-magenta',
] as const satisfies readonly string[] & { length: typeof RANK_DOT_STEPS };

/** The colour step of a rank: 1 for rank 1 or less, 6 for rank 6 or more. */
export function rankStep(ranks: number): number {
  return Math.min(RANK_DOT_STEPS, Math.max(1, Math.round(ranks)));
}

/** A skill's ranks as coloured dots, with the number for screen readers. */
export function RankDots({ ranks }: { ranks: number }) {
  const step = rankStep(ranks);
  return (
    <span className="inline-flex items-center gap-1" data-rank-step={step}>
      <span className="sr-only">{ranks} ranks</span>
      {Array.from({ length: RANK_DOT_STEPS }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cn('size-2.5 rounded-full', i < ranks ? STEP_COLOURS[step - 1] : 'bg-line')}
        />
      ))}
      <span aria-hidden="true" className="ml-1 font-mono text-sm text-ink-muted">
        {ranks}
      </span>
    </span>
  );
}
