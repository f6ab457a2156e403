import { useId } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';

/** One option points or ranks can go to, with the totals it may hold (0 first). */
export interface SpreadOption {
  readonly key: string;
  readonly name: string;
  readonly description?: string;
  readonly values: readonly number[];
}

interface AbilitySpreadProps {
  /** What is placed, as the legend says it: 'Combat Awareness points'. */
  readonly what: string;
  readonly options: readonly SpreadOption[];
  readonly placed: Readonly<Record<string, number | undefined>>;
  readonly total: number;
  readonly onChange: (key: string, value: number) => void;
}

/**
 * A role ability's points or ranks spread over its options (a Solo's Combat Awareness, a Tech's Maker
 * specialties, a Medtech's Medicine): one select per option with the totals it may hold, and how many are
 * placed of how many. A wrong total is the rules check's finding, shown with the screen's others.
 */
export function AbilitySpread({ what, options, placed, total, onChange }: AbilitySpreadProps) {
  const id = useId();
  const sum = options.reduce((acc, option) => acc + (placed[option.key] ?? 0), 0);
  return (
    <fieldset className="grid grid-cols-1 gap-2">
      <legend className="mb-2 font-mono text-xs uppercase tracking-wider text-neon-cyan">{what}</legend>
      <output
        aria-live="polite"
        data-testid="ability-placed"
        className={cn('font-mono text-sm', sum === total ? 'text-neon-green' : 'text-neon-yellow')}
      >
        {sum} of {total} placed
      </output>
      {options.map((option) => (
        <div key={option.key} className="grid grid-cols-[minmax(0,1fr)_5rem] items-center gap-x-3">
          <label htmlFor={`${id}-${option.key}`} className="text-sm">
            <span className="font-semibold">{option.name}</span>
            {option.description ? (
              <span className="block text-xs text-ink-muted">{option.description}</span>
            ) : null}
          </label>
          <Select
            id={`${id}-${option.key}`}
            value={placed[option.key] ?? 0}
            onChange={(event) => onChange(option.key, Number(event.target.value))}
          >
            {option.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </fieldset>
  );
}
