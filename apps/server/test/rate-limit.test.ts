import { MESSAGES } from '@edgeforge/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounter } from '../src/db/schema/ops.ts';
import { hitRateLimit } from '../src/domain/limits/rate-limit-store.ts';
import { RATE_LIMITS, resolveRateLimits, slowdownDelayMs } from '../src/domain/limits/rate-limits.ts';
import { buildSaveRequest } from './support/characters.ts';
import {
  createTestContext,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

const WINDOW = 60_000;
const STEP_MS = 300;
const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    log: logs.log,
    rateLimits: {
      signInPerIp: { bucket: 'sign-in:ip', limit: 5, windowMs: WINDOW },
      signInPerEmailAndIp: { bucket: 'sign-in:email-ip', limit: 3, windowMs: WINDOW },
      signInPerEmail: {
        bucket: 'sign-in:email',
        limit: 3,
        windowMs: WINDOW,
        slowdown: { stepMs: STEP_MS, maxDelayMs: 2 * STEP_MS },
      },
      signUpPerIp: { bucket: 'sign-up:ip', limit: 2, windowMs: WINDOW },
      registrationCodePerIp: { bucket: 'registration-code:ip', limit: 3, windowMs: WINDOW },
      writesPerUser: { bucket: 'writes:user', limit: 3, windowMs: WINDOW },
      shareTokenPerIp: { bucket: 'share-token:ip', limit: 3, windowMs: WINDOW },
    },
  });
});
afterAll(() => ctx.close());

const signIn = (email: string, ip: string, password = 'wrong-password') =>
  ctx.request('/api/auth/sign-in/email', { method: 'POST', ip, json: { email, password } });

async function timed(run: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await run();
  await response.body?.cancel();
  return { status: response.status, ms: performance.now() - started };
}

describe('the counters', () => {
  it('are kept in an unlogged table, so counting a request waits for no flush of the log (decision 055)', async () => {
    const result = await ctx.deps.db.execute(
      sql`select relpersistence from pg_class where oid = to_regclass('rate_limit_counter')`,
    );
    expect((result as unknown as { rows: { relpersistence: string }[] }).rows).toEqual([
      { relpersistence: 'u' },
    ]);
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 RATE_LIMITED once one address has used its attempts, whatever the e-mail', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(uniqueEmail('spray'), ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await signIn(uniqueEmail('spray'), ip);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: MESSAGES.rateLimited } });
    // Another address is not affected.
    expect((await signIn(uniqueEmail('spray'), '203.0.113.10')).status).toBe(401);
  });

  it('answers 429 once one address has used its attempts on one e-mail', async () => {
    const email = uniqueEmail('pair');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(email, '198.51.100.20')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The count lives in the database, where every process sees it.
    const [row] = await ctx.deps.db
      .select()
      .from(rateLimitCounter)
      .where(
        and(
          eq(rateLimitCounter.bucket, 'sign-in:email-ip'),
          eq(rateLimitCounter.key, `${email} 198.51.100.20`),
        ),
      );
    expect(row?.count).toBe(4);
  });

  it('never locks the owner out: wrong guesses from many addresses only slow the e-mail down', async () => {
    const email = uniqueEmail('victim');
    await ctx.signUp(email);
    // Three attackers' addresses, two guesses each: past the e-mail's 3 free attempts.
    for (const ip of ['192.0.2.101', '192.0.2.102', '192.0.2.103']) {
      for (let i = 0; i < 2; i++) await (await signIn(email, ip)).body?.cancel();
    }
    const owner = await timed(() => signIn(email, '198.51.100.77', TEST_PASSWORD));
    expect(owner.status).toBe(200);
    // Slowed (the seventh attempt waits the maximum), not refused.
    expect(owner.ms).toBeGreaterThanOrEqual(2 * STEP_MS - 20);
    const slowed = logs
      .lines()
      .filter((line) => line.event === 'security.rate_limited' && line.bucket === 'sign-in:email');
    expect(slowed.length).toBeGreaterThan(0);
  });
});

