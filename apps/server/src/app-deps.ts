import { createGeneration, type GenerationService } from '@edgeforge/generation/service';
import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type RateLimits, resolveRateLimits } from './domain/rate-limits.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import { createPortraitStorage } from './storage/portrait-storage.ts';

/** The generation service with the AI settings of the validated environment. */
function createGenerationService(env: Env, log: Logger): GenerationService {
  return createGeneration(
    {
      aiBaseUrl: env.AI_BASE_URL,
      aiApiKey: env.AI_API_KEY,
      aiTextModel: env.AI_TEXT_MODEL,
      aiImageModel: env.AI_IMAGE_MODEL,
      aiTimeoutMs: env.AI_TIMEOUT_MS,
    },
    log,
  );
}

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
