import type { EncounterCommand, EncounterState, StoredCombatant } from '@edgeforge/contracts/encounter';
import type { Rng } from '@edgeforge/rules/dice';
import { rollNpcInitiative, turnOrder } from '@edgeforge/rules/gm/encounter';
import { firstTurn, nextTurn } from '@edgeforge/rules/gm/encounter-play';
import { rngDice } from '@edgeforge/rules/play/dice';
import { isRefusal } from '@edgeforge/rules/play/result';
import { playRefused } from '../../lib/app-error.ts';
import { runCommand } from '../play/run-command.ts';
import { encounterRefused } from './encounter-policies.ts';
import { turnOf } from './encounter-records.ts';

/** What a step of the fight leaves: the new state, the log's line and the rule's details. */
export interface Step {
  readonly state: EncounterState;
  readonly explanation: string;
  readonly details: unknown;
}

/** The combatant named, or ENCOUNTER_REFUSED. */
export function combatantOf(state: EncounterState, id: string): StoredCombatant {
  const found = state.combatants.find((combatant) => combatant.id === id);
  if (!found) throw encounterRefused('No such combatant in this fight.');
  return found;
}

function withCombatant(state: EncounterState, id: string, change: Partial<StoredCombatant>): EncounterState {
  return {
    ...state,
    combatants: state.combatants.map((combatant) =>
      combatant.id === id ? { ...combatant, ...change } : combatant,
    ),
  };
}

const acts = (state: EncounterState) => (id: string) =>
  state.combatants.find((combatant) => combatant.id === id)?.status === 'in';

function beforeRounds(state: EncounterState): void {
  if (state.order !== null) throw encounterRefused('The rounds have started: the order is set.');
}

/** The NPCs roll 1d10 + REF by the server's dice (docs/rules/gm.md#initiative-and-the-turn-order). */
function rollInitiative(state: EncounterState, rng: Rng): Step {
  beforeRounds(state);
  const rolled = state.combatants.map((combatant) =>
    combatant.kind === 'npc' && combatant.state
      ? { ...combatant, initiative: rollNpcInitiative(rng, combatant.state.stats.REF) }
      : combatant,
  );
  const lines = rolled.filter((c) => c.kind === 'npc').map((c) => `${c.name} ${c.initiative}`);
  if (lines.length === 0) throw encounterRefused('No NPC in this fight rolls initiative.');
  return {
    state: { ...state, combatants: rolled },
    explanation: `NPCs' initiative (1d10 + REF): ${lines.join(', ')}.`,
    details: null,
  };
}

/** The rounds start: the turn order by initiative, ties broken by roll-offs; round 1's first turn. */
function startRounds(state: EncounterState, rng: Rng): Step {
  beforeRounds(state);
  const missing = state.combatants.find((combatant) => combatant.initiative === null);
  if (missing) throw encounterRefused(`${missing.name} has no initiative yet.`);
  const slots = turnOrder(
    rng,
    state.combatants.map((combatant) => ({ id: combatant.id, initiative: combatant.initiative! })),
  );
  const rollOffs = new Map(slots.map((slot) => [slot.id, [...slot.rollOffs]]));
  const order = slots.map((slot) => slot.id);
  const combatants = state.combatants.map((c) => ({ ...c, rollOffs: rollOffs.get(c.id) ?? [] }));
  const ordered = { ...state, combatants, order };
  const first = firstTurn(order, acts(ordered));
  const next = { ...ordered, round: 1, turn: first?.turn ?? null };
  const who = turnOf(next);
  return {
    state: next,
    explanation: `Round 1 begins${who ? `: ${who.name} acts first` : ''}.`,
    details: { order },
  };
}

/** The next in the order who still acts; a new round after the last. */
function advance(state: EncounterState): Step {
  if (state.order === null || state.turn === null) throw encounterRefused('Start the rounds first.');
  const next = nextTurn(state.order, { round: state.round, turn: state.turn }, acts(state));
  if (!next) throw encounterRefused('Nobody is left to act.');
  const moved = { ...state, ...next };
  const who = turnOf(moved)!;
  const round = next.round > state.round ? `Round ${next.round} begins: ` : '';
  return { state: moved, explanation: `${round}${who.name}'s turn.`, details: null };
}

/** A play command on an NPC, by the play engine on its own state; one who dies is down. */
function playOnNpc(
  state: EncounterState,
  combatant: StoredCombatant,
  command: Extract<EncounterCommand, { kind: 'play' }>['command'],
  rng: Rng,
): Step {
  if (!combatant.state || command.kind === 'undo')
    throw encounterRefused('Not a command for this combatant.');
  const result = runCommand(combatant.state, command, rngDice(rng));
  if (isRefusal(result)) throw playRefused(result);
  const status = result.state.dead ? 'down' : combatant.status;
  return {
    state: withCombatant(state, combatant.id, { state: result.state, status }),
    explanation: `${combatant.name}: ${result.explanation}`,
    details: result.details ?? null,
  };
}

/**
 * Runs one command of the fight that needs no other row (a play command on a character is the play
 * engine's on its own row: encounter-commands.ts). ENCOUNTER_REFUSED or PLAY_REFUSED, nothing changed,
 * when it makes no sense now.
 */
export function encounterStep(state: EncounterState, command: EncounterCommand, rng: Rng): Step {
  switch (command.kind) {
    case 'rollInitiative':
      return rollInitiative(state, rng);
    case 'setInitiative': {
      beforeRounds(state);
      const combatant = combatantOf(state, command.combatantId);
      return {
        state: withCombatant(state, combatant.id, { initiative: command.initiative }),
        explanation: `${combatant.name}'s initiative: ${command.initiative}.`,
        details: null,
      };
    }
    case 'startRounds':
      return startRounds(state, rng);
    case 'nextTurn':
      return advance(state);
    case 'play':
      return playOnNpc(state, combatantOf(state, command.combatantId), command.command, rng);
    case 'setStatus': {
      const combatant = combatantOf(state, command.combatantId);
      const words = { in: 'is back in the fight', down: 'is down', fled: 'has fled' } as const;
      return {
        state: withCombatant(state, combatant.id, { status: command.status }),
        explanation: `${combatant.name} ${words[command.status]}.`,
        details: null,
      };
    }
    case 'reveal': {
      const combatant = combatantOf(state, command.combatantId);
      if (combatant.kind !== 'npc') throw encounterRefused("A character's numbers are its player's already.");
      return {
        state: withCombatant(state, combatant.id, { revealed: command.revealed }),
        explanation: `${combatant.name}'s numbers are ${command.revealed ? 'shown to' : 'hidden from'} the players.`,
        details: null,
      };
    }
    case 'end':
      return { state, explanation: 'The fight is over.', details: null };
  }
}
