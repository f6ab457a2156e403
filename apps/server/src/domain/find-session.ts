import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { session, user } from '../db/schema/auth.ts';

/** The signed-in user as routes see it; `id` is better-auth's immutable id, the owner key. */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type SessionInfo = { id: string; expiresAt: Date };

/**
 * The unexpired session of a token and its user, in one indexed query; null when there is none.
 *
 * Sessions have an absolute lifetime and no cookie cache (see auth/auth.ts), so better-auth's
 * getSession comes down to this once the cookie's signature is checked. Doing it here, instead of in
 * two queries through better-auth's endpoint machinery, is what keeps the list endpoint near a bare
 * server's throughput (docs/OPERATIONS.md). better-auth still issues, signs and deletes the sessions.
 */
export async function findSession(
  db: Database,
  token: string,
): Promise<{ user: SessionUser; session: SessionInfo } | null> {
  const [row] = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { sessionId, expiresAt, ...sessionUser } = row;
  return { user: sessionUser, session: { id: sessionId, expiresAt } };
}
