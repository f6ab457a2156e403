import { type Draft, draftSchema } from '@edgeforge/contracts/draft';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { draft } from '../db/schema/ops.ts';

/** A user's saved draft and when it was last saved; both null when there is none. */
export type SavedDraft = { draft: Draft | null; updatedAt: string | null };

const NO_DRAFT: SavedDraft = { draft: null, updatedAt: null };

/** Reads the user's one draft (the wizard's progress). */
export async function getDraft(db: Database, userId: string): Promise<SavedDraft> {
  const [row] = await db.select().from(draft).where(eq(draft.userId, userId));
  if (!row) return NO_DRAFT;
  // A draft saved by an older version may no longer fit the schema: start over, not 500.
  const parsed = draftSchema.safeParse(row.data);
  if (!parsed.success) return NO_DRAFT;
  return { draft: parsed.data, updatedAt: row.updatedAt.toISOString() };
}
