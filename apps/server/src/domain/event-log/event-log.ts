import { and, desc, eq, getTableColumns, gt, inArray, is, lt, Placeholder, SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';

/**
 * The one place that appends to the event log and reads it back (decisions 034 and 038). A stream is
 * one thing that changes (a character's play state, later a ledger, an encounter, a run); its events
 * are numbered 1, 2, 3... and a command id appears once in it. The caller holds the stream's lock (its
 * current-state row, FOR UPDATE) or not: `appendEventWithState` writes nothing when another event
 * came first. The unique keys back it.
 */

/** An event as stored. */
export type StoredEvent = typeof events.$inferSelect;

/** What a new event holds; its id and time come from the database. */
export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'at'>;

/** Either handle: a read outside a transaction, or inside the caller's. */
type Handle = Database | Transaction;

/** The stream key of a character's play events. */
export function characterStream(characterId: string): string {
  return `character:${characterId}`;
}

/** The stream key of a character's career: its ledgers, advancement and months (decision 056). */
export function careerStream(characterId: string): string {
  return `career:${characterId}`;
}

/** The event a command id already made in a stream, if any: a retry answers it. */
export async function findEventOfCommand(
  db: Handle,
  stream: string,
  commandId: string,
): Promise<StoredEvent | undefined> {
  const [found] = await db
    .select()
    .from(events)
    .where(and(eq(events.stream, stream), eq(events.commandId, commandId)))
    .limit(1);
  return found;
}

/**
 * The events a command id made in any of these streams (one per stream at most), in one query: a step
 * across a party writes one event per character under one id.
 */
export async function eventsOfCommand(
  db: Handle,
  streams: readonly string[],
  commandId: string,
): Promise<StoredEvent[]> {
  if (streams.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(and(inArray(events.stream, [...streams]), eq(events.commandId, commandId)));
}

/**
 * The event's row as a SELECT list, column by column in the table's order, each value cast to its
 * column's type; a column left out takes its default (the id and the time) or null. A value may be a
 * placeholder of a prepared statement: a nullable JSON column then reads JSON null as SQL null, since
 * the column's encoder writes null as the JSON text `null`.
 */
function eventRow(event: Record<string, unknown>): SQL {
  const values = Object.entries(getTableColumns(events)).map(([key, column]) => {
    const type = sql.raw(column.getSQLType());
    const value = event[key] === undefined ? column.default : event[key];
    if (is(value, SQL)) return value;
    if (value === undefined || value === null) return sql`null::${type}`;
    const cast = sql`${sql.param(value, column)}::${type}`;
    if (is(value, Placeholder) && column.getSQLType() === 'jsonb' && !column.notNull) {
      return sql`nullif(${cast}, 'null'::jsonb)`;
    }
    return cast;
  });
  return sql.join(values, sql`, `);
}

/** The statement that inserts `event` from the answer of `stateUpdate` (appendEventWithState). */
function insertFromUpdate(db: Handle, event: Record<string, unknown>, stateUpdate: SQL) {
  const update = db.$with('edgeforge_state_update', {}).as(stateUpdate);
  return db
    .with(update)
    .insert(events)
    .select(sql`select ${eventRow(event)} from ${update}`)
    .returning({ id: events.id, at: events.at });
}

/**
 * The stored event: what was inserted, with the id and time the database gave it. The statement
 * answers only those two, so the states are not sent back and parsed again.
 */
export function storedEvent(event: NewEvent, given: { id: string; at: Date }): StoredEvent {
  return {
    ...given,
    stream: event.stream,
    characterId: event.characterId ?? null,
    seq: event.seq,
    commandId: event.commandId,
    actorUserId: event.actorUserId ?? null,
    kind: event.kind,
    command: event.command,
    before: event.before,
    after: event.after,
    explanation: event.explanation,
    details: event.details ?? null,
    entered: event.entered ?? false,
    gameSessionId: event.gameSessionId ?? null,
  };
}

/**
 * Appends one event and writes the stream's current state in the same statement, so that neither is
 * written without the other. `stateUpdate` is an UPDATE of the state row that RETURNs a row only when
 * the state is still the one the event follows (its version): the event is inserted from that answer,
 * so the update runs first and takes the row's lock. Without a lock held before: when another command
 * wrote first, the update matches nothing, nothing is inserted, and the answer is null.
 */
export async function appendEventWithState(
  db: Handle,
  event: NewEvent,
  stateUpdate: SQL,
): Promise<StoredEvent | null> {
  const [row] = await insertFromUpdate(db, event, stateUpdate);
  return row ? storedEvent(event, row) : null;
}

/** Every field of a new event, each the placeholder of its own name (`preparedAppend`). */
const EVENT_FIELDS = [
  'stream',
  'characterId',
  'seq',
  'commandId',
  'actorUserId',
  'kind',
  'command',
  'before',
  'after',
  'explanation',
  'details',
  'entered',
  'gameSessionId',
] as const satisfies readonly (keyof NewEvent)[];

/**
 * `appendEventWithState`'s statement prepared once, for a state update that is itself made of
 * placeholders: run it with the event's fields and the update's placeholders. Outside a transaction
 * only (a prepared statement runs on the database handle it was made with).
 */
export function preparedAppend(db: Database, stateUpdate: SQL, name: string) {
  const event = Object.fromEntries(EVENT_FIELDS.map((key) => [key, sql.placeholder(key)]));
  return insertFromUpdate(db, event, stateUpdate).prepare(name);
}

/** The values of `preparedAppend`'s event placeholders: every field, a missing one as null. */
export function appendValues(event: NewEvent): Record<(typeof EVENT_FIELDS)[number], unknown> {
  return Object.fromEntries(EVENT_FIELDS.map((key) => [key, event[key] ?? null])) as Record<
    (typeof EVENT_FIELDS)[number],
    unknown
  >;
}

/** The last event of a stream, if any. */
export async function lastEvent(db: Handle, stream: string): Promise<StoredEvent | undefined> {
  const [found] = await db
    .select()
    .from(events)
    .where(eq(events.stream, stream))
    .orderBy(desc(events.seq))
    .limit(1);
  return found;
}

/** The events of a stream after `seq`, oldest first. */
export async function eventsAfter(db: Handle, stream: string, seq: number): Promise<StoredEvent[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.stream, stream), gt(events.seq, seq)))
    .orderBy(events.seq);
}

/** A page of a stream, newest first: `limit` events older than `beforeSeq` (all when null). */
export async function eventPage(
  db: Handle,
  stream: string,
  beforeSeq: number | null,
  limit: number,
): Promise<StoredEvent[]> {
  const where =
    beforeSeq === null
      ? eq(events.stream, stream)
      : and(eq(events.stream, stream), lt(events.seq, beforeSeq));
  return db.select().from(events).where(where).orderBy(desc(events.seq)).limit(limit);
}
