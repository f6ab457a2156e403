import {
  ENCOUNTER_LOG_MAX,
  type EncounterEvent,
  type EncounterState,
  type EncounterView,
  type PublicCombatant,
  type StoredCombatant,
  type TurnOrder,
} from '@edgeforge/contracts/encounter';
import { encounterWeight } from '@edgeforge/rules/gm/encounter';
import type { NpcTier } from '@edgeforge/rules/gm/npc-tiers';
import type { PlayState } from '@edgeforge/rules/play/state';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { encounters } from '../../db/schema/encounters.ts';
import { playStates } from '../../db/schema/play.ts';
import { eventPage, type StoredEvent } from '../event-log/event-log.ts';

/** An encounter row as stored. */
export type EncounterRow = typeof encounters.$inferSelect;

type Handle = Database | Transaction;

/** The stream key of an encounter's events in the one log. */
export function encounterStream(encounterId: string): string {
  return `encounter:${encounterId}`;
}

/** The combatant whose turn it is, or null. */
export function turnOf(state: EncounterState): StoredCombatant | null {
  if (state.order === null || state.turn === null) return null;
  const id = state.order[state.turn];
  return state.combatants.find((combatant) => combatant.id === id) ?? null;
}

/** An event of the encounter's log as the GM reads it: every event's actor is the GM. */
function toEncounterEvent(event: StoredEvent): EncounterEvent {
  return {
    id: event.id,
    commandId: event.commandId,
    actor: { role: event.actorUserId === null ? null : 'gm' },
    at: event.at.toISOString(),
    kind: event.kind,
    before: event.before as EncounterState,
    after: event.after as EncounterState,
    explanation: event.explanation,
    seq: event.seq,
    command: event.command as Record<string, unknown>,
    details: event.details ?? null,
  };
}

/** The characters' play states, by character id (absent while never played). */
async function characterStates(handle: Handle, state: EncounterState): Promise<Map<string, PlayState>> {
  const ids = state.combatants.filter((c) => c.kind === 'character').map((c) => c.refId);
  if (ids.length === 0) return new Map();
  const rows = await handle
    .select({ id: playStates.characterId, state: playStates.state })
    .from(playStates)
    .where(inArray(playStates.characterId, ids));
  return new Map(rows.map((row) => [row.id, row.state as PlayState]));
}

/** The GM's view: the fight, each character's play state from its own row, the weight, the last events. */
export async function toEncounterView(handle: Handle, row: EncounterRow): Promise<EncounterView> {
  const state = row.state as EncounterState;
  const played = await characterStates(handle, state);
  const combatants = state.combatants.map((combatant) =>
    combatant.kind === 'character' ? { ...combatant, state: played.get(combatant.refId) ?? null } : combatant,
  );
  const tiers = combatants.flatMap((c) => (c.tier ? [c.tier as NpcTier] : []));
  const party = combatants.filter((c) => c.kind === 'character').length;
  const log = await eventPage(handle, encounterStream(row.id), null, ENCOUNTER_LOG_MAX);
  return {
    id: row.id,
    name: row.name,
    status: row.status as EncounterView['status'],
    version: row.version,
    state: { ...state, combatants },
    weight: encounterWeight(tiers, party),
    log: log.map(toEncounterEvent),
  };
}

/** A combatant as the players see it: an NPC's initiative and numbers only once revealed. */
function toPublicCombatant(combatant: StoredCombatant, played: Map<string, PlayState>): PublicCombatant {
  const shown = combatant.kind === 'character' || combatant.revealed;
  const state = combatant.kind === 'character' ? played.get(combatant.refId) : combatant.state;
  const npcNumbers =
    combatant.kind === 'npc' && combatant.revealed && state
      ? {
          hp: state.hp,
          maxHp: state.maxHp,
          sp: { body: state.armor.body?.sp ?? 0, head: state.armor.head?.sp ?? 0 },
        }
      : null;
  return {
    id: combatant.id,
    kind: combatant.kind,
    name: combatant.name,
    status: combatant.status,
    initiative: shown ? combatant.initiative : null,
    woundState: shown ? (state?.woundState ?? null) : null,
    numbers: npcNumbers,
  };
}

/** The running encounter as its players read it: in the turn order once the rounds started. */
export async function toTurnOrder(handle: Handle, row: EncounterRow): Promise<TurnOrder> {
  const state = row.state as EncounterState;
  const played = await characterStates(handle, state);
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const ordered = state.order
    ? state.order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
    : state.combatants;
  return {
    id: row.id,
    name: row.name,
    round: state.round,
    turn: turnOf(state)?.id ?? null,
    combatants: ordered.map((combatant) => toPublicCombatant(combatant, played)),
  };
}
