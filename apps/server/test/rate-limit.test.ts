import { MESSAGES } from '@edgeforge/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounter } from '../src/db/schema/ops.ts';
import { hitRateLimit } from '../src/domain/rate-limit-store.ts';
import {
  createTestContext,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';

const WINDOW = 60_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      signInPerIp: { bucket: 'sign-in:ip', limit: 5, windowMs: WINDOW },
      signInPerEmail: { bucket: 'sign-in:email', limit: 3, windowMs: WINDOW },
      signUpPerIp: { bucket: 'sign-up:ip', limit: 2, windowMs: WINDOW },
      registrationCodePerIp: { bucket: 'registration-code:ip', limit: 3, windowMs: WINDOW },
    },
  });
});
afterAll(() => ctx.close());

const signIn = (email: string, ip: string) =>
  ctx.request('/api/auth/sign-in/email', { method: 'POST', ip, json: { email, password: 'wrong-password' } });

describe('sign-in rate limits', () => {
  it('answers 429 RATE_LIMITED once one e-mail has used its attempts, from any address', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      statuses.push((await signIn(email, ip)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn(email, '198.51.100.5');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: MESSAGES.rateLimited } });
    // The count lives in the database, where every process sees it.
    const [row] = await ctx.deps.db
      .select()
      .from(rateLimitCounter)
      .where(and(eq(rateLimitCounter.bucket, 'sign-in:email'), eq(rateLimitCounter.key, email)));
    expect(row?.count).toBe(5);
  });

  it('answers 429 once one address has used its attempts, whatever the e-mail', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(uniqueEmail('spray'), ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not affected.
    expect((await signIn(uniqueEmail('spray'), '203.0.113.10')).status).toBe(401);
  });

  it('limits sign-up per address', async () => {
    const ip = '203.0.113.50';
    const attempt = () =>
      ctx.request('/api/auth/sign-up/email', {
        method: 'POST',
        ip,
        json: { email: uniqueEmail(), password: TEST_PASSWORD, registrationCode: TEST_REGISTRATION_CODE },
      });
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(429);
  });

  it('limits guesses of the registration code per address', async () => {
    const ip = '203.0.113.77';
    const guess = () =>
      ctx.request('/api/functions/verify-registration-code', { method: 'POST', ip, json: { code: 'guess' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('hitRateLimit', () => {
  it('opens a new window once the old one has passed', async () => {
    const rule = { bucket: 'test:window', limit: 1, windowMs: 50 };
    expect((await hitRateLimit(ctx.deps.db, rule, 'k')).allowed).toBe(true);
    expect((await hitRateLimit(ctx.deps.db, rule, 'k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await hitRateLimit(ctx.deps.db, rule, 'k')).allowed).toBe(true);
  });
});
