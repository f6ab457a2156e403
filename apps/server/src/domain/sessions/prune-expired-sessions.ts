import { lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session } from '../../db/schema/auth.ts';

/** Deletes sessions past their absolute lifetime (they can no longer sign anyone in); run at start-up. */
export async function pruneExpiredSessions(db: Database): Promise<void> {
  await db.delete(session).where(lte(session.expiresAt, new Date()));
}
