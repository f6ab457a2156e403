import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminContext, AdminUsageError, runAdminCommand } from '../src/admin/commands.ts';
import { recordServerOrigins } from '../src/auth/link-origins.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, TEST_PASSWORD, type TestContext, uniqueEmail } from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

const logs = captureLogs();
let ctx: TestContext;
let printed: string[];
let admin: AdminContext;
beforeAll(async () => {
  ctx = await createTestContext();
  printed = [];
  admin = {
    env: ctx.deps.env as AdminContext['env'],
    db: ctx.deps.db,
    log: logs.log,
    print: (line) => printed.push(line),
  };
});
afterAll(() => ctx.close());

const run = async (...argv: string[]) => {
  printed.length = 0;
  await runAdminCommand(admin, argv, false);
  return printed.join('\n');
};
const signIn = (email: string, password = TEST_PASSWORD) =>
  ctx.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const auditLines = () =>
  readFileSync(join(ctx.deps.env.DATA_DIR, 'admin-audit.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { event: string });

describe('npm run admin', () => {
  it('users: lists every account with its characters', async () => {
    const email = uniqueEmail('listed');
    const { cookie } = await ctx.signUp(email);
    await saveThroughApi(ctx, cookie);
    expect(await run('users')).toMatch(
      new RegExp(`${email}  created \\d{4}-\\d\\d-\\d\\d  1 characters  unverified`),
    );
  });

  it('reset-password: prints a one-use link that sets a new password, even without mail', async () => {
    const email = uniqueEmail('forgot');
    await ctx.signUp(email);
    const output = await run('reset-password', email);
    expect(output).toContain('It opens on PUBLIC_URL:');
    const link = /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(output)?.[0];
    const token = new URL(link ?? 'http://x').searchParams.get('token');
    const newPassword = 'Operator-Issued-Passphrase-11';
    const reset = () =>
      ctx.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(400);
    expect((await signIn(email, newPassword)).status).toBe(200);
    await expect(run('reset-password', uniqueEmail('nobody'))).rejects.toThrow(AdminUsageError);
  });

  it('reset-password without PUBLIC_URL: links on the origins the running server recorded, or says it guesses', async () => {
    const email = uniqueEmail('forgot');
    await ctx.signUp(email);
    const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-admin-'));
    const withoutPublicUrl = {
      ...admin,
      env: { ...admin.env, PUBLIC_URL: undefined, DATA_DIR: dataDir, PORT: 3000 },
    };
    const runWithout = async () => {
      printed.length = 0;
      await runAdminCommand(withoutPublicUrl, ['reset-password', email], false);
      return printed.join('\n');
    };
    try {
      const guessed = await runWithout();
      expect(guessed).toContain('GUESSING the address');
      expect(guessed).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
      // The server started on another port than PORT says (PORT=0, or changed since).
      recordServerOrigins(dataDir, ['http://localhost:4321', 'http://192.168.1.20:4321']);
      const recorded = await runWithout();
      expect(recorded).not.toContain('GUESSING');
      expect(recorded).toContain('the addresses the server recorded at its start');
      expect(recorded).toMatch(/http:\/\/localhost:4321\/reset-password\?token=/);
      expect(recorded).toMatch(/http:\/\/192\.168\.1\.20:4321\/reset-password\?token=/);
      expect(recorded).not.toContain(':3000/');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('disable and enable: a disabled account is signed out and refused, then let in again', async () => {
    const email = uniqueEmail('banned');
    const { cookie } = await ctx.signUp(email);
    await run('disable', email);
    expect(await (await ctx.request('/api/auth/get-session', { cookie })).json()).toBeNull();
    expect((await ctx.request('/api/characters', { cookie })).status).toBe(401);
    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_DISABLED');
    await run('enable', email);
    expect((await signIn(email)).status).toBe(200);
  });

  it('rotate-registration-code: writes a new code, unless REGISTRATION_CODE sets it', async () => {
    const output = await run('rotate-registration-code');
    const code = /New registration code: (\S+)/.exec(output)?.[1];
    expect(code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(readFileSync(join(ctx.deps.env.DATA_DIR, 'registration-code'), 'utf8').trim()).toBe(code);
    await expect(runAdminCommand(admin, ['rotate-registration-code'], true)).rejects.toThrow(
      /REGISTRATION_CODE/,
    );
  });

  it('logs every command, to the log and to the audit file', () => {
    const events = auditLines().map((line) => line.event);
    expect(events).toEqual(
      expect.arrayContaining(['admin.users', 'admin.reset_password', 'admin.disable', 'admin.enable']),
    );
    expect(logs.lines().map((line) => line.event)).toEqual(
      expect.arrayContaining(['admin.rotate_registration_code']),
    );
    expect(JSON.stringify(auditLines())).not.toMatch(/token=/);
  });

  it('runs as a command: usage for a wrong one, a list for users', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-admin-'));
    try {
      const root = fileURLToPath(new URL('../../../', import.meta.url));
      const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
      const cli = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/admin.ts', ...args], {
          cwd: root,
          env,
          encoding: 'utf8',
        });
      const wrong = cli('explode');
      expect(wrong.status).toBe(1);
      expect(wrong.stderr).toContain('Usage: npm run admin');
      const list = cli('users');
      expect(list.status).toBe(0);
      expect(list.stdout).toContain('No accounts yet.');
      expect(list.stderr).toContain('"event":"admin.users"');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two processes that start tsx and open PGlite: slow on a busy machine.
  }, 180_000);
});
