import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';
import { signInAgain } from './support/sessions.ts';

const NEW_PASSWORD = 'Maelstrom-Gang-Owes-Me-Money';
const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ log: logs.log });
});
afterAll(() => ctx.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  ctx.request('/api/auth/change-password', {
    method: 'POST',
    cookie,
    json: { currentPassword, newPassword },
  });
const signIn = (email: string, password: string) =>
  ctx.request('/api/auth/sign-in/email', { method: 'POST', ip: '198.51.100.250', json: { email, password } });
const sessionOf = async (cookie: string) =>
  (await (await ctx.request('/api/auth/get-session', { cookie })).json()) as {
    user: { email: string };
  } | null;

describe('changing the password', () => {
  it('needs the current one: a wrong one is 403 WRONG_PASSWORD, logged, and changes nothing', async () => {
    const email = uniqueEmail('pw');
    const { cookie } = await ctx.signUp(email);
    const response = await changePassword(cookie, 'not-my-password', NEW_PASSWORD);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('WRONG_PASSWORD');
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: 'security.password_change_failed', code: 'WRONG_PASSWORD' }),
    );
  });

  it('refuses a new password equal to the current one: 400 SAME_PASSWORD, the password unchanged', async () => {
    const email = uniqueEmail('pw');
    const { cookie } = await ctx.signUp(email);
    const response = await changePassword(cookie, TEST_PASSWORD, TEST_PASSWORD);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'SAME_PASSWORD',
      message: ACCOUNT_MESSAGES.samePassword,
    });
    expect(await sessionOf(cookie)).not.toBeNull();
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: 'security.password_change_failed', code: 'SAME_PASSWORD' }),
    );
  });

  it('checks the current password before it compares: a wrong one is WRONG_PASSWORD', async () => {
    const { cookie } = await ctx.signUp();
    const response = await changePassword(cookie, NEW_PASSWORD, NEW_PASSWORD);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('WRONG_PASSWORD');
  });

  it('refuses a weak new password with the reason', async () => {
    const { cookie } = await ctx.signUp();
    const response = await changePassword(cookie, TEST_PASSWORD, 'password1234');
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('WEAK_PASSWORD');
    expect(error.message).toContain(MESSAGES.weakPassword);
  });

  it('refuses a new password of the wrong length with the form message', async () => {
    const { cookie } = await ctx.signUp();
    const response = await changePassword(cookie, TEST_PASSWORD, 'short');
    expect(await errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MESSAGES.passwordLength,
    });
  });

  it('signs out every other session, keeps this one signed in with a new cookie, and takes the new password', async () => {
    const email = uniqueEmail('pw');
    const { cookie } = await ctx.signUp(email);
    const other = await signInAgain(ctx, email);
    const response = await changePassword(cookie, TEST_PASSWORD, NEW_PASSWORD);
    expect(response.status).toBe(200);
    const body = await response.json();
    // Our answer carries the new session's cookie but never its token.
    expect(body).toEqual({ status: true });
    const renewed = sessionCookieOf(response);
    expect(renewed).not.toBeNull();
    expect((await sessionOf(renewed as string))?.user.email).toBe(email);
    expect(await sessionOf(other)).toBeNull();
    expect(await sessionOf(cookie)).toBeNull();
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect(logs.lines()).toContainEqual(expect.objectContaining({ event: 'security.password_changed' }));
  });

  it('is limited per user: password guesses through it run out', async () => {
    const limited = await createTestContext({
      rateLimits: { accountChangesPerUser: { bucket: 'account-change:user', limit: 2, windowMs: 60_000 } },
    });
    try {
      const { cookie } = await limited.signUp();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.request('/api/auth/change-password', {
          method: 'POST',
          cookie,
          json: { currentPassword: `guess-${i}-wrong`, newPassword: NEW_PASSWORD },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([403, 403, 429]);
    } finally {
      await limited.close();
    }
  });
});
