import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { hitRateLimit, type RateLimitResult } from '../domain/limits/rate-limit-store.ts';
import { type RateLimitRule, slowdownDelayMs } from '../domain/limits/rate-limits.ts';
import { AppError } from '../lib/app-error.ts';
import { logSecurityEvent } from '../lib/security-log.ts';

/**
 * Counts a request. A limit throws RATE_LIMITED (with Retry-After) once the window is full; a
 * slowdown never refuses but waits before it lets the request on.
 */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  db: Database,
  rule: RateLimitRule,
  key: string,
): Promise<void> {
  await applyRateLimit(c, rule, key, await hitRateLimit(db, rule, key));
}

/** What `enforceRateLimit` does once the request is counted, for a count made elsewhere (session.ts). */
export async function applyRateLimit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  key: string,
  result: RateLimitResult,
): Promise<void> {
  if (rule.slowdown) {
    const delay = slowdownDelayMs(rule, result.count);
    if (delay > 0) {
      logSecurityEvent(c, 'rate_limited', { bucket: rule.bucket, key, slowedMs: delay });
      await sleep(delay);
    }
    return;
  }
  if (result.allowed) return;
  logSecurityEvent(c, 'rate_limited', { bucket: rule.bucket, key });
  c.header('Retry-After', String(result.retryAfterSeconds));
  throw new AppError('RATE_LIMITED');
}

/**
 * A database-backed fixed-window limit as middleware. `key` picks who is counted (an IP, a
 * user id); returning null skips the limit for that request.
 */
export function rateLimit(
  deps: Pick<AppDeps, 'db'>,
  rule: RateLimitRule,
  key: (c: Context<AppEnv>) => string | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const who = key(c);
    if (who !== null) await enforceRateLimit(c, deps.db, rule, who);
    await next();
  };
}
