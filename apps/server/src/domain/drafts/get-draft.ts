import type { Draft } from '@edgeforge/contracts/draft';
import { readStoredDraft } from '@edgeforge/contracts/stored-draft';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { draft } from '../../db/schema/ops.ts';

/** A user's saved draft and when it was last saved; both null when there is none. */
export type SavedDraft = { draft: Draft | null; updatedAt: string | null };

const NO_DRAFT: SavedDraft = { draft: null, updatedAt: null };

/** Reads the user's one draft (the wizard's progress). */
export async function getDraft(db: Database, userId: string): Promise<SavedDraft> {
  const [row] = await db.select().from(draft).where(eq(draft.userId, userId));
  if (!row) return NO_DRAFT;
  // An older version's draft is upgraded; one that cannot be read at all starts over, never a 500.
  const stored = readStoredDraft(row.data);
  if (!stored) return NO_DRAFT;
  return { draft: stored, updatedAt: row.updatedAt.toISOString() };
}
