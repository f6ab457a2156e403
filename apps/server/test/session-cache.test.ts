import { DELETE_CONFIRMATION_WORD } from '@edgeforge/contracts/account';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../src/db/schema/auth.ts';
import {
  createTestContext,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { signInAgain, splitSessionCookie } from './support/sessions.ts';

// The session cache (domain/sessions/session-cache.ts, decision 025): on PGlite a session look-up is
// kept for a while, so every test first makes the server look the session up through an API call, then
// checks that the change takes effect on the very next request.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const statusOf = async (cookie: string) => (await ctx.request('/api/characters', { cookie })).status;
const post = (path: string, cookie: string, json: unknown = {}) =>
  ctx.request(`/api/auth/${path}`, { method: 'POST', cookie, json });
const sessionIdOf = async (cookie: string) => {
  const [row] = await ctx.deps.db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.token, splitSessionCookie(cookie).token));
  return row?.id;
};

describe('a session the server has just looked up', () => {
  it('stops working at once after sign-out', async () => {
    const { cookie } = await ctx.signUp();
    expect(await statusOf(cookie)).toBe(200);
    expect((await post('sign-out', cookie)).status).toBe(200);
    expect(await statusOf(cookie)).toBe(401);
  });

  it('stops working at once when another session revokes it, alone or with every other', async () => {
    const email = uniqueEmail('revoked');
    const { cookie: mine } = await ctx.signUp(email);
    const phone = await signInAgain(ctx, email);
    const tablet = await signInAgain(ctx, email);
    for (const cookie of [mine, phone, tablet]) expect(await statusOf(cookie)).toBe(200);
    expect((await post('revoke-session', mine, { id: await sessionIdOf(phone) })).status).toBe(200);
    expect(await statusOf(phone)).toBe(401);
    expect(await statusOf(tablet)).toBe(200);
    expect((await post('revoke-other-sessions', mine)).status).toBe(200);
    expect(await statusOf(tablet)).toBe(401);
    expect(await statusOf(mine)).toBe(200);
  });

  it('stops working at once after a password change, which hands this device a new one', async () => {
    const email = uniqueEmail('changed');
    const { cookie } = await ctx.signUp(email);
    const other = await signInAgain(ctx, email);
    expect(await statusOf(cookie)).toBe(200);
    expect(await statusOf(other)).toBe(200);
    const changed = await post('change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Maelstrom-Gang-Owes-Me-Money',
    });
    expect(changed.status).toBe(200);
    expect(await statusOf(other)).toBe(401);
    expect(await statusOf(cookie)).toBe(401);
    expect(await statusOf(sessionCookieOf(changed) ?? '')).toBe(200);
  });

  it('stops working at once when the account is deleted', async () => {
    const { cookie } = await ctx.signUp();
    expect(await statusOf(cookie)).toBe(200);
    expect(
      (await post('delete-user', cookie, { password: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION_WORD }))
        .status,
    ).toBe(200);
    expect(await statusOf(cookie)).toBe(401);
  });

  it('carries a changed e-mail address at once', async () => {
    const { cookie } = await ctx.signUp();
    expect(await statusOf(cookie)).toBe(200);
    const next = uniqueEmail('moved');
    const changeTo = (newEmail: string) =>
      post('change-email', cookie, { newEmail, password: TEST_PASSWORD });
    // Without mail the change is done at once (decision 015).
    expect((await changeTo(next)).status).toBe(200);
    // The route compares with the session user's address: the new one.
    const again = await changeTo(next);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This is already the address of your account.',
    );
  });

  it('is never answered once it has expired', async () => {
    const { cookie } = await ctx.signUp();
    expect(await statusOf(cookie)).toBe(200);
    const [row] = await ctx.deps.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, splitSessionCookie(cookie).token));
    vi.useFakeTimers({ toFake: ['Date'], now: (row?.expiresAt.getTime() ?? 0) + 1_000 });
    expect(await statusOf(cookie)).toBe(401);
  });

  it('is kept on PGlite only: a row deleted behind the server is still answered there, never on PostgreSQL', async () => {
    // On PGlite nothing but this process can change the row (the data directory is locked, so
    // `npm run admin` cannot run beside the server); on PostgreSQL another process can.
    const { cookie } = await ctx.signUp();
    expect(await statusOf(cookie)).toBe(200);
    await ctx.deps.db.delete(session).where(eq(session.token, splitSessionCookie(cookie).token));
    expect(await statusOf(cookie)).toBe(ctx.deps.dbKind === 'pglite' ? 200 : 401);
    ctx.deps.sessionCache.clear();
    expect(await statusOf(cookie)).toBe(401);
  });
});
