import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionCookieOf } from '@edgeforge/test-support/session-cookie';
import type { Hono } from 'hono';
import pg from 'pg';
import { createApp } from '../../src/app.ts';
import { createAppDeps } from '../../src/app-deps.ts';
import type { AppDeps, AppEnv } from '../../src/app-env.ts';
import { createDatabase } from '../../src/db/client.ts';
import type { RateLimits } from '../../src/domain/limits/rate-limits.ts';
import { loadEnv } from '../../src/env.ts';
import type { PdfRendersOptions } from '../../src/exports/pdf/pdf-renders.ts';
import { createLogger, type Logger } from '../../src/lib/logger.ts';
import { borrowPglite, returnPglite } from './pglite-pool.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { withTimeout } from './timeout.ts';

export { sessionCookieOf, withTimeout };

export const TEST_REGISTRATION_CODE = 'TEST-REGISTRATION-CODE';
export const TEST_PASSWORD = 'correct-horse-battery-staple';
export const TEST_ORIGIN = 'http://localhost:3000';
const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

export interface TestContextOptions {
  /** Environment variables on top of the test defaults (DATABASE_URL comes from the process). */
  env?: Record<string, string | undefined>;
  /** Rate limits to use instead of the server's (lowered to test them, lifted for fuzzing). */
  rateLimits?: Partial<RateLimits>;
  /** A logger to read what the server logged (auth events, verification links). */
  log?: Logger;
  /** The PDF sheets' renderer, queue or cache instead of the server's (decision 039). */
  pdf?: Partial<PdfRendersOptions>;
}

export interface TestRequestInit extends RequestInit {
  /** A `name=value` cookie string, as signUp() returns it. */
  cookie?: string;
  /** Serialised as the JSON body. */
  json?: unknown;
  /** The client address the server sees (the socket's). */
  ip?: string;
  /** Send no Origin header (to test the CSRF check). */
  noOrigin?: boolean;
}

export interface TestContext {
  app: Hono<AppEnv>;
  deps: AppDeps;
  request(path: string, init?: TestRequestInit): Promise<Response>;
  signUp(email?: string, password?: string): Promise<{ cookie: string; user: { id: string; email: string } }>;
  close(): Promise<void>;
}

let counter = 0;

/** A unique e-mail address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}@example.test`;
}

/**
 * An app on a fresh database: in-memory PGlite (emptied and lent again after close(), pglite-pool.ts),
 * or, when DATABASE_URL is set, PostgreSQL in a new schema that close() drops. Requests go through
 * app.request(), no socket.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schemaName = databaseUrl
    ? `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
    : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    // Unexpected 500s show up in the test output; expected refusals log below this level.
    LOG_LEVEL: 'error',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
    REGISTRATION_CODE: TEST_REGISTRATION_CODE,
    BETTER_AUTH_SECRET: TEST_SECRET,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schemaName,
    // Argon2id at its lightest (decision 071); auth.test.ts checks the production cost with 'false'.
    TEST_LIGHT_PASSWORD_HASH: (options.env?.NODE_ENV ?? 'test') === 'test' ? 'true' : 'false',
    ...options.env,
  });
  const log = options.log ?? createLogger(env);
  const pglite = databaseUrl ? undefined : await borrowPglite(await pgliteTemplate(env));
  const database = await createDatabase(env, { memory: true, pglite });
  await database.migrate();
  const deps: AppDeps = createAppDeps(env, database, log, options.rateLimits, options.pdf);
  const app = createApp(deps);

  const request = async (path: string, init: TestRequestInit = {}): Promise<Response> => {
    const { cookie, json, ip, noOrigin, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!noOrigin && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (cookie) headers.set('cookie', cookie);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    // The Node adapter's bindings: getConnInfo() reads the socket's address from here.
    const bindings = { incoming: { socket: { remoteAddress: ip ?? '127.0.0.1', remoteFamily: 'IPv4' } } };
    return app.request(path, { ...rest, headers, body }, bindings);
  };

  let signUps = 0;
  const signUp = async (email = uniqueEmail(), password = TEST_PASSWORD) => {
    signUps += 1;
    // Each helper sign-up comes from its own address so suites never trip the per-IP limit.
    const response = await request('/api/auth/sign-up/email', {
      method: 'POST',
      ip: `192.0.2.${signUps % 250}-${signUps}`,
      json: { email, password, registrationCode: TEST_REGISTRATION_CODE },
    });
    if (response.status !== 200)
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const cookie = sessionCookieOf(response);
    if (!cookie) throw new Error('sign-up answered without a session cookie');
    const body = (await response.json()) as { user: { id: string; email: string } };
    return { cookie, user: body.user };
  };

  const close = async () => {
    await deps.live.hub.close();
    await deps.pdf.close();
    await database.close();
    if (pglite) await returnPglite(pglite);
    if (databaseUrl && schemaName) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      } finally {
        await client.end();
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { app, deps, request, signUp, close };
}
