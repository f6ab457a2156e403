import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { requireSessionCookie } from '@edgeforge/test-support/session-cookie';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, pgliteDir } from '../src/db/client.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { loadEnv } from '../src/env.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail, withTimeout } from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  // In reverse order (servers before their directories), and every one even when one fails.
  const errors: unknown[] = [];
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
});

function serverEnv(overrides: Record<string, string | undefined>) {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: join(tmpdir(), 'edgeforge-no-dist'),
    ...overrides,
  });
}

async function start(
  overrides: Record<string, string | undefined>,
  log?: ReturnType<typeof captureLogs>['log'],
): Promise<RunningServer> {
  const server = await withTimeout(
    startServer(serverEnv(overrides), { announce: false, handleSignals: false, ...(log ? { log } : {}) }),
    60_000,
    'server start',
  );
  cleanups.push(() => server.close());
  return server;
}

const post = (server: RunningServer, path: string, body: unknown, cookie?: string) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const sessionEmail = async (server: RunningServer, cookie: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/get-session`, {
    headers: { cookie },
  });
  const body = (await response.json()) as { user: { email: string } } | null;
  return body?.user.email ?? null;
};

/** Signs up then signs in over real HTTP; returns the sign-in session cookie. */
async function signUpAndIn(server: RunningServer, registrationCode: string, signInOn = server) {
  const email = uniqueEmail('smoke');
  const signUp = await post(server, '/api/auth/sign-up/email', {
    email,
    password: TEST_PASSWORD,
    registrationCode,
  });
  expect(signUp.status).toBe(200);
  const signIn = await post(signInOn, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(signIn.status).toBe(200);
  return { email, cookie: requireSessionCookie(signIn) };
}

describe('shutdown', () => {
  it('lets the handler of a client that hung up finish before it closes the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-drain-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // An AI service that holds its answer until the test lets it go: the handler waits on it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let received = 0;
    const ai = createServer(async (req, res) => {
      for await (const _chunk of req);
      received++;
      await held;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => ai.close(() => resolve())));
    const aiUrl = `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`;

    const logs = captureLogs();
    const server = await start(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        REGISTRATION_CODE: 'DRAIN-CODE',
        AI_BASE_URL: aiUrl,
        AI_TEXT_MODEL: 'held-model',
        AI_TIMEOUT_MS: '30000',
      },
      logs.log,
    );
    const { cookie } = await signUpAndIn(server, 'DRAIN-CODE');
    const controller = new AbortController();
    const request = fetch(`http://127.0.0.1:${server.port}/api/functions/generate-character-bio`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
      body: JSON.stringify({ characterData: buildDraft(), seed: 1 }),
      signal: controller.signal,
    }).catch(() => null);
    await vi.waitFor(() => expect(received).toBe(1), { timeout: 10_000 });
    controller.abort();
    await request;

    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });
    // The client's socket is gone but its handler still waits on the AI service: close() must too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(closed).toBe(true);
    expect(logs.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(logs.lines().some((line) => line.event === 'server.stopped')).toBe(true);
  }, 60_000);
});

describe('a server on PGlite in a data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const pgliteOnly = { DATA_DIR: dataDir, DATABASE_URL: undefined };

  it('makes and keeps a registration code, locks the directory, and keeps sessions across a restart', async () => {
    const first = await start(pgliteOnly);
    const codeFile = join(dataDir, 'registration-code');
    const code = readFileSync(codeFile, 'utf8').trim();
    expect(code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(true);

    const { email, cookie } = await withTimeout(
      signUpAndIn(first, code),
      15_000,
      'sign-up and sign-in on PGlite',
    );
    expect(await sessionEmail(first, cookie)).toBe(email);

    // A second opener of the same directory is refused while the first one runs.
    const second = createDatabase(serverEnv(pgliteOnly));
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(/in use by another Edgeforge process .*lock file/);

    await first.close();
    expect(existsSync(join(pgliteDir({ DATA_DIR: dataDir }), 'edgeforge.lock'))).toBe(false);

    // A lock left behind by a process that died is taken over.
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(join(pgliteDir({ DATA_DIR: dataDir }), 'edgeforge.lock'), String(dead));

    const restarted = await start(pgliteOnly);
    expect(readFileSync(codeFile, 'utf8').trim()).toBe(code);
    expect(await sessionEmail(restarted, cookie)).toBe(email);
    await restarted.close();
    // Two PGlite opens of a real directory: seconds each, more on a busy machine.
  }, 90_000);
});

// PostgreSQL only: the API suite's PostgreSQL pass (DATABASE_URL set, as in CI) runs it; the PGlite pass
// has no second server to share a database with.
if (process.env.DATABASE_URL)
  describe('two server processes on one PostgreSQL', () => {
    const schema = `test_shared_${randomBytes(4).toString('hex')}`;
    const shared = {
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: schema,
      REGISTRATION_CODE: 'SHARED-CODE',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    };

    it('share sessions: signed up on one, signed in on the other, signed out everywhere', async () => {
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      });
      const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'edgeforge-pg-')));
      cleanups.push(() => {
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      });
      const [a, b] = await Promise.all(dirs.map((dir) => start({ ...shared, DATA_DIR: dir })));
      if (!a || !b) throw new Error('servers did not start');

      const { email, cookie } = await withTimeout(
        signUpAndIn(a, 'SHARED-CODE', b),
        15_000,
        'sign-up and sign-in',
      );
      expect(await sessionEmail(a, cookie)).toBe(email);
      expect(await sessionEmail(b, cookie)).toBe(email);

      const out = await post(a, '/api/auth/sign-out', {}, cookie);
      expect(out.status).toBe(200);
      expect(await sessionEmail(b, cookie)).toBeNull();
    });
  });
