import { createGeneration, type GenerationService } from '@edgeforge/generation/service';
import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import { createResetLinkMailer } from './auth/reset-link.ts';
import type { DatabaseHandle } from './db/client.ts';
import { campaignData } from './domain/account/campaign-data.ts';
import { characterData } from './domain/account/character-data.ts';
import { draftData } from './domain/account/draft-data.ts';
import { eraseAccount } from './domain/account/erase-account.ts';
import { pendingPortraitData } from './domain/account/pending-portrait-data.ts';
import { playData } from './domain/account/play-data.ts';
import { shareLinkData } from './domain/account/share-link-data.ts';
import type { UserDataOwner } from './domain/account/user-data.ts';
import { quotasOf } from './domain/limits/quotas.ts';
import { type RateLimits, resolveRateLimits } from './domain/limits/rate-limits.ts';
import { createPlayRng } from './domain/play/play-dice.ts';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './domain/sessions/session-cache.ts';
import type { Env } from './env.ts';
import { createPdfRenders, type PdfRendersOptions } from './exports/pdf/pdf-renders.ts';
import { createWorkerRenderer } from './exports/pdf/worker-renderer.ts';
import type { Logger } from './lib/logger.ts';
import { type ChangeBus, createMemoryBus, createPostgresBus } from './live/change-bus.ts';
import { channelAccess } from './live/channel-access.ts';
import { createLiveHub } from './live/live-hub.ts';
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

/**
 * Every kind of per-user data, in the order an account's deletion erases it: campaigns first (closing
 * them releases the characters about to go), then share links before the characters they open.
 */
export const USER_DATA_OWNERS: readonly UserDataOwner[] = [
  campaignData,
  shareLinkData,
  playData,
  characterData,
  pendingPortraitData,
  draftData,
];

/**
 * The test-only hold of TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE: logs `test.save-held` with the stored key,
 * then never goes on, so a test can SIGKILL the server between storing a portrait and committing.
 */
function holdForTests(env: Env, log: Logger) {
  if (!env.TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE) return undefined;
  return (key: string) => {
    log.warn({ event: 'test.save-held', key }, 'save held after storing its portrait (test setting)');
    return new Promise<void>(() => {});
  };
}

/** Renders that may wait behind the one running before the next is refused (decision 039). */
export const PDF_MAX_WAITING = 4;
/** The finished sheets a process keeps: about 30 KB each, so a few hundred. */
export const PDF_CACHE_BYTES = 16 * 1024 * 1024;
/** The PDF render process ends after this long without a sheet, returning its memory (decision 074). */
export const PDF_WORKER_IDLE_MS = 15_000;
/** The PDF render process's nice value: renders yield the CPU to requests (decisions 074, 082). */
export const PDF_WORKER_NICE = 19;

/** The PDF sheets: the render process's renderer unless a test hands in its own. */
function createPdf(overrides: Partial<PdfRendersOptions>): AppDeps['pdf'] {
  const worker = overrides.renderer
    ? null
    : createWorkerRenderer({ idleMs: PDF_WORKER_IDLE_MS, nice: PDF_WORKER_NICE });
  const renders = createPdfRenders({
    renderer: overrides.renderer ?? (worker as NonNullable<typeof worker>).render,
    maxWaiting: overrides.maxWaiting ?? PDF_MAX_WAITING,
    cacheBytes: overrides.cacheBytes ?? PDF_CACHE_BYTES,
  });
  return { ...renders, close: async () => worker?.close() };
}

/** The bus of the live streams: LISTEN/NOTIFY when several processes may share PostgreSQL (decision 042). */
function createBus(env: Env, database: DatabaseHandle, log: Logger): ChangeBus {
  if (database.kind === 'pglite' || !env.DATABASE_URL) return createMemoryBus();
  return createPostgresBus({ url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, db: database.db, log });
}

/** Everything the routes need, built from the env, an open database and the logger. */
export function createAppDeps(
  env: Env,
  database: DatabaseHandle,
  log: Logger,
  rateLimitOverrides: Partial<RateLimits> = {},
  pdfOverrides: Partial<PdfRendersOptions> = {},
): AppDeps {
  const db = database.db;
  const storage = createPortraitStorage(env, log);
  const userData = USER_DATA_OWNERS;
  const access = channelAccess(db);
  const hub = createLiveHub({ bus: createBus(env, database, log), access, log });
  const auth = createAuth(env, db, log, {
    sendResetPassword: createResetLinkMailer(env, log),
    eraseUser: async (userId) => {
      const erased = await eraseAccount({ db, storage, owners: userData, log }, userId);
      // After the commit, as a route would (decision 042): the GM's screens drop or refetch.
      for (const id of erased.characterIds) hub.publish(`character:${id}`);
      for (const id of erased.campaignIds) hub.publish(`campaign:${id}`);
    },
  });
  return {
    env,
    db,
    dbKind: database.kind,
    log,
    auth,
    sessionCache: createSessionCache(SESSION_CACHE_TTL_MS[database.kind]),
    storage,
    generation: createGenerationService(env, log),
    rateLimits: resolveRateLimits(
      {
        writesPerMinutePerUser: env.WRITES_PER_MINUTE_PER_USER,
        signUpsPerHourPerIp: env.SIGN_UPS_PER_HOUR_PER_IP,
      },
      rateLimitOverrides,
    ),
    quotas: quotasOf(env),
    userData,
    holdAfterPortraitStore: holdForTests(env, log),
    playRng: createPlayRng(env.TEST_DICE_SEED),
    pdf: createPdf(pdfOverrides),
    live: { hub, access },
  };
}
