import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type RateLimits, resolveRateLimits } from './domain/rate-limits.ts';
import type { Env } from './env.ts';
import { createGenerationService } from './generation/service.ts';
import type { Logger } from './lib/logger.ts';
import { createPortraitStorage } from './storage/portrait-storage.ts';

/** Everything the routes need, built from the env, an open database and the logger. */
export function createAppDeps(
  env: Env,
  database: DatabaseHandle,
  log: Logger,
  rateLimitOverrides: Partial<RateLimits> = {},
): AppDeps {
  return {
    env,
    db: database.db,
    dbKind: database.kind,
    log,
    auth: createAuth(env, database.db, log),
    storage: createPortraitStorage(env, log),
    generation: createGenerationService(env, log),
    rateLimits: resolveRateLimits(rateLimitOverrides),
  };
}
