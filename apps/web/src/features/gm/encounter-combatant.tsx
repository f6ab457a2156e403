import type { EncounterCommand, StoredCombatant } from '@edgeforge/contracts/encounter';
import { NPC_TIER_RULES } from '@edgeforge/rules/gm/npc-tiers';
import { WOUND_STATE_NAMES } from '@edgeforge/rules/play/state';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';

/** Sends a command; false when it was not sent (another is still on its way). */
type Send = (command: EncounterCommand) => boolean;
/** The screen's send, and whether a command is on its way (every control is then busy). */
type Sending = { send: Send; busy: boolean };

/** The GM's initiative entry for a combatant before the rounds start (a player's roll, or the GM's). */
function InitiativeEntry({ combatant, send, busy }: { combatant: StoredCombatant } & Sending) {
  const [value, setValue] = useState(combatant.initiative === null ? '' : String(combatant.initiative));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const initiative = Math.trunc(Number(value));
    if (value.trim() === '' || !Number.isFinite(initiative)) return;
    send({ kind: 'setInitiative', combatantId: combatant.id, initiative });
  }
  return (
    <form
      onSubmit={onSubmit}
      className="flex items-center gap-2"
      aria-label={`Initiative of ${combatant.name}`}
    >
      <Input
        aria-label={`${combatant.name}'s initiative`}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-20"
      />
      <Button type="submit" variant="outline" size="sm" busy={busy}>
        Set
      </Button>
    </form>
  );
}

/** The GM's hit on a combatant: damage, body or head, ranged or melee, a critical; the play engine applies it. */
function DamageForm({ combatant, send, busy }: { combatant: StoredCombatant } & Sending) {
  const [amount, setAmount] = useState('');
  const [location, setLocation] = useState<'body' | 'head'>('body');
  const [attack, setAttack] = useState<'ranged' | 'melee'>('ranged');
  const [critical, setCritical] = useState(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const damage = Math.trunc(Number(amount));
    if (!Number.isFinite(damage) || damage < 0 || amount.trim() === '') return;
    const sent = send({
      kind: 'play',
      combatantId: combatant.id,
      command: { kind: 'takeDamage', damage: { amount: damage }, attack, location, critical },
    });
    // A hit that could not go yet stays typed in, for the GM to send again.
    if (!sent) return;
    setAmount('');
    setCritical(false);
  }
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-center gap-2"
      aria-label={`Damage to ${combatant.name}`}
    >
      <Input
        aria-label={`Damage to ${combatant.name}`}
        placeholder="Damage"
        inputMode="numeric"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        className="w-20"
      />
      <Select
        aria-label="Where"
        value={location}
        onChange={(event) => setLocation(event.target.value as 'body' | 'head')}
      >
        <option value="body">Body</option>
        <option value="head">Head</option>
      </Select>
      <Select
        aria-label="Attack"
        value={attack}
        onChange={(event) => setAttack(event.target.value as 'ranged' | 'melee')}
      >
        <option value="ranged">Ranged</option>
        <option value="melee">Melee</option>
      </Select>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={critical}
          onChange={(event) => setCritical(event.target.checked)}
          className="size-5 accent-neon-cyan"
        />
        Critical
      </label>
      <Button type="submit" size="sm" busy={busy}>
        Apply damage
      </Button>
    </form>
  );
}

/** One combatant on the GM's screen: whose turn, numbers, initiative, damage, down/fled, reveal. */
export function EncounterCombatant({
  combatant,
  isTurn,
  started,
  send,
  busy,
}: {
  combatant: StoredCombatant;
  isTurn: boolean;
  started: boolean;
} & Sending) {
  const { state } = combatant;
  const status = (value: 'in' | 'down' | 'fled') =>
    send({ kind: 'setStatus', combatantId: combatant.id, status: value });
  return (
    <li
      aria-label={combatant.name}
      aria-current={isTurn ? 'step' : undefined}
      className={`grid gap-2 border p-3 font-mono text-sm ${isTurn ? 'border-neon-cyan bg-neon-cyan/10' : 'border-line bg-void/70'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-base font-bold text-ink">
          {isTurn ? '▶ ' : ''}
          {combatant.name}
        </span>
        <span className="text-neon-magenta">
          {combatant.tier ? NPC_TIER_RULES[combatant.tier].name : 'Character'} · init{' '}
          {combatant.initiative ?? '—'}
          {combatant.status === 'in' ? '' : ` · ${combatant.status}`}
        </span>
      </div>
      {state ? (
        <p role="note" aria-label={`${combatant.name}: numbers`}>
          HP {state.hp}/{state.maxHp} · {WOUND_STATE_NAMES[state.woundState]} · SP {state.armor.body?.sp ?? 0}{' '}
          body / {state.armor.head?.sp ?? 0} head
          {Object.keys(state.injuries).length > 0 ? ` · ${Object.keys(state.injuries).length} injury` : ''}
        </p>
      ) : (
        <p className="text-ink-muted">Not played yet: full HP.</p>
      )}
      {started ? null : <InitiativeEntry combatant={combatant} send={send} busy={busy} />}
      <DamageForm combatant={combatant} send={send} busy={busy} />
      <div className="flex flex-wrap gap-2">
        {combatant.status === 'in' ? (
          <>
            <Button variant="outline" size="sm" busy={busy} onClick={() => status('down')}>
              Mark down
            </Button>
            <Button variant="outline" size="sm" busy={busy} onClick={() => status('fled')}>
              Mark fled
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" busy={busy} onClick={() => status('in')}>
            Back in
          </Button>
        )}
        {combatant.kind === 'npc' ? (
          <Button
            variant="outline"
            size="sm"
            busy={busy}
            onClick={() => send({ kind: 'reveal', combatantId: combatant.id, revealed: !combatant.revealed })}
          >
            {combatant.revealed ? 'Hide numbers' : 'Reveal numbers'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
