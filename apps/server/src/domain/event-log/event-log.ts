import { and, desc, eq, getTableColumns, gt, is, lt, SQL, sql } from 'drizzle-orm';
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
 * The event's row as a SELECT list, column by column in the table's order, each value cast to its
 * column's type; a column left out takes its default (the id and the time) or null.
 */
function eventRow(event: NewEvent): SQL {
  const given = event as Record<string, unknown>;
  const values = Object.entries(getTableColumns(events)).map(([key, column]) => {
    const type = sql.raw(column.getSQLType());
    const value = given[key] === undefined ? column.default : given[key];
    if (is(value, SQL)) return value;
    if (value === undefined || value === null) return sql`null::${type}`;
    return sql`${sql.param(value, column)}::${type}`;
  });
  return sql.join(values, sql`, `);
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
  const update = db.$with('edgeforge_state_update', {}).as(stateUpdate);
  const [row] = await db
    .with(update)
    .insert(events)
    .select(sql`select ${eventRow(event)} from ${update}`)
    .returning();
  return row ?? null;
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
