import { lt, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
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
 * The counting upsert of the counter of `key` (an SQL expression, read from `from` when given), with
 * the placeholders `bucket`, `now` and `windowOpenedBefore`; it answers the counter's `count` and
 * `window_start`. A counter whose window opened before `windowOpenedBefore` starts again at 1 from
 * `now`. One atomic upsert, so several server processes on one PostgreSQL share the count. Alone it is
 * `hitRateLimit`'s statement; the session's look-up of a write runs it beside its read (find-session.ts).
 */
export function countingUpsert(key: SQL, from?: SQL): SQL {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const expired = sql`${rateLimitCounter.windowStart} <= ${sql.placeholder('windowOpenedBefore')}::timestamptz`;
  const column = (name: 'bucket' | 'key' | 'windowStart' | 'count') =>
    sql.identifier(rateLimitCounter[name].name);
  return sql`INSERT INTO ${rateLimitCounter} (${column('bucket')}, ${column('key')}, ${column('windowStart')}, ${column('count')})
    SELECT ${sql.placeholder('bucket')}::text, ${key}, ${now}, 1${from ? sql` FROM ${from}` : sql``}
    ON CONFLICT (${column('bucket')}, ${column('key')}) DO UPDATE SET
      ${column('count')} = CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounter.count} + 1 END,
      ${column('windowStart')} = CASE WHEN ${expired} THEN ${now} ELSE ${rateLimitCounter.windowStart} END
    RETURNING ${rateLimitCounter.count} AS "count", ${rateLimitCounter.windowStart} AS "window_start"`;
}

/** The parameters of `countingUpsert` for a request of `rule` at `now`. */
export function countingParameters(rule: RateLimitRule, now: Date) {
  const windowOpenedBefore = new Date(now.getTime() - rule.windowMs);
  return {
    bucket: rule.bucket,
    now: now.toISOString(),
    windowOpenedBefore: windowOpenedBefore.toISOString(),
  };
}

/** What a counter's row, just counted at `now`, says of the request. */
export function rateLimitResult(
  rule: RateLimitRule,
  row: { count: number; window_start: Date | string },
  now: Date,
): RateLimitResult {
  const resetsAt = new Date(row.window_start).getTime() + rule.windowMs;
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

const HIT = new PgDialect().sqlToQuery(countingUpsert(sql`${sql.placeholder('key')}::text`));

/**
 * Counts one request against a fixed window kept in the database: `countingUpsert` alone, prepared
 * (every write of a signed-in user the session's look-up has not counted runs it).
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const now = new Date();
  const prepared = db._.session.prepareQuery(HIT, undefined, 'edgeforge_hit_rate_limit', false);
  // Without fields to map, both drivers answer their own result: its `rows` keyed by column name.
  const result = (await prepared.execute({ ...countingParameters(rule, now), key })) as {
    rows: { count: number; window_start: Date | string }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('rate limit upsert returned no row');
  return rateLimitResult(rule, row, now);
}

/** Deletes counters whose window closed long ago, so keys seen once do not pile up; run at start-up. */
export async function pruneRateLimitCounters(db: Database, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db
    .delete(rateLimitCounter)
    .where(lt(rateLimitCounter.windowStart, new Date(Date.now() - olderThanMs)));
}
