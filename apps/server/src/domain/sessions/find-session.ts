import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { session, user } from '../../db/schema/auth.ts';
import { accountEnabled } from '../account/account-status.ts';
import {
  countingParameters,
  countingUpsert,
  type RateLimitResult,
  rateLimitResult,
} from '../limits/rate-limit-store.ts';
import type { RateLimitRule } from '../limits/rate-limits.ts';
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

const SESSION_COLUMNS = {
  session_id: session.id,
  expires_at: session.expiresAt,
  last_used_at: session.updatedAt,
  user_id: user.id,
  email: user.email,
  name: user.name,
  email_verified: user.emailVerified,
};

/**
 * The session query's look-up and the counting upsert of a per-user limit (rate-limit-store.ts) in one
 * statement (decision 075): the counter of the session's user is counted only when a session is found,
 * as the separate upsert after the look-up would be. Built once; prepared per connection on PostgreSQL.
 */
const SESSION_COUNTING_WRITE = new PgDialect().sqlToQuery(sql`WITH "edgeforge_found" AS (
    SELECT ${sql.join(
      Object.entries(SESSION_COLUMNS).map(([alias, column]) => sql`${column} AS ${sql.identifier(alias)}`),
      sql`, `,
    )}
    FROM ${session} INNER JOIN ${user} ON ${user.id} = ${session.userId}
    WHERE ${session.token} = ${sql.placeholder('token')}::text
      AND ${session.expiresAt} > ${sql.placeholder('now')}::timestamptz AND ${accountEnabled}
    LIMIT 1
  ), "edgeforge_counted" AS (
    ${countingUpsert(sql`"edgeforge_found"."user_id"`, sql`"edgeforge_found"`)}
  )
  SELECT "edgeforge_found".*, "edgeforge_counted"."count", "edgeforge_counted"."window_start"
  FROM "edgeforge_found" LEFT JOIN "edgeforge_counted" ON true`);

type SessionCountingWriteRow = Record<keyof typeof SESSION_COLUMNS, unknown> & {
  count: number | null;
  window_start: Date | string | null;
};

/**
 * `readSession` for a write counted against `rule` (the per-user write limit), in one round trip
 * instead of two: the session and the request's count, or null when there is no session (then
 * nothing was counted, as no user would be).
 */
async function readSessionCountingWrite(
  db: Database,
  token: string,
  rule: RateLimitRule,
): Promise<{ found: FoundSession; counted: RateLimitResult } | null> {
  const now = new Date();
  const prepared = db._.session.prepareQuery(
    SESSION_COUNTING_WRITE,
    undefined,
    'edgeforge_find_session_counting_write',
    false,
  );
  // Without fields to map, both drivers answer their own result: its `rows` keyed by column name.
  const result = (await prepared.execute({ token, ...countingParameters(rule, now) })) as {
    rows: SessionCountingWriteRow[];
  };
  const [row] = result.rows;
  if (!row) return null;
  if (row.count === null || row.window_start === null) throw new Error('the session was found, not counted');
  const value = <K extends keyof typeof SESSION_COLUMNS>(key: K) =>
    SESSION_COLUMNS[key].mapFromDriverValue(row[key] as never) as (typeof SESSION_COLUMNS)[K]['_']['data'];
  const found: FoundSession = {
    user: {
      id: value('user_id'),
      email: value('email'),
      name: value('name'),
      emailVerified: value('email_verified'),
    },
    session: { id: value('session_id'), expiresAt: value('expires_at') },
    lastUsedAt: value('last_used_at'),
  };
  return { found, counted: rateLimitResult(rule, { count: row.count, window_start: row.window_start }, now) };
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
 * With `countWrite`, a session read from the database is read by `readSessionCountingWrite`, which
 * counts the request against that per-user limit in the same statement and answers the count as
 * `counted`; a session the cache answered comes without it, and the caller counts the request itself.
 */
export async function findSession(
  db: Database,
  token: string,
  cache: SessionCache<FoundSession>,
  countWrite?: RateLimitRule,
): Promise<{ user: SessionUser; session: SessionInfo; counted?: RateLimitResult } | null> {
  let counted: RateLimitResult | undefined;
  const found = await cache.find(token, async () => {
    if (!countWrite) return readSession(db, token);
    const read = await readSessionCountingWrite(db, token, countWrite);
    counted = read?.counted;
    return read?.found ?? null;
  });
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
  return { user: found.user, session: found.session, ...(counted ? { counted } : {}) };
}
