import {
  ENCOUNTER_LOG_MAX,
  type EncounterEvent,
  type EncounterState,
  type EncounterView,
  type StoredCombatant,
} from '@edgeforge/contracts/encounter';
import { encounterWeight } from '@edgeforge/rules/gm/encounter';
import type { NpcTier } from '@edgeforge/rules/gm/npc-tiers';
import type { PlayState } from '@edgeforge/rules/play/state';
import { and, desc, eq, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import type { encounters } from '../../db/schema/encounters.ts';
import { events } from '../../db/schema/events.ts';
import { playStates } from '../../db/schema/play.ts';
import type { StoredEvent } from '../event-log/event-log.ts';

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

/**
 * The columns of an event the GM's view reads: not its states before and after, which every action's
 * answer would otherwise carry for each of the last ENCOUNTER_LOG_MAX events.
 */
const LOG_COLUMNS = {
  id: events.id,
  commandId: events.commandId,
  actorUserId: events.actorUserId,
  at: events.at,
  kind: events.kind,
  explanation: events.explanation,
  seq: events.seq,
  command: events.command,
  details: events.details,
};
type LoggedEvent = Pick<StoredEvent, keyof typeof LOG_COLUMNS>;

/** An event of the encounter's log as the GM reads it: every event's actor is the GM. */
function toEncounterEvent(event: LoggedEvent): EncounterEvent {
  return {
    id: event.id,
    commandId: event.commandId,
    actor: { role: event.actorUserId === null ? null : 'gm' },
    at: event.at.toISOString(),
    kind: event.kind,
    explanation: event.explanation,
    seq: event.seq,
    command: event.command as Record<string, unknown>,
    details: event.details ?? null,
  };
}

/** The ids of the fight's characters, whose play states live in their own rows. */
function characterIds(state: EncounterState): string[] {
  return state.combatants.filter((c) => c.kind === 'character').map((c) => c.refId);
}

/** The characters' play states, by character id (absent while never played). */
async function characterStates(handle: Handle, state: EncounterState): Promise<Map<string, PlayState>> {
  const ids = characterIds(state);
  if (ids.length === 0) return new Map();
  const rows = await handle
    .select({ id: playStates.characterId, state: playStates.state })
    .from(playStates)
    .where(inArray(playStates.characterId, ids));
  return new Map(rows.map((row) => [row.id, row.state as PlayState]));
}

/**
 * The GM's view's two reads, built and prepared once per database (decision 065's amendment of
 * 2026-11-28): the characters' play states (`ids`, an array) and the stream's last events up to the
 * row's `version`, so that an event written since the row was read does not show in its view.
 */
const preparedViewReads = perDatabase((db) => ({
  states: db
    .select({ id: playStates.characterId, state: playStates.state })
    .from(playStates)
    .where(sql`${playStates.characterId} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('edgeforge_encounter_states'),
  log: db
    .select(LOG_COLUMNS)
    .from(events)
    .where(and(eq(events.stream, sql.placeholder('stream')), lte(events.seq, sql.placeholder('version'))))
    .orderBy(desc(events.seq))
    .limit(ENCOUNTER_LOG_MAX)
    .prepare('edgeforge_encounter_log'),
}));

/** The GM's view from the fight's row, the characters' play states and the log's last events. */
function viewOf(row: EncounterRow, played: Map<string, PlayState>, log: LoggedEvent[]): EncounterView {
  const state = row.state as EncounterState;
  const combatants = state.combatants.map((combatant) =>
    combatant.kind === 'character' ? { ...combatant, state: played.get(combatant.refId) ?? null } : combatant,
  );
  const tiers = combatants.flatMap((c) => (c.tier ? [c.tier as NpcTier] : []));
  const party = combatants.filter((c) => c.kind === 'character').length;
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

/** The GM's view: the fight, each character's play state from its own row, the weight, the last events. */
export async function toEncounterView(handle: Handle, row: EncounterRow): Promise<EncounterView> {
  const played = await characterStates(handle, row.state as EncounterState);
  const log = await handle
    .select(LOG_COLUMNS)
    .from(events)
    .where(eq(events.stream, encounterStream(row.id)))
    .orderBy(desc(events.seq))
    .limit(ENCOUNTER_LOG_MAX);
  return viewOf(row, played, log);
}

/** What the GM's view reads beside the fight's row: the characters' play states, the log's last events. */
export interface ViewReads {
  readonly played: Map<string, PlayState>;
  readonly log: LoggedEvent[];
}

/** The log's last events up to the row's version, by its prepared statement. */
export function preparedLogOf(db: Database, row: EncounterRow): Promise<LoggedEvent[]> {
  return preparedViewReads(db).log.execute({ stream: encounterStream(row.id), version: row.version });
}

/**
 * The play states of the fight's characters, by character id, as a column of a read of `state` (an
 * encounter's state): the unlocked action reads them with the fight (encounter-unlocked.ts).
 */
export function characterStatesBeside(state: SQLWrapper): SQL<Record<string, PlayState> | null> {
  return sql`(
    select jsonb_object_agg(${playStates.characterId}, ${playStates.state})
    from ${playStates}
    where ${playStates.characterId} in (
      select (combatant ->> 'refId')::uuid
      from jsonb_array_elements(${state} -> 'combatants') as combatant
      where combatant ->> 'kind' = 'character'
    )
  )`;
}

/** The GM's view's reads outside a transaction, by their prepared statements, both sent at once. */
async function preparedViewReadsOf(db: Database, row: EncounterRow): Promise<ViewReads> {
  const ids = characterIds(row.state as EncounterState);
  const [states, log] = await Promise.all([
    ids.length === 0 ? [] : preparedViewReads(db).states.execute({ ids }),
    preparedLogOf(db, row),
  ]);
  return { played: new Map(states.map((found) => [found.id, found.state as PlayState])), log };
}

/**
 * The GM's view of `row` from reads made at an earlier version, and the events written since (newest
 * first): the view an action answers once its write is back.
 */
export function viewAfter(row: EncounterRow, reads: ViewReads, written: LoggedEvent[]): EncounterView {
  return viewOf(row, reads.played, [...written, ...reads.log].slice(0, ENCOUNTER_LOG_MAX));
}

/** `toEncounterView` outside a transaction, by its prepared reads. */
export async function preparedEncounterView(db: Database, row: EncounterRow): Promise<EncounterView> {
  return viewAfter(row, await preparedViewReadsOf(db, row), []);
}
