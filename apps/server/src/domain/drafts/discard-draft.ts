import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { draft } from '../../db/schema/ops.ts';

/** Drops the user's draft (a saved character or a fresh start); dropping none changes nothing. */
export async function discardDraft(db: Database, userId: string): Promise<void> {
  await db.delete(draft).where(eq(draft.userId, userId));
}

/**
 * Drops the user's draft if it is the edit of this character, inside the update's transaction: the
 * edit is saved, and a draft left behind would reopen it as the player's character in progress. The
 * client deletes it too, but in a request of its own that may fail; this one commits with the update.
 * Any other draft (a new character, the edit of another one) stays.
 */
export async function discardEditOf(tx: Transaction, userId: string, characterId: string): Promise<void> {
  await tx
    .delete(draft)
    .where(and(eq(draft.userId, userId), sql`${draft.data} -> 'editing' ->> 'characterId' = ${characterId}`));
}
