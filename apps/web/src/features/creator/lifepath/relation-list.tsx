import type { Draft, Enemy } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { rollRelationCount } from '@edgeforge/rules/dice';
import { LIFEPATH_TABLES } from '@edgeforge/rules/tables';
import { DiceButton } from '../../../components/roll-table/dice-button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { cn } from '../../../lib/cn.ts';
import { type RelationListKey, resizeRelations, toWronged } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { TableSelect } from './table-select.tsx';

const LISTS: Record<RelationListKey, { title: string; one: string }> = {
  friends: { title: 'Friends', one: 'Friend' },
  enemies: { title: 'Enemies', one: 'Enemy' },
  loveAffairs: { title: 'Tragic Love Affairs', one: 'Love Affair' },
};

const COUNTS = Array.from({ length: LIMITS.relationListMax + 1 }, (_, i) => i);

/** Replaces one entry of a list, leaving the others untouched. */
function replaceAt<T extends { id: string }>(list: readonly T[], id: string, patch: Partial<T>): T[] {
  return list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
}

function EnemyFields({
  enemy,
  context,
  onChange,
}: {
  enemy: Enemy;
  context: string;
  onChange: (p: Partial<Enemy>) => void;
}) {
  const wronged = LIFEPATH_TABLES.enemyWronged.entries.find(
    (e) => e.value.toLowerCase() === enemy.wronged,
  )?.value;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <TableSelect
        table={LIFEPATH_TABLES.enemyWho}
        value={enemy.enemyType}
        context={context}
        onChange={(v) => onChange({ enemyType: v })}
      />
      <TableSelect
        table={LIFEPATH_TABLES.enemyWronged}
        value={wronged ?? null}
        context={context}
        onChange={(v) => onChange({ wronged: toWronged(v) })}
      />
      <TableSelect
        table={LIFEPATH_TABLES.enemyCause}
        value={enemy.causedBy}
        context={context}
        onChange={(v) => onChange({ causedBy: v })}
      />
      <TableSelect
        table={LIFEPATH_TABLES.enemyResources}
        value={enemy.resources}
        context={context}
        onChange={(v) => onChange({ resources: v })}
      />
      <TableSelect
        table={LIFEPATH_TABLES.enemyAction}
        value={enemy.action}
        context={context}
        onChange={(v) => onChange({ action: v })}
      />
    </div>
  );
}

/**
 * Friends, enemies or tragic love affairs: the count is rolled as 1d10-7 or set by hand from 0 to 3
 * (resizing keeps the entries already there), and every answer of every entry can be re-rolled alone.
 */
export function RelationList({ listKey }: { listKey: RelationListKey }) {
  const draft = useDraft();
  const { update } = useDraftActions();
  const { title, one } = LISTS[listKey];
  const entries = draft[listKey];
  const setCount = (count: number) => update((current) => resizeRelations(current, listKey, count));
  const patchEntry = (id: string, patch: object) =>
    update((current: Draft) => ({ [listKey]: replaceAt(current[listKey] as { id: string }[], id, patch) }));

  return (
    <Panel className="grid grid-cols-1 gap-4" data-testid={`relations-${listKey}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan">{title}</h2>
        <div className="flex items-center gap-2">
          <div role="radiogroup" aria-label={`How many ${title.toLowerCase()}`} className="flex">
            {COUNTS.map((count) => (
              <label
                key={count}
                className={cn(
                  'grid grid-cols-1 size-10 cursor-pointer place-items-center border font-mono touch:size-11',
                  entries.length === count
                    ? 'border-neon-cyan bg-neon-cyan/20 text-neon-cyan'
                    : 'border-line',
                )}
              >
                <input
                  type="radio"
                  name={`${listKey}-count`}
                  className="sr-only"
                  checked={entries.length === count}
                  onChange={() => setCount(count)}
                />
                {count}
              </label>
            ))}
          </div>
          <DiceButton
            label={`Roll how many ${title.toLowerCase()} (1d10-7)`}
            onClick={() => setCount(rollRelationCount(Math.random))}
          />
        </div>
      </div>
      {entries.length === 0 ? (
        <p className="text-ink-muted">None. Roll or pick a count to add some.</p>
      ) : null}
      <ol className="grid grid-cols-1 gap-4">
        {entries.map((entry, index) => {
          const context = `${one} ${index + 1}`;
          return (
            <li key={entry.id} className="grid grid-cols-1 gap-2 border border-line bg-void/50 p-3">
              <h3 className="font-mono text-sm uppercase text-neon-magenta">{context}</h3>
              {listKey === 'friends' && 'relationship' in entry ? (
                <TableSelect
                  table={LIFEPATH_TABLES.friendRelationship}
                  value={entry.relationship}
                  context={context}
                  onChange={(v) => patchEntry(entry.id, { relationship: v })}
                />
              ) : null}
              {listKey === 'enemies' && 'enemyType' in entry ? (
                <EnemyFields enemy={entry} context={context} onChange={(p) => patchEntry(entry.id, p)} />
              ) : null}
              {listKey === 'loveAffairs' && 'event' in entry ? (
                <TableSelect
                  table={LIFEPATH_TABLES.loveAffair}
                  value={entry.event}
                  context={context}
                  onChange={(v) => patchEntry(entry.id, { event: v })}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
