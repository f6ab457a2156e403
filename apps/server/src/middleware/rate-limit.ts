import { lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { rateLimitCounter } from '../db/schema/ops.ts';
import { AppError } from '../lib/app-error.ts';

export interface RateLimitRule {
  /** What is limited, e.g. 'sign-in:ip'. Counters of different buckets never mix. */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
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
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

/** Counts a request and throws RATE_LIMITED (with Retry-After) once the window is full. */
export async function enforceRateLimit(
  c: Context,
  db: Database,
  rule: RateLimitRule,
  key: string,
): Promise<void> {
  const result = await hitRateLimit(db, rule, key);
  if (result.allowed) return;
  c.header('Retry-After', String(result.retryAfterSeconds));
  throw new AppError('RATE_LIMITED');
}

/** Deletes counters whose window closed long ago, so keys seen once do not pile up. */
export async function pruneRateLimitCounters(db: Database, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db
    .delete(rateLimitCounter)
    .where(lt(rateLimitCounter.windowStart, new Date(Date.now() - olderThanMs)));
}

/**
 * A database-backed fixed-window limit as middleware. `key` picks who is counted (an IP, a
 * user id); returning null skips the limit for that request.
 */
export function rateLimit(
  deps: Pick<AppDeps, 'db'>,
  options: RateLimitRule & { key: (c: Context<AppEnv>) => string | null },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = options.key(c);
    if (key !== null) await enforceRateLimit(c, deps.db, options, key);
    await next();
  };
}
