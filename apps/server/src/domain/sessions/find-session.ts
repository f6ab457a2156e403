import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { session, user } from '../../db/schema/auth.ts';
import { accountEnabled } from '../account/account-status.ts';
import type { SessionCache } from './session-cache.ts';

/** The signed-in user as routes see it; `id` is better-auth's immutable id, the owner key. */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type SessionInfo = { id: string; expiresAt: Date };
/** A session as read from the database, with its last use (moved on below). */
export type FoundSession = { user: SessionUser; session: SessionInfo; lastUsedAt: Date };

/**
 * How stale a session's last-use time may get: the account page shows it to within this, and a busy
 * session costs one write per interval instead of one per request.
 */
export const LAST_USE_RESOLUTION_MS = 5 * 60_000;

/** The session query of each database, built and (on PostgreSQL) prepared once: it runs on most requests. */
const sessionQuery = perDatabase((db) =>
  db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      lastUsedAt: session.updatedAt,
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        eq(session.token, sql.placeholder('token')),
        gt(session.expiresAt, sql.placeholder('now')),
        accountEnabled,
      ),
    )
    .limit(1)
    .prepare('edgeforge_find_session'),
);

/** The unexpired session of a token, its user and its last use, in one indexed query; null when none. */
async function readSession(db: Database, token: string): Promise<FoundSession | null> {
  const [row] = await sessionQuery(db).execute({ token, now: new Date() });
  if (!row) return null;
  const { sessionId, expiresAt, lastUsedAt, ...sessionUser } = row;
  return { user: sessionUser, session: { id: sessionId, expiresAt }, lastUsedAt };
}

/**
 * The unexpired session of a token and its user; null when there is none.
 *
 * Sessions have an absolute lifetime and no cookie cache (see auth/auth.ts), so better-auth's
 * getSession comes down to one indexed query once the cookie's signature is checked. Doing it here,
 * instead of in two queries through better-auth's endpoint machinery, is what keeps the list endpoint
 * near a bare server's throughput (docs/OPERATIONS.md); on PGlite the answer is also remembered for a
 * while (session-cache.ts, decision 025). better-auth still issues, signs and deletes the sessions.
 * A disabled account has no session. The session's updated_at is its last use, moved on at most
 * once per LAST_USE_RESOLUTION_MS (better-auth itself never changes it: refresh is off).
 */
export async function findSession(
  db: Database,
  token: string,
  cache: SessionCache<FoundSession>,
): Promise<{ user: SessionUser; session: SessionInfo } | null> {
  const found = await cache.find(token, () => readSession(db, token));
  if (!found) return null;
  const now = Date.now();
  if (now - found.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
    // Kept in the cached entry too, so a cached session records its use at the same pace.
    found.lastUsedAt = new Date(now);
    const staleBefore = new Date(now - LAST_USE_RESOLUTION_MS);
    await db
      .update(session)
      .set({ updatedAt: found.lastUsedAt })
      .where(and(eq(session.id, found.session.id), lt(session.updatedAt, staleBefore)));
  }
  return { user: found.user, session: found.session };
}
