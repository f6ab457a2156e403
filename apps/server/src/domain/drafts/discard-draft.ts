import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { draft } from '../../db/schema/ops.ts';

/** Drops the user's draft (a saved character or a fresh start); dropping none changes nothing. */
export async function discardDraft(db: Database, userId: string): Promise<void> {
  await db.delete(draft).where(eq(draft.userId, userId));
}
