import type { GenerationService } from '@edgeforge/generation/service';
import type { Rng } from '@edgeforge/rules/dice';
import type { Auth } from './auth/auth.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { UserDataOwner } from './domain/account/user-data.ts';
import type { Quotas } from './domain/limits/quotas.ts';
import type { RateLimits } from './domain/limits/rate-limits.ts';
import type { FoundSession, SessionInfo, SessionUser } from './domain/sessions/find-session.ts';
import type { SessionCache } from './domain/sessions/session-cache.ts';
import type { Env } from './env.ts';
import type { PdfRenders } from './exports/pdf/pdf-renders.ts';
import type { Logger } from './lib/logger.ts';
import type { ChannelAccess, LiveHub } from './live/live-hub.ts';
import type { PortraitStorage } from './storage/portrait-storage.ts';

/** Hono's per-request variables, set by the app's middleware. */
export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    session: SessionInfo | null;
    log: Logger;
    /** The client's address (lib/client-ip.ts): the socket's, or the trusted proxy's entry. */
    ip: string;
  };
};

/** Everything the routes need, built once in server.ts (or the test harness) and passed down. */
export interface AppDeps {
  env: Env;
  db: Database;
  dbKind: DatabaseKind;
  log: Logger;
  auth: Auth;
  /** Session look-ups kept in this process (PGlite only; decision 025): clear it after changing a session or user. */
  sessionCache: SessionCache<FoundSession>;
  storage: PortraitStorage;
  generation: GenerationService;
  /** The rate limits in force (domain/limits/rate-limits.ts, with the test harness's overrides). */
  rateLimits: RateLimits;
  /** What one account may keep (MAX_CHARACTERS_PER_USER, MAX_PORTRAIT_MB_PER_USER). */
  quotas: Quotas;
  /**
   * Every kind of per-user data: "download my data" exports each one's part, deleting an account
   * erases each one's part in one transaction. A feature with per-user data adds its owner here.
   */
  userData: readonly UserDataOwner[];
  /**
   * The PDF sheets of this process (decision 039): one render at a time in a render process of its
   * own (decision 082), a bounded queue, a cache by character and play version. `close()` stops it.
   */
  pdf: PdfRenders & { close(): Promise<void> };
  /** The random source of play rolls: crypto, or seeded by TEST_DICE_SEED (domain/play/play-dice.ts). */
  playRng: Rng;
  /**
   * The live streams of this process (decision 042): `hub.publish(channel)` after a change committed,
   * `access` who may follow a channel (the channel's own GET). server.ts closes the hub before it drains.
   */
  live: { hub: LiveHub; access: ChannelAccess };
  /** Test only (TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE): holds a save between storing and committing. */
  holdAfterPortraitStore?: ((key: string) => Promise<void>) | undefined;
}
