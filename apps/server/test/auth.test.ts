import { MESSAGES } from '@edgeforge/contracts/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth.ts';
import {
  createTestContext,
  sessionCookieOf,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  registrationCode: TEST_REGISTRATION_CODE,
  ...overrides,
});

async function userCount(email: string) {
  const [row] = await ctx.deps.db.select({ n: count() }).from(user).where(eq(user.email, email));
  return row?.n ?? 0;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /api/functions/verify-registration-code', () => {
  it('answers true for the right code and false for a wrong one', async () => {
    const right = await ctx.request('/api/functions/verify-registration-code', {
      method: 'POST',
      json: { code: TEST_REGISTRATION_CODE },
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ REGISTRATION_CODE: true });
    const wrong = await ctx.request('/api/functions/verify-registration-code', {
      method: 'POST',
      json: { code: 'nope' },
    });
    expect(await wrong.json()).toEqual({ REGISTRATION_CODE: false });
  });

  it('refuses a body that is not {code}', async () => {
    const response = await ctx.request('/api/functions/verify-registration-code', {
      method: 'POST',
      json: {},
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('VALIDATION_FAILED');
  });
});

describe('sign-up', () => {
  it('creates the account and a session with the right code, naming the user from the e-mail', async () => {
    const body = signUpBody();
    const response = await ctx.request('/api/auth/sign-up/email', { method: 'POST', json: body });
    expect(response.status).toBe(200);
    const cookieHeader = response.headers.getSetCookie().join('\n');
    expect(cookieHeader).toMatch(/HttpOnly/i);
    expect(cookieHeader).toMatch(/SameSite=Lax/i);
    const created = (await response.json()) as { user: { email: string; name: string } };
    expect(created.user.email).toBe(body.email);
    expect(created.user.name).toBe(body.email.split('@')[0]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['without a code', { registrationCode: undefined }, 400, 'VALIDATION_FAILED'],
    ['with a wrong code', { registrationCode: 'WRONG' }, 403, 'INVALID_REGISTRATION_CODE'],
  ])('is refused %s and creates nothing', async (_label, overrides, status, code) => {
    const body = signUpBody(overrides);
    const response = await ctx.request('/api/auth/sign-up/email', { method: 'POST', json: body });
    expect(response.status).toBe(status);
    const error = await errorOf(response);
    expect(error.code).toBe(code);
    if (code === 'INVALID_REGISTRATION_CODE') expect(error.message).toBe(MESSAGES.invalidRegistrationCode);
    expect(sessionCookieOf(response)).toBeNull();
    expect(await userCount(body.email)).toBe(0);
  });

  it.each([
    ['a common password', 'Password123', 'commonly used password'],
    ['a keyboard walk', 'qwertyuiop', 'frequently used password'],
    ['the e-mail with a year', null, ''],
  ])('refuses %s with WEAK_PASSWORD and says why', async (_label, given, reason) => {
    const email = uniqueEmail('weak');
    const password = given ?? `${email.split('@')[0]}2024`;
    const body = signUpBody({ email, password });
    const response = await ctx.request('/api/auth/sign-up/email', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('WEAK_PASSWORD');
    expect(error.message.startsWith(MESSAGES.weakPassword)).toBe(true);
    expect(error.message).toContain(reason);
    expect(await userCount(body.email)).toBe(0);
  });

  it('accepts a long passphrase that is not in any dictionary as words in a row', async () => {
    const body = signUpBody({ password: 'Chrome-Lotus-Drifts-Over-Watson' });
    const response = await ctx.request('/api/auth/sign-up/email', { method: 'POST', json: body });
    expect(response.status).toBe(200);
  });

  it.each([['short7!'], ['x'.repeat(129)]])(
    'refuses a password of the wrong length (%#)',
    async (password) => {
      const body = signUpBody({ password });
      const response = await ctx.request('/api/auth/sign-up/email', { method: 'POST', json: body });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.passwordLength });
      expect(await userCount(body.email)).toBe(0);
    },
  );

  it('refuses an e-mail without @ with the spec message', async () => {
    const response = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: signUpBody({ email: 'no-at-sign.example.com' }),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(MESSAGES.emailMissingAt);
  });

  it('answers 409 EMAIL_TAKEN for an address that already has an account', async () => {
    const { user: existing } = await ctx.signUp();
    const response = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: signUpBody({ email: existing.email.toUpperCase() }),
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('EMAIL_TAKEN');
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and refuses a wrong one with the spec message', async () => {
    const email = uniqueEmail();
    await ctx.signUp(email);
    const ok = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    expect(ok.status).toBe(200);
    const cookie = sessionCookieOf(ok);
    expect(cookie).not.toBeNull();

    const session = await ctx.request('/api/auth/get-session', { cookie: cookie ?? '' });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    expect(session.headers.get('cache-control')).toBe('no-store');

    const wrong = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });

    const unknown = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: uniqueEmail('ghost'), password: TEST_PASSWORD },
    });
    expect(await errorOf(unknown)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
  });

  it('stores passwords as argon2id hashes at the production cost', async () => {
    // The suites' contexts hash at the lightest cost (decision 071); the server's default is this one.
    const real = await createTestContext({ env: { TEST_LIGHT_PASSWORD_HASH: 'false' } });
    try {
      const { user: created, cookie } = await real.signUp();
      const accounts = await real.deps.db.query.account.findMany({
        where: (a, { eq }) => eq(a.userId, created.id),
      });
      expect(accounts[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await real.request('/api/draft', { cookie })).status).toBe(200);
    } finally {
      await real.close();
    }
  });

  it('hashes at the lightest cost only when the test setting asks for it', async () => {
    const { user: created } = await ctx.signUp();
    const accounts = await ctx.deps.db.query.account.findMany({
      where: (a, { eq }) => eq(a.userId, created.id),
    });
    expect(accounts[0]?.password).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    await expect(
      createTestContext({ env: { NODE_ENV: 'production', TEST_LIGHT_PASSWORD_HASH: 'true' } }),
    ).rejects.toThrow(/TEST_LIGHT_PASSWORD_HASH: is only allowed with NODE_ENV=test/);
  });

  it('sign-out ends the session on the server, so the old cookie stops working', async () => {
    const { cookie } = await ctx.signUp();
    const draftBefore = await ctx.request('/api/draft', { cookie });
    expect(draftBefore.status).toBe(200);
    const out = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    // Replaying the cookie the browser was told to drop must not work either.
    const draftAfter = await ctx.request('/api/draft', { cookie });
    expect(draftAfter.status).toBe(401);
    expect((await errorOf(draftAfter)).code).toBe('UNAUTHENTICATED');
    const session = await ctx.request('/api/auth/get-session', { cookie });
    expect(await session.json()).toBeNull();
  });

  it('gives sessions an absolute lifetime of SESSION_MAX_AGE_DAYS', async () => {
    const { cookie } = await ctx.signUp();
    const found = await ctx.deps.auth.api.getSession({ headers: new Headers({ cookie }) });
    const lifetimeMs = new Date(found?.session.expiresAt ?? 0).getTime() - Date.now();
    const days = lifetimeMs / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it.each([
    ['/api/auth/update-user', { name: 'Someone Else' }],
    ['/api/auth/set-password', { newPassword: 'Another-Long-Passphrase-77' }],
    ['/api/auth/revoke-sessions', {}],
    ['/api/auth/delete-user/callback', {}],
    ['/api/auth/list-accounts', {}],
    ['/api/auth/sign-in/social', { provider: 'github' }],
  ])('keeps %s, which the app does not use, out of reach', async (path, json) => {
    const { cookie } = await ctx.signUp();
    const response = await ctx.request(path, { method: 'POST', cookie, json });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('NOT_FOUND');
  });
});
