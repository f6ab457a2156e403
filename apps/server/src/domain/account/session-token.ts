import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session } from '../../db/schema/auth.ts';

/**
 * The token of a session id within a session scope (domain/sessions/policies.ts), for better-auth's
 * revoke-session, which takes tokens: the account page only ever sees ids. `foreign` tells a
 * session that exists but lies outside the scope, for the security log; the caller answers both
 * alike.
 */
export async function sessionTokenInScope(
  db: Database,
  scope: SQL,
  id: string,
): Promise<{ token: string } | 'foreign' | null> {
  const [row] = await db
    .select({ token: session.token, inScope: sql<boolean>`(${scope})`.mapWith(Boolean) })
    .from(session)
    .where(eq(session.id, id))
    .limit(1);
  if (!row) return null;
  return row.inScope ? { token: row.token } : 'foreign';
}
