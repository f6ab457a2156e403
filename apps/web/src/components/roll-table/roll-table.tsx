import { pickRandomIndex, type Rng } from '@edgeforge/rules/dice';
import type { RollTable as RollTableData } from '@edgeforge/rules/types';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { DiceButton } from './dice-button.tsx';
import { useDiceRoll } from './use-dice-roll.ts';

interface RollTableProps {
  readonly table: RollTableData;
  /** The stored answer (an entry's value), or null. */
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  /** Pick and store a random entry when the table first shows without an answer (docs/rules/product.md). */
  readonly autoPick?: boolean;
  /** Heading level of the title inside the page. */
  readonly headingLevel?: 2 | 3;
  readonly rng?: Rng;
  /** Two columns of rows on large screens, for long tables such as STAT templates. */
  readonly columns?: 1 | 2;
  readonly className?: string;
}

/**
 * A roll table (docs/rules/product.md#the-dice-button): starts empty, picks a first answer on load when
 * none exists, rolls with an animated dice button and takes a click on any row. Rows are a radio group,
 * so the table is operable with the keyboard; a dice result is announced through a polite live region.
 */
export function RollTable({
  table,
  value,
  onChange,
  autoPick = true,
  headingLevel = 2,
  rng = Math.random,
  columns = 1,
  className,
}: RollTableProps) {
  const titleId = useId();
  const name = useId();
  const [announcement, setAnnouncement] = useState('');
  const { entries } = table;
  const found = entries.findIndex((entry) => entry.value === value);
  const currentIndex = found === -1 ? null : found;

  const dice = useDiceRoll({
    count: entries.length,
    currentIndex,
    rng,
    onSettle: (index) => {
      const entry = entries[index]!;
      onChange(entry.value);
      setAnnouncement(`${table.title}: rolled ${entry.roll}, ${entry.value}`);
    },
  });

  useEffect(() => {
    if (!autoPick || value != null) return;
    onChange(entries[pickRandomIndex(rng, entries.length)]!.value);
  }, [autoPick, value, entries, rng, onChange]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasDescriptions = entries.some((entry) => entry.description);

  return (
    <section
      aria-labelledby={titleId}
      data-testid={`roll-table-${table.id}`}
      className={cn('border border-line bg-panel/90 p-3 clip-corner sm:p-4', className)}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <Heading
          id={titleId}
          className="font-display text-sm font-bold uppercase tracking-wider text-neon-cyan"
        >
          {table.title}
          <span aria-hidden="true" className="ml-2 font-mono text-xs text-ink-muted">
            1d{table.die}
          </span>
        </Heading>
        <DiceButton label={`Roll ${table.title}`} isRolling={dice.isRolling} onClick={dice.roll} />
      </div>
      <div
        role="radiogroup"
        aria-labelledby={titleId}
        aria-busy={dice.isRolling}
        className={cn('grid grid-cols-1 gap-1', columns === 2 && 'lg:grid-cols-2')}
      >
        {entries.map((entry, index) => {
          const isSelected = index === currentIndex;
          const isHighlighted = index === dice.rollingIndex;
          return (
            <label
              key={entry.roll}
              data-selected={isSelected || undefined}
              data-rolling={isHighlighted || undefined}
              className={cn(
                'grid grid-cols-[2.25rem_1fr] items-start gap-2 border px-2 py-1.5 touch:min-h-11',
                'text-ink transition-colors hover:bg-panel-raised',
                isHighlighted
                  ? 'border-neon-magenta bg-neon-magenta/25 shadow-neon-magenta'
                  : isSelected
                    ? 'border-neon-cyan bg-neon-cyan/15 shadow-neon-cyan'
                    : 'border-transparent',
                dice.isRolling ? 'cursor-progress' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name={name}
                value={entry.value}
                checked={isSelected}
                onChange={() => {
                  // A click during the animation would race the settling result: ignore it.
                  if (dice.isRolling) return;
                  onChange(entry.value);
                }}
                className="sr-only"
              />
              <span className="font-mono text-neon-yellow">{entry.roll}</span>
              <span>
                <span className="font-semibold">{entry.value}</span>
                {hasDescriptions && entry.description ? (
                  <span className="block text-sm text-ink-muted">{entry.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
