import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';

/**
 * The one place that appends to the event log and reads it back (decisions 034 and 038). A stream is
 * one thing that changes (a character's play state, later a ledger, an encounter, a run); its events
 * are numbered 1, 2, 3... and a command id appears once in it. The caller holds the stream's lock (its
 * current-state row, FOR UPDATE) while it appends, so the numbers never race; the unique keys back it.
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

/** Appends one event to a stream; the caller checked that `seq` follows the last one. */
export async function appendEvent(tx: Transaction, event: NewEvent): Promise<StoredEvent> {
  const [row] = await tx.insert(events).values(event).returning();
  if (!row) throw new Error('the event was not appended');
  return row;
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
