import { ATTRIBUTE_INFO } from '@edgeforge/rules/attributes';
import { ATTRIBUTE_KEYS, type AttributeKey, type RoleId } from '@edgeforge/rules/ids';
import { getRole } from '@edgeforge/rules/roles';
import { STAT_TEMPLATES } from '@edgeforge/rules/templates';
import { Dices } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DiceButton } from '../../../components/roll-table/dice-button.tsx';
import { useDiceRoll } from '../../../components/roll-table/use-dice-roll.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { cn } from '../../../lib/cn.ts';
import { HouseRuleTick } from '../common/house-rule-tick.tsx';
import { columnRollsAllowed, recordColumnRoll, setStatRerolls } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { AttributesStep } from './attributes-step.tsx';

type Roller = (() => void) | null;

interface ColumnRollProps {
  readonly statKey: AttributeKey;
  readonly roleId: RoleId;
  readonly rolls: readonly number[];
  readonly allowed: number;
  /** Tells the panel how to roll this column (for Roll all), or null when it may not roll again. */
  readonly register: (key: AttributeKey, roll: Roller) => void;
  readonly onSettle: (key: AttributeKey, roll: number) => void;
}

/**
 * One STAT's column of the role's table: its ten values in die order, a dice button that animates over
 * them as the roll tables do and settles on a fair 1d10, and the value the last roll gives.
 */
function ColumnRoll({ statKey, roleId, rolls, allowed, register, onSettle }: ColumnRollProps) {
  const column = STAT_TEMPLATES[roleId].map((row) => row[statKey]);
  const name = ATTRIBUTE_INFO[statKey].name;
  const last = rolls.at(-1);
  const canRoll = rolls.length < allowed;
  // A re-roll is a fresh die: it may land on the same row again, so no row is excluded.
  const dice = useDiceRoll({
    count: column.length,
    currentIndex: null,
    onSettle: (index) => onSettle(statKey, index + 1),
  });
  const roll = dice.roll;
  useEffect(() => {
    register(statKey, canRoll ? roll : null);
    return () => register(statKey, null);
  }, [register, statKey, canRoll, roll]);

  const text = rolls.length === 0 ? 'Roll' : canRoll ? 'Re-roll' : 'Rolled';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-1 border-b border-line/60 py-2 last:border-0">
      <span className="flex min-w-0 flex-col leading-tight sm:flex-row sm:items-center sm:gap-2">
        <span className="font-mono text-neon-yellow sm:w-12">{statKey}</span>
        <span className="min-w-0 truncate text-sm">{name}</span>
      </span>
      <output
        aria-label={`${name} value`}
        data-testid={`attribute-${statKey}`}
        className="w-8 text-center font-display text-lg font-bold"
      >
        {last === undefined ? '–' : column[last - 1]}
      </output>
      <DiceButton
        label={`${text} ${name}`}
        text={text}
        isRolling={dice.isRolling}
        aria-disabled={dice.isRolling || !canRoll || undefined}
        onClick={() => {
          if (canRoll) roll();
        }}
      />
      <ol
        aria-hidden="true"
        className="col-span-3 grid grid-cols-10 gap-0.5 font-mono text-xs"
        data-testid={`column-${statKey}`}
      >
        {column.map((value, index) => (
          <li
            key={index}
            data-rolling={dice.rollingIndex === index || undefined}
            data-selected={(!dice.isRolling && last === index + 1) || undefined}
            className={cn(
              'grid grid-cols-1 border text-center',
              dice.rollingIndex === index
                ? 'border-neon-magenta bg-neon-magenta/25'
                : !dice.isRolling && last === index + 1
                  ? 'border-neon-cyan bg-neon-cyan/15'
                  : 'border-line/60',
            )}
          >
            <span className="text-[0.6rem] text-ink-muted">{index + 1}</span>
            <span className="text-sm text-ink">{value}</span>
          </li>
        ))}
      </ol>
      <p className="col-span-3 text-xs text-ink-muted" data-testid={`rolls-${statKey}`}>
        {rolls.length === 0 ? 'Not rolled yet' : `Rolled ${rolls.join(', then ')} on 1d10`}
      </p>
    </li>
  );
}

/**
 * Edgerunner STATs: one 1d10 per STAT column of the role's table, each with its own
 * animated roll, and Roll all for the columns still to roll. A visible house-rules option allows one
 * re-roll per STAT (and Re-roll all); turning it off again leaves any second roll a finding.
 */
export function ColumnRollStats() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const role = getRole(draft.selectedRole)!;
  const allowed = columnRollsAllowed(draft);
  const rerolls = draft.houseRules?.statRerolls ?? false;
  const rollers = useRef(new Map<AttributeKey, () => void>());
  const [ready, setReady] = useState<ReadonlySet<AttributeKey>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const register = useCallback((key: AttributeKey, roll: Roller) => {
    if (roll) rollers.current.set(key, roll);
    else rollers.current.delete(key);
    setReady(new Set(rollers.current.keys()));
  }, []);

  const onSettle = useCallback(
    (key: AttributeKey, roll: number) => {
      update((latest) => recordColumnRoll(latest, key, roll));
      const value = STAT_TEMPLATES[role.id][roll - 1]![key];
      setAnnouncement(`${ATTRIBUTE_INFO[key].name}: rolled ${roll}, ${key} ${value}`);
    },
    [update, role.id],
  );

  const rolledAny = ATTRIBUTE_KEYS.some((key) => (draft.statRolls?.[key]?.length ?? 0) > 0);
  const unrolled = ATTRIBUTE_KEYS.some((key) => (draft.statRolls?.[key]?.length ?? 0) === 0);
  const rollAllText = !rolledAny
    ? 'Roll all'
    : unrolled
      ? 'Roll the rest'
      : rerolls
        ? 'Re-roll all'
        : 'All rolled';
  return (
    <Panel className="grid grid-cols-1 gap-3">
      <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan">Attributes</h2>
      <p className="text-sm text-ink-muted">
        Roll 1d10 for each STAT on its own column of the {role.name} table: the row the die lands on gives
        that STAT.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          aria-disabled={ready.size === 0 || undefined}
          onClick={() => {
            for (const roll of rollers.current.values()) roll();
          }}
        >
          <Dices aria-hidden="true" />
          {rollAllText}
        </Button>
        <HouseRuleTick
          checked={rerolls}
          onChange={(checked) => update((latest) => setStatRerolls(latest, checked))}
          note="Not by the book: the sheet will say so."
        >
          House rule: one re-roll per STAT
        </HouseRuleTick>
      </div>
      <ul className="grid grid-cols-1 xl:grid-cols-2 xl:gap-x-8">
        {ATTRIBUTE_KEYS.map((key) => (
          <ColumnRoll
            key={key}
            statKey={key}
            roleId={role.id}
            rolls={draft.statRolls?.[key] ?? []}
            allowed={allowed}
            register={register}
            onSettle={onSettle}
          />
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </Panel>
  );
}

/** Edgerunner's attributes screen: one 1d10 per STAT column of the role's table. */
export function EdgerunnerAttributesStep() {
  return <AttributesStep wide stats={<ColumnRollStats />} />;
}
