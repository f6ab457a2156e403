import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verification } from '../src/db/schema/auth.ts';
import { startFakeSmtp } from './support/fake-smtp.ts';
import {
  createTestContext,
  sessionCookieOf,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { signInAgain } from './support/sessions.ts';

const NEW_PASSWORD = 'Arasaka-Tower-Fell-In-2023';
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let ctx: TestContext;
let noMail: TestContext;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Edgeforge <noreply@example.test>' },
  });
  noMail = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await noMail.close();
  await smtp.close();
});

/** The reset (or other) mails to one address, readable. */
const mailsTo = (email: string, subject = 'reset your access code') => smtp.textsTo(email, subject);
const CONFIRM = 'confirm your e-mail address';
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${TEST_ORIGIN}${path}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match[0]);
};
const requestReset = (context: TestContext, email: string, ip = '203.0.113.5') =>
  context.request('/api/auth/request-password-reset', { method: 'POST', ip, json: { email } });
const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
  ctx.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

describe('forgot your access code', () => {
  it('is offered only when mail can go out', async () => {
    expect(await (await ctx.request('/api/auth/options')).json()).toEqual({ passwordReset: true });
    expect(await (await noMail.request('/api/auth/options')).json()).toEqual({ passwordReset: false });
    expect((await requestReset(noMail, uniqueEmail())).status).toBe(404);
  });

  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const email = uniqueEmail('reset');
    await ctx.signUp(email);
    const ghost = uniqueEmail('ghost');
    const known = await requestReset(ctx, email);
    const unknown = await requestReset(ctx, ghost);
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 5_000 });
    expect(mailsTo(ghost)).toEqual([]);
  });

  it('mails a one-use link valid 30 minutes that sets a new password and signs every session out', async () => {
    const email = uniqueEmail('reset');
    const { cookie } = await ctx.signUp(email);
    const other = await signInAgain(ctx, email);
    await requestReset(ctx, email);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 5_000 });
    const link = linkIn(mailsTo(email)[0] ?? '', '/reset-password');
    const token = link.searchParams.get('token') ?? '';
    const [stored] = await ctx.deps.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    expect((await resetPassword(token, 'password1234')).status).toBe(400);
    const reset = await resetPassword(token);
    expect(reset.status).toBe(200);
    for (const old of [cookie, other]) {
      expect(await (await ctx.request('/api/auth/get-session', { cookie: old })).json()).toBeNull();
    }
    const signIn = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: NEW_PASSWORD },
    });
    expect(sessionCookieOf(signIn)).not.toBeNull();
    const again = await resetPassword(token, 'Another-Fresh-Passphrase-88');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('expired');
    await ctx.signUp(email);
    await requestReset(ctx, email);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 5_000 });
    const token = linkIn(mailsTo(email)[0] ?? '', '/reset-password').searchParams.get('token') ?? '';
    await ctx.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(like(verification.identifier, `reset-password:${token}`));
    const response = await resetPassword(token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      ACCOUNT_MESSAGES.invalidResetToken,
    );
  });

  it('sends at most three mails an hour to one address, answering as ever', async () => {
    const email = uniqueEmail('flood');
    await ctx.signUp(email);
    for (let i = 0; i < 5; i++)
      expect((await requestReset(ctx, email, `198.51.100.${i + 1}`)).status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(3), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(email)).toHaveLength(3);
  });
});

describe('changing the e-mail address', () => {
  it('without mail, changes it at once', async () => {
    const { cookie } = await noMail.signUp();
    const next = uniqueEmail('moved');
    const wrong = await noMail.request('/api/auth/change-email', {
      method: 'POST',
      cookie,
      json: { newEmail: next, password: 'not-my-password' },
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('WRONG_PASSWORD');
    const response = await noMail.request('/api/auth/change-email', {
      method: 'POST',
      cookie,
      json: { newEmail: next, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, pending: false });
    const session = (await (await noMail.request('/api/auth/get-session', { cookie })).json()) as {
      user: { email: string };
    };
    expect(session.user.email).toBe(next);
  });

  it('with mail, changes it once the link sent to the new address is opened', async () => {
    const email = uniqueEmail('before');
    const { cookie } = await ctx.signUp(email);
    const next = uniqueEmail('after');
    const response = await ctx.request('/api/auth/change-email', {
      method: 'POST',
      cookie,
      json: { newEmail: next, password: TEST_PASSWORD },
    });
    expect(await response.json()).toEqual({ status: true, pending: true });
    await vi.waitFor(() => expect(mailsTo(next, CONFIRM)).toHaveLength(1), { timeout: 5_000 });
    const sessionEmail = async () =>
      ((await (await ctx.request('/api/auth/get-session', { cookie })).json()) as { user: { email: string } })
        .user.email;
    expect(await sessionEmail()).toBe(email);
    const link = linkIn(mailsTo(next, CONFIRM)[0] ?? '', '/api/auth/verify-email');
    const opened = await ctx.request(`${link.pathname}${link.search}`, { cookie });
    expect(opened.status).toBeLessThan(400);
    expect(await sessionEmail()).toBe(next);
  });
});

describe('changing the e-mail address to one another account has', () => {
  const TAKEN_SUBJECT = 'your address was given for another account';
  const changeTo = (context: TestContext, cookie: string, newEmail: string) =>
    context.request('/api/auth/change-email', {
      method: 'POST',
      cookie,
      json: { newEmail, password: TEST_PASSWORD },
    });
  const sessionEmail = async (context: TestContext, cookie: string) =>
    (
      (await (await context.request('/api/auth/get-session', { cookie })).json()) as {
        user: { email: string };
      }
    ).user.email;

  it('without mail, says it did not change: 409 EMAIL_TAKEN', async () => {
    const owner = await noMail.signUp();
    const email = uniqueEmail('mover');
    const { cookie } = await noMail.signUp(email);
    const response = await changeTo(noMail, cookie, owner.user.email);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('EMAIL_TAKEN');
    expect(await sessionEmail(noMail, cookie)).toBe(email);
  });

  it("with mail, answers like any change and tells the address's owner by mail", async () => {
    const owner = await ctx.signUp(uniqueEmail('owner'));
    const email = uniqueEmail('mover');
    const { cookie } = await ctx.signUp(email);
    const response = await changeTo(ctx, cookie, owner.user.email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, pending: true });
    await vi.waitFor(() => expect(mailsTo(owner.user.email, TAKEN_SUBJECT)).toHaveLength(1), {
      timeout: 5_000,
    });
    expect(mailsTo(owner.user.email, TAKEN_SUBJECT)[0]).toContain('nothing changed');
    expect(await sessionEmail(ctx, cookie)).toBe(email);
  });
});
