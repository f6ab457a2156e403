import type { AccountSession } from '@edgeforge/contracts/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/auth.ts';
import { LAST_USE_RESOLUTION_MS } from '../src/domain/sessions/find-session.ts';
import { deviceLabel } from '../src/lib/device-label.ts';
import {
  createTestContext,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ log: logs.log });
});
afterAll(() => ctx.close());

async function signInFrom(email: string, userAgent: string, ip: string): Promise<string> {
  const response = await ctx.request('/api/auth/sign-in/email', {
    method: 'POST',
    ip,
    headers: { 'user-agent': userAgent },
    json: { email, password: TEST_PASSWORD },
  });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}
const listSessions = async (cookie: string) => {
  const response = await ctx.request('/api/auth/list-sessions', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: AccountSession[] }).sessions;
};
const isSignedIn = async (cookie: string) =>
  (await (await ctx.request('/api/auth/get-session', { cookie })).json()) !== null;

describe('the sessions of an account', () => {
  it('are listed with device, address and last use, this one first and marked, and no token', async () => {
    const email = uniqueEmail('sessions');
    await ctx.signUp(email);
    const laptop = await signInFrom(email, FIREFOX, '192.168.1.20');
    await signInFrom(email, IPHONE, '192.168.1.31');
    const sessions = await listSessions(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      device: 'Firefox 128 on Linux',
      ipAddress: '192.168.1.20',
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Safari 17 on iOS 17.5 (mobile)', ipAddress: '192.168.1.31' }),
    );
    for (const s of sessions)
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    const text = JSON.stringify(sessions);
    expect(text).not.toMatch(/token/i);
    expect(text).not.toContain(decodeURIComponent(laptop.split('=')[1] ?? '').split('.')[0]);
  });

  it('show an address as people write it: IPv4 plain, even when mapped into IPv6, and IPv6 compressed', async () => {
    const email = uniqueEmail('addresses');
    await ctx.signUp(email);
    const mapped = await signInFrom(email, FIREFOX, '::ffff:192.168.1.20');
    await signInFrom(email, IPHONE, '2001:0db8:0000:0000:0000:0000:0000:0001');
    const sessions = await listSessions(mapped);
    expect(sessions[0]).toMatchObject({ current: true, ipAddress: '192.168.1.20' });
    expect(sessions).toContainEqual(expect.objectContaining({ ipAddress: '2001:db8::1' }));
  });

  it('sign one other session out by id, which then stops working', async () => {
    const email = uniqueEmail('revoke');
    await ctx.signUp(email);
    const mine = await signInFrom(email, FIREFOX, '192.168.1.20');
    const phone = await signInFrom(email, IPHONE, '192.168.1.31');
    const target = (await listSessions(mine)).find((s) => s.device.startsWith('Safari'));
    const response = await ctx.request('/api/auth/revoke-session', {
      method: 'POST',
      cookie: mine,
      json: { id: target?.id },
    });
    expect(response.status).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(mine)).toBe(true);
    expect((await listSessions(mine)).map((s) => s.id)).not.toContain(target?.id);
  });

  it('sign every other session out at once', async () => {
    const email = uniqueEmail('others');
    const first = await ctx.signUp(email);
    const mine = await signInFrom(email, FIREFOX, '192.168.1.20');
    const phone = await signInFrom(email, IPHONE, '192.168.1.31');
    const response = await ctx.request('/api/auth/revoke-other-sessions', {
      method: 'POST',
      cookie: mine,
      json: {},
    });
    expect(response.status).toBe(200);
    expect([await isSignedIn(first.cookie), await isSignedIn(phone), await isSignedIn(mine)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("answer another user's session id exactly like an unknown one, and log the attempt", async () => {
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    const [victimSession] = await listSessions(victim.cookie);
    const foreign = await ctx.request('/api/auth/revoke-session', {
      method: 'POST',
      cookie: attacker.cookie,
      json: { id: victimSession?.id },
    });
    const unknown = await ctx.request('/api/auth/revoke-session', {
      method: 'POST',
      cookie: attacker.cookie,
      json: { id: 'no-such-session' },
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect(await isSignedIn(victim.cookie)).toBe(true);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        event: 'security.cross_user_not_found',
        resource: 'session',
        id: victimSession?.id,
      }),
    );
  });

  it('record the last use once it is older than the resolution', async () => {
    const { cookie } = await ctx.signUp();
    const [before] = await listSessions(cookie);
    const stale = new Date(Date.now() - 2 * LAST_USE_RESOLUTION_MS);
    await ctx.deps.db
      .update(session)
      .set({ updatedAt: stale })
      .where(eq(session.id, before?.id ?? ''));
    // Written behind the server's back: its session cache (PGlite) must not answer the old row.
    ctx.deps.sessionCache.clear();
    await ctx.request('/api/characters', { cookie });
    const [after] = await listSessions(cookie);
    expect(Date.parse(after?.lastUsedAt ?? '')).toBeGreaterThan(stale.getTime() + LAST_USE_RESOLUTION_MS);
  });
});

describe('device labels', () => {
  it.each([
    [FIREFOX, 'Firefox 128 on Linux'],
    [IPHONE, 'Safari 17 on iOS 17.5 (mobile)'],
    ['curl/8.5.0', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s reads as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent).startsWith(label)).toBe(true);
  });
});
