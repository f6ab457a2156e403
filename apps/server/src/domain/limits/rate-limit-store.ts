import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { rateLimitCounter } from '../../db/schema/ops.ts';
import type { RateLimitRule } from './rate-limits.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * The counting upsert, built once per database and prepared: every write of a signed-in user runs it.
 * A counter whose window opened before `windowOpenedBefore` starts again at 1 from `now`.
 */
const preparedHit = perDatabase((db) => {
  const now = sql.placeholder('now');
  const expired = sql`${rateLimitCounter.windowStart} <= ${sql.placeholder('windowOpenedBefore')}::timestamptz`;
  return db
    .insert(rateLimitCounter)
    .values({
      bucket: sql.placeholder('bucket'),
      key: sql.placeholder('key'),
      windowStart: sql`${now}::timestamptz`,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimitCounter.bucket, rateLimitCounter.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounter.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now}::timestamptz ELSE ${rateLimitCounter.windowStart} END`,
      },
    })
    .returning({ count: rateLimitCounter.count, windowStart: rateLimitCounter.windowStart })
    .prepare('edgeforge_hit_rate_limit');
});

/**
 * Counts one request against a fixed window kept in the database. One atomic upsert, so
 * several server processes on one PostgreSQL share the count.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const now = new Date();
  const windowOpenedBefore = new Date(now.getTime() - rule.windowMs);
  const [row] = await preparedHit(db).execute({
    bucket: rule.bucket,
    key,
    now: now.toISOString(),
    windowOpenedBefore: windowOpenedBefore.toISOString(),
  });
  if (!row) throw new Error('rate limit upsert returned no row');
  const resetsAt = new Date(row.windowStart).getTime() + rule.windowMs;
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

/** Deletes counters whose window closed long ago, so keys seen once do not pile up; run at start-up. */
export async function pruneRateLimitCounters(db: Database, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db
    .delete(rateLimitCounter)
    .where(lt(rateLimitCounter.windowStart, new Date(Date.now() - olderThanMs)));
}
