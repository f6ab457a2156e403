import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  sessionCookieOf,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' }, log: logs.log });
});
afterAll(() => ctx.close());

const signIn = (email: string, password = TEST_PASSWORD) =>
  ctx.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

describe('with REQUIRE_EMAIL_VERIFICATION=true and no SMTP', () => {
  it('logs the verification link, refuses sign-in until it is opened, then lets the user in', async () => {
    const email = uniqueEmail('verify');
    const signUp = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD, registrationCode: TEST_REGISTRATION_CODE },
    });
    expect(signUp.status).toBe(200);
    expect(sessionCookieOf(signUp)).toBeNull();

    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('EMAIL_NOT_VERIFIED');

    const linkLine = logs
      .lines()
      .find((line) => line.event === 'auth.verification_link' && line.to === email);
    const link = new URL(String(linkLine?.url));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/verify-email');

    const verified = await ctx.request(`${link.pathname}${link.search}`);
    expect(verified.status).toBeLessThan(400);

    const accepted = await signIn(email);
    expect(accepted.status).toBe(200);
    expect(sessionCookieOf(accepted)).not.toBeNull();
  });
});

describe('auth events', () => {
  it('are logged with ids and addresses, never with passwords or codes', async () => {
    const email = uniqueEmail('events');
    const secretPassword = 'a-very-secret-passphrase-42';
    await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: secretPassword, registrationCode: TEST_REGISTRATION_CODE },
    });
    await signIn(email, 'wrong-guess-password');
    await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: uniqueEmail(), password: secretPassword, registrationCode: 'WRONG-CODE-GUESS' },
    });
    const events = logs.lines().map((line) => line.event);
    expect(events).toEqual(
      expect.arrayContaining(['auth.sign_up', 'auth.sign_in_failed', 'auth.sign_up_refused']),
    );
    const text = logs.text();
    for (const secret of [
      secretPassword,
      'wrong-guess-password',
      'WRONG-CODE-GUESS',
      TEST_REGISTRATION_CODE,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
