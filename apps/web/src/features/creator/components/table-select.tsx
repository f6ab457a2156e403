import { pickDifferentIndex } from '@edgeforge/rules/dice';
import type { RollTable } from '@edgeforge/rules/types';
import { useId } from 'react';
import { DiceButton } from '../../../components/roll-table/dice-button.tsx';

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
      <div className="flex gap-2">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 min-w-0 flex-1 border border-line bg-void/80 px-2 text-ink focus-visible:border-neon-cyan"
        >
          {value === null ? <option value="">Not rolled yet</option> : null}
          {table.entries.map((entry) => (
            <option key={entry.roll} value={entry.value}>
              {entry.roll}. {entry.value}
            </option>
          ))}
        </select>
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
