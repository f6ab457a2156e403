import type { GenerationService } from '@edgeforge/generation/service';
import type { Auth } from './auth/auth.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { SessionInfo, SessionUser } from './domain/find-session.ts';
import type { RateLimits } from './domain/rate-limits.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import type { PortraitStorage } from './storage/portrait-storage.ts';

/** Hono's per-request variables, set by the app's middleware. */
export type AppEnv = {
  Variables: { user: SessionUser | null; session: SessionInfo | null; log: Logger };
};

/** Everything the routes need, built once in server.ts (or the test harness) and passed down. */
export interface AppDeps {
  env: Env;
  db: Database;
  dbKind: DatabaseKind;
  log: Logger;
  auth: Auth;
  storage: PortraitStorage;
  generation: GenerationService;
  /** The rate limits in force (domain/rate-limits.ts, with the test harness's overrides). */
  rateLimits: RateLimits;
}
