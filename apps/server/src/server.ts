import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { recordServerOrigins } from './auth/link-origins.ts';
import { resolveSecrets } from './auth/resolve-secrets.ts';
import { createDatabase } from './db/client.ts';
import { makeDataDirPrivate } from './db/private-data-dir.ts';
import { pruneRateLimitCounters } from './domain/limits/rate-limit-store.ts';
import { pruneExpiredSessions } from './domain/sessions/prune-expired-sessions.ts';
import type { Env } from './env.ts';
import { formatReachableUrls, reachableUrls } from './lib/listen-addresses.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import type { PortraitSweeper } from './portrait-sweeper.ts';

/**
 * The app's modules (better-auth above all) take about as long to load as PGlite takes to
 * open, so they load while the database opens instead of before it.
 */
async function loadAppModules() {
  const [app, deps, sweeper] = await Promise.all([
    import('./app.ts'),
    import('./app-deps.ts'),
    import('./portrait-sweeper.ts'),
  ]);
  return {
    createApp: app.createApp,
    createAppDeps: deps.createAppDeps,
    createPortraitSweeper: sweeper.createPortraitSweeper,
  };
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Print the two start-up lines (URL, registration code); on by default. */
  announce?: boolean;
  /** Stop on SIGINT/SIGTERM; on by default, off in tests that start several servers. */
  handleSignals?: boolean;
}

/** How long close() waits for running handlers before it closes the database anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

type InFlight = { count: number; onIdle?: () => void };

/** Resolves once no handler runs, or after `timeoutMs`. */
function drainHandlers(inFlight: InFlight, timeoutMs: number): Promise<void> {
  if (inFlight.count === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    inFlight.onIdle = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

/**
 * Opens the database, applies the migrations, builds the app and listens. `close()` stops
 * accepting connections, waits for the open ones and for running handlers, then closes the database.
 */
export async function startServer(rawEnv: Env, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(rawEnv);
  // Before anything is written there: secrets, the database, portraits.
  makeDataDirPrivate(rawEnv.DATA_DIR);
  const { env, registrationCodeSource } = resolveSecrets(rawEnv);
  const modules = loadAppModules();
  // Settled here so a failed database open does not leave an unobserved rejection behind.
  modules.catch(() => {});
  const database = await createDatabase(env);
  let server: ReturnType<typeof serve> | undefined;
  let sweeper: PortraitSweeper | undefined;
  let closePdf: () => Promise<void> = async () => {};
  let closeLive: () => Promise<void> = async () => {};
  const inFlight: InFlight = { count: 0 };
  try {
    await database.migrate();
    await pruneRateLimitCounters(database.db);
    await pruneExpiredSessions(database.db);
    const { createApp, createAppDeps, createPortraitSweeper } = await modules;
    const deps = createAppDeps(env, database, log);
    closePdf = deps.pdf.close;
    closeLive = () => deps.live.hub.close();
    // Before listening: what a crash left stored but never committed goes now (decision 024).
    sweeper = createPortraitSweeper(deps, database.kind);
    await sweeper.atStartUp();
    const app = createApp(deps);
    // Counted so that close() lets running handlers finish before the database goes away: a client
    // that hangs up mid-request closes its socket, but its handler still runs.
    const fetch: typeof app.fetch = async (...args) => {
      inFlight.count++;
      try {
        return await app.fetch(...args);
      } finally {
        if (--inFlight.count === 0) inFlight.onIdle?.();
      }
    };
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const started = serve({ fetch, port: env.PORT, hostname: env.HOST }, () => resolve(started));
      started.once('error', reject);
    });
  } catch (error) {
    await closeLive();
    await sweeper?.stop();
    await database.close();
    throw error;
  }
  const schedule = sweeper;
  const listening = server;
  const port = (listening.address() as AddressInfo).port;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const reachable = reachableUrls(env.HOST, port);
  // For `npm run admin -- reset-password` and logged links: the port is known only now (PORT=0).
  recordServerOrigins(
    env.DATA_DIR,
    env.PUBLIC_URL ? [env.PUBLIC_URL] : [...reachable.local, ...reachable.network],
  );
  // performance.now() counts from process start: the whole start-up, module loading included.
  const startupMs = Math.round(performance.now());
  log.info(
    {
      event: 'server.started',
      url,
      port,
      addresses: [...reachable.local, ...reachable.network],
      database: database.kind,
      startupMs,
    },
    'server started',
  );
  if (options.announce !== false) {
    process.stdout.write(
      `Edgeforge is listening (database: ${database.kind}, started in ${startupMs} ms). Open it on:\n${formatReachableUrls(reachable, env.PUBLIC_URL)}`,
    );
    process.stdout.write(
      registrationCodeSource === 'env'
        ? 'Registration code: set by REGISTRATION_CODE\n'
        : `Registration code: ${env.REGISTRATION_CODE} (kept in ${env.DATA_DIR}/registration-code)\n`,
    );
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Open streams first: each holds its connection open, so close() below would wait on them forever.
      await closeLive();
      await new Promise<void>((resolve) => {
        listening.close(() => resolve());
        // Keep-alive connections would hold close() open until they time out.
        if ('closeIdleConnections' in listening) listening.closeIdleConnections();
      });
      await drainHandlers(inFlight, DRAIN_TIMEOUT_MS);
      await schedule.stop();
      await closePdf();
      await database.close();
      log.info({ event: 'server.stopped' }, 'server stopped');
    })();
    return closing;
  };

  if (options.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      log.info({ event: 'server.signal', signal }, 'shutting down');
      close().then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return { url, port, close };
}
