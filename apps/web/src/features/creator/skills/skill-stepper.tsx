import { readSkillName } from '@edgeforge/rules/skill-names';
import { skillDescription } from '@edgeforge/rules/skills';
import { Minus, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { RankDots } from './rank-dots.tsx';

/** Points one rank of a skill costs: 2 for the x2 skills. */
export function rankCostOf(name: string): number {
  const read = readSkillName(name);
  return read.kind !== 'unknown' && read.info.isDoubleCost ? 2 : 1;
}

interface SkillStepperProps {
  readonly name: string;
  readonly ranks: number;
  readonly min: number;
  readonly max: number;
  /** Points left to spend: a rank that costs more cannot be bought. */
  readonly left: number;
  readonly onStep: (delta: 1 | -1) => void;
  /** A typed rank, taken within the same limits as the stepper; without it the rank is only stepped. */
  readonly onSet?: (ranks: number) => void;
  /** Why the skill cannot go lower than `min` ('basic skill', 'native language'), for the row. */
  readonly floor?: string;
  /** Removes the skill from the list (a skill the player added). */
  readonly onRemove?: () => void;
}

/**
 * One skill of a point-spending skills screen: its name, STAT and cost, the ranks as dots, and a stepper
 * (with a typed rank beside it) bounded by the method's limits and the points left. A stepper at a bound is aria-disabled, so the focus
 * stays on it.
 */
export function SkillStepper(props: SkillStepperProps) {
  const { name, ranks, min, max, left, onStep, onSet, floor, onRemove } = props;
  const read = readSkillName(name);
  const stat = read.kind === 'unknown' ? null : read.info.stat;
  const cost = rankCostOf(name);
  return (
    <li
      data-skill={name}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line/60 py-2 text-left last:border-0"
    >
      <span className="min-w-0 flex-1 basis-40">
        <span className="block font-semibold">{name}</span>
        <span className="block font-mono text-xs uppercase text-ink-muted">
          {[stat, cost === 2 ? 'x2 cost' : null, floor].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className="flex items-center gap-2">
        <RankDots ranks={ranks} />
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={`Lower ${name}`}
          aria-disabled={ranks <= min || undefined}
          onClick={() => onStep(-1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        {onSet ? (
          <NumberField label={`${name} ranks`} value={ranks} min={min} max={max} onSet={onSet} />
        ) : null}
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={`Raise ${name}`}
          aria-disabled={ranks >= max || cost > left || undefined}
          onClick={() => onStep(1)}
        >
          <Plus aria-hidden="true" />
        </Button>
        {onRemove ? (
          <Button variant="ghost" size="icon-sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </span>
      <span className="basis-full text-xs text-ink-muted">{skillDescription(name)}</span>
    </li>
  );
}
