import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounter } from '../db/schema/ops.ts';
import type { RateLimitRule } from './rate-limits.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one request against a fixed window kept in the database. One atomic upsert, so
 * several server processes on one PostgreSQL share the count.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const now = new Date();
  const windowOpenedBefore = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${rateLimitCounter.windowStart} <= ${windowOpenedBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounter)
    .values({ bucket: rule.bucket, key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounter.bucket, rateLimitCounter.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounter.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitCounter.windowStart} END`,
      },
    })
    .returning({ count: rateLimitCounter.count, windowStart: rateLimitCounter.windowStart });
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