describe('registration codes', () => {
  const signUp = (ip: string, email: string, registrationCode: string) =>
    ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      ip,
      json: { email, password: TEST_PASSWORD, registrationCode },
    });

  it('are counted per address only: wrong codes for an e-mail do not block its real sign-up', async () => {
    const email = uniqueEmail('blocked');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await signUp(`203.0.113.${60 + i}`, email, 'WRONG')).status);
    expect(statuses).toEqual([403, 403, 403]);
    expect((await signUp('203.0.113.70', email, TEST_REGISTRATION_CODE)).status).toBe(200);
  });

  it('are refused with 429 once one address has guessed its share, by sign-up or by the check', async () => {
    const ip = '203.0.113.77';
    const guess = () =>
      ctx.request('/api/functions/verify-registration-code', { method: 'POST', ip, json: { code: 'guess' } });
    expect([(await guess()).status, (await guess()).status]).toEqual([200, 200]);
    expect((await signUp(ip, uniqueEmail(), 'WRONG')).status).toBe(403);
    expect((await guess()).status).toBe(429);
    expect((await signUp(ip, uniqueEmail(), TEST_REGISTRATION_CODE)).status).toBe(429);
  });

  it('limit sign-ups per address', async () => {
    const ip = '203.0.113.50';
    const attempt = () => signUp(ip, uniqueEmail(), TEST_REGISTRATION_CODE);
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(429);
  });
});

describe('share links', () => {
  it('opened are counted per address: past the limit each guess at a token is 429, another address is not', async () => {
    const open = (ip: string) => ctx.request(`/api/shared/${'A'.repeat(43)}`, { ip });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await open('203.0.113.70')).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await open('203.0.113.71')).status).toBe(404);
  });
});

describe('writes', () => {
  it('are limited per user with 429 RATE_LIMITED, whichever route they go to, and reads are not', async () => {
    const { cookie } = await ctx.signUp();
    const other = await ctx.signUp();
    const statuses: number[] = [];
    for (const write of [
      () =>
        ctx.request('/api/characters', {
          method: 'POST',
          cookie,
          json: buildSaveRequest({ portrait: null }),
        }),
      () => ctx.request('/api/draft', { method: 'DELETE', cookie }),
      () => ctx.request('/api/draft', { method: 'DELETE', cookie }),
      () => ctx.request('/api/draft', { method: 'DELETE', cookie }),
    ]) {
      const response = await write();
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).toEqual([201, 204, 204, 429]);
    expect((await ctx.request('/api/characters', { cookie })).status).toBe(200);
    // Each user has a budget of their own.
    expect((await ctx.request('/api/draft', { method: 'DELETE', cookie: other.cookie })).status).toBe(204);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: 'security.rate_limited', bucket: 'writes:user' }),
    );
  });
});

describe('the rules', () => {
  it('slow an e-mail down step by step up to the cap, and limit everything else', () => {
    const rule = RATE_LIMITS.signInPerEmail;
    expect([10, 11, 12, 30].map((count) => slowdownDelayMs(rule, count))).toEqual([0, 1_000, 2_000, 10_000]);
    expect(slowdownDelayMs(RATE_LIMITS.signInPerIp, 1_000)).toBe(0);
  });

  it('take the configured writes per user and sign-ups per address, and keep every other default', () => {
    const rules = resolveRateLimits({ writesPerMinutePerUser: 7, signUpsPerHourPerIp: 300 });
    expect(rules.writesPerUser).toEqual({ ...RATE_LIMITS.writesPerUser, limit: 7 });
    expect(rules.signUpPerIp).toEqual({ ...RATE_LIMITS.signUpPerIp, limit: 300 });
    // each sign-up tries a code, so the codes an address may try follow the sign-ups it may make
    expect(rules.registrationCodePerIp).toEqual({ ...RATE_LIMITS.registrationCodePerIp, limit: 300 });
    expect(resolveRateLimits({ signUpsPerHourPerIp: 5 }).registrationCodePerIp).toEqual(
      RATE_LIMITS.registrationCodePerIp,
    );
    expect(rules.signInPerIp).toEqual(RATE_LIMITS.signInPerIp);
    expect(resolveRateLimits()).toEqual(RATE_LIMITS);
  });

  it('open a new window once the old one has passed', async () => {
    const rule = { bucket: 'test:window', limit: 1, windowMs: 50 };
    expect((await hitRateLimit(ctx.deps.db, rule, 'k')).allowed).toBe(true);
    expect((await hitRateLimit(ctx.deps.db, rule, 'k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await hitRateLimit(ctx.deps.db, rule, 'k')).allowed).toBe(true);
  });
});
