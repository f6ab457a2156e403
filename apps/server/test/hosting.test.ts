import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { requireSessionCookie } from '@edgeforge/test-support/session-cookie';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { SERVER_ORIGINS_FILE } from '../src/auth/link-origins.ts';
import { loadEnv } from '../src/env.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { buildSaveRequest } from './support/characters.ts';
import { TEST_PASSWORD, uniqueEmail, withTimeout } from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

// A GM starts Edgeforge on a laptop with no PUBLIC_URL and the table opens it by whatever address
// they use: every write must work from the address's own origin, and only from it.

const REGISTRATION_CODE = 'LAN-PARTY-CODE';
const logs = captureLogs();
const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-lan-'));
const schema = process.env.DATABASE_URL ? `test_lan_${randomBytes(4).toString('hex')}` : undefined;
let server: RunningServer;
let port: number;
const consoleSpies: MockInstance[] = [];

beforeAll(async () => {
  // Nothing of the server may print around pino: better-auth's lines go through it too.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    consoleSpies.push(vi.spyOn(console, method));
  }
  // A directory from an older version: open to everyone, with a world-readable file in it.
  chmodSync(dataDir, 0o755);
  mkdirSync(join(dataDir, 'storage'), { mode: 0o755 });
  writeFileSync(join(dataDir, 'storage', 'old.png'), 'x', { mode: 0o644 });
  chmodSync(join(dataDir, 'storage', 'old.png'), 0o644);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: '0',
    // Neither HOST nor PUBLIC_URL: every interface, and the same-origin rule.
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
    REGISTRATION_CODE,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_SCHEMA: schema,
  });
  server = await withTimeout(
    startServer(env, { announce: false, handleSignals: false, log: logs.log }),
    60_000,
    'server start',
  );
  port = server.port;
}, 90_000);

afterAll(async () => {
  for (const spy of consoleSpies) spy.mockRestore();
  await server?.close();
  if (schema) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const base = (host: string) => `http://${host}:${port}`;

function send(
  host: string,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; cookie?: string } = {},
) {
  const headers: Record<string, string> = { origin: base(host), ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base(host)}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

describe('a server started without PUBLIC_URL', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'signs up, signs in and saves through http://%s:PORT',
    async (host) => {
      const email = uniqueEmail('lan');
      const signUp = await send(host, '/api/auth/sign-up/email', {
        json: { email, password: TEST_PASSWORD, registrationCode: REGISTRATION_CODE },
      });
      expect(signUp.status, await signUp.clone().text()).toBe(200);
      const signIn = await send(host, '/api/auth/sign-in/email', {
        json: { email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const cookie = requireSessionCookie(signIn);
      const draft = await send(host, '/api/draft', {
        method: 'PUT',
        cookie,
        json: { draft: buildDraft() },
      });
      expect(draft.status).toBe(200);
      const saved = await send(host, '/api/characters', { cookie, json: buildSaveRequest() });
      expect(saved.status, await saved.clone().text()).toBe(201);
      const session = await send(host, '/api/auth/get-session', { cookie });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    },
  );

  it.each([
    ['another site', { origin: 'https://evil.example.com' }],
    ['another name of this machine', { origin: 'http://localhost:1' }],
    ['an opaque origin with a same-origin Referer', { origin: 'null', referer: 'http://127.0.0.1/auth' }],
    ['no origin at all', { origin: '' }],
  ])('refuses a write from %s with 403 FORBIDDEN_ORIGIN', async (_label, headers) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    const response = await fetch(`${base('127.0.0.1')}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clean },
      body: JSON.stringify({
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        registrationCode: REGISTRATION_CODE,
      }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN_ORIGIN');
    expect(logs.lines()).toContainEqual(expect.objectContaining({ event: 'security.origin_refused' }));
  });

  it('records the origins it answers on in DATA_DIR, with the port it got, for links it hands out', () => {
    const recorded = JSON.parse(readFileSync(join(dataDir, SERVER_ORIGINS_FILE), 'utf8')) as {
      origins: string[];
    };
    expect(recorded.origins).toEqual(
      expect.arrayContaining([`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
    );
    expect(lstatSync(join(dataDir, SERVER_ORIGINS_FILE)).mode & 0o077).toBe(0);
    // A verification link logged for the operator is on those origins, whatever Host the sign-up named.
    const lines = logs.lines().filter((line) => line.event === 'auth.verification_link');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(recorded.origins).toContain(new URL(String(line.url)).origin);
  });

  it("routes better-auth's log lines through pino, and nothing prints beside it", () => {
    const authLines = logs.lines().filter((line) => line.component === 'better-auth');
    expect(authLines.length).toBeGreaterThan(0);
    // No colour codes, raw or escaped inside a JSON string.
    expect(logs.text().includes(String.fromCharCode(27))).toBe(false);
    expect(logs.text().includes('\\u001b')).toBe(false);
    expect(consoleSpies.flatMap((spy) => spy.mock.calls)).toEqual([]);
  });

  it('logs every address it can be reached on, loopback and network', () => {
    const started = logs.lines().find((line) => line.event === 'server.started') as { addresses: string[] };
    expect(started.addresses).toEqual(
      expect.arrayContaining([base('localhost'), base('127.0.0.1'), base('[::1]')]),
    );
  });

  it('keeps its data directory and every file in it private', async () => {
    const open: string[] = [];
    const walk = (path: string) => {
      const stat = lstatSync(path);
      if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    };
    walk(dataDir);
    expect(open).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    // On PGlite the database itself is in there, WAL and all.
    if (!process.env.DATABASE_URL) expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
  });
});
