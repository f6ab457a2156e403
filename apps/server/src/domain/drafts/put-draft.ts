import type { Draft } from '@edgeforge/contracts/draft';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { draft } from '../../db/schema/ops.ts';
import type { SavedDraft } from './get-draft.ts';

/** Replaces the user's one draft with a validated one, in one upsert. */
export async function putDraft(db: Database, userId: string, data: Draft): Promise<SavedDraft> {
  const [row] = await db
    .insert(draft)
    .values({ userId, data, updatedAt: new Date() })
    .onConflictDoUpdate({ target: draft.userId, set: { data, updatedAt: sql`now()` } })
    .returning({ updatedAt: draft.updatedAt });
  return { draft: data, updatedAt: row?.updatedAt.toISOString() ?? null };
}
