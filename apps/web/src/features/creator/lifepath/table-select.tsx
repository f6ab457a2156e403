import { pickDifferentIndex } from '@edgeforge/rules/dice';
import type { RollTable } from '@edgeforge/rules/types';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { DiceButton } from '../../../components/roll-table/dice-button.tsx';

const NOT_ROLLED = 'Not rolled yet';

/** An entry as the list shows it: '3. Childhood friend'. */
function optionText(table: RollTable, index: number): string {
  const entry = table.entries[index]!;
  return `${entry.roll}. ${entry.value}`;
}

interface TableSelectProps {
  readonly table: RollTable;
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  /** Extra words for the accessible names when several entries share a table ('Enemy 2'). */
  readonly context?: string;
}

/**
 * A compact roll table for one lifepath answer: pick the entry from a list, or re-roll just this answer
 * (always to a different entry). The full RollTable would repeat ten rows for every friend and enemy.
 *
 * A closed <select> cuts a long answer off on one line, so the answer shows whole, wrapped, in a face
 * under a transparent native select: a tap or a click still opens the browser's own picker (a sheet on
 * a phone), and the keyboard and screen readers still meet a plain select.
 */
export function TableSelect({ table, value, onChange, context }: TableSelectProps) {
  const id = useId();
  const label = context ? `${context}: ${table.title}` : table.title;
  const index = table.entries.findIndex((entry) => entry.value === value);
  const description = index === -1 ? undefined : table.entries[index]!.description;
  return (
    <div className="grid grid-cols-1 gap-1">
      <label htmlFor={id} className="font-mono text-xs uppercase tracking-wider text-neon-cyan">
        {table.title}
        {context ? <span className="sr-only"> ({context})</span> : null}
      </label>
      <div className="flex items-start gap-2">
        <div data-focus-ring className="relative min-w-0 flex-1">
          <div
            aria-hidden="true"
            className="flex min-h-10 items-center gap-2 border border-line bg-void/80 px-2 py-1.5 text-ink touch:min-h-11"
          >
            <span className="min-w-0 flex-1">{index === -1 ? NOT_ROLLED : optionText(table, index)}</span>
            <ChevronDown className="size-4 shrink-0 text-ink-muted" />
          </div>
          <select
            id={id}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value)}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          >
            {value === null ? <option value="">{NOT_ROLLED}</option> : null}
            {table.entries.map((entry, entryIndex) => (
              <option key={entry.roll} value={entry.value}>
                {optionText(table, entryIndex)}
              </option>
            ))}
          </select>
        </div>
        <DiceButton
          label={`Re-roll ${label}`}
          text=""
          onClick={() =>
            onChange(
              table.entries[
                pickDifferentIndex(Math.random, table.entries.length, index === -1 ? null : index)
              ]!.value,
            )
          }
        />
      </div>
      {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
    </div>
  );
}
