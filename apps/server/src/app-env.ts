import type { GenerationService } from '@edgeforge/generation/service';
import type { Auth } from './auth/auth.ts';
import type { AuthRateLimits } from './auth/rate-limits.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import type { PortraitStorage } from './storage/portrait-storage.ts';

/** The signed-in user as routes see it; `id` is better-auth's immutable id, the owner key. */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type SessionInfo = { id: string; expiresAt: Date };

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
  /** Overrides of the sign-in and sign-up limits (tests lower them). */
  authRateLimits?: Partial<AuthRateLimits>;
}
