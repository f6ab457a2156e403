import { createHash } from 'node:crypto';
import type { CampaignDetail, InvitePreview } from '@edgeforge/contracts/campaigns';
import { LIMITS } from '@edgeforge/contracts/limits';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignInvites } from '../src/db/schema/campaigns.ts';
import {
  createCampaignThroughApi,
  expectJson,
  inviteThroughApi,
  joinThroughApi,
  LIFTED_INVITE_LIMITS,
  readCampaign,
} from './support/campaigns.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';
import { captureLogs } from './support/log-capture.ts';

// Invite links (decision 022): unguessable, kept only as a hash, replaced, revoked, expiring; joins
// and refusals logged with who and where, never with the token.

const logs = captureLogs();
let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['signUp']>>;
let gm: User;
let campaign: CampaignDetail;

beforeAll(async () => {
  ctx = await createTestContext({ log: logs.log, rateLimits: LIFTED_INVITE_LIMITS });
  gm = await ctx.signUp();
  campaign = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Glass Towers', pitch: 'Heist night.' });
});
afterAll(() => ctx.close());

const events = (name: string) => logs.lines().filter((line) => line.event === `security.${name}`);
const lookup = (cookie: string, token: unknown) =>
  ctx.request('/api/invites/lookup', { method: 'POST', cookie, json: { token } });
const join = (cookie: string, token: unknown) =>
  ctx.request('/api/invites/join', { method: 'POST', cookie, json: { token } });
const revoke = (cookie: string, id = campaign.id) =>
  ctx.request(`/api/campaigns/${id}/invite`, { method: 'DELETE', cookie });

describe('an invite link', () => {
  it('carries 256 random bits, is shown once and kept only as its SHA-256', async () => {
    const response = await ctx.request(`/api/campaigns/${campaign.id}/invite`, {
      method: 'POST',
      cookie: gm.cookie,
      json: { expiresInDays: 7 },
    });
    const { invite } = await expectJson<{ invite: { token: string; expiresAt: string } }>(response, 201);
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(invite.token, 'base64url')).toHaveLength(32);
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const rows = await ctx.deps.db
      .select()
      .from(campaignInvites)
      .where(eq(campaignInvites.campaignId, campaign.id));
    expect(JSON.stringify(rows)).not.toContain(invite.token);
    expect(rows.at(-1)?.tokenHash).toBe(createHash('sha256').update(invite.token).digest('hex'));
    // The GM sees that a link is live and until when, never the token again.
    const page = await readCampaign(ctx, gm.cookie, campaign.id);
    expect(page.invite).toEqual({ createdAt: expect.any(String), expiresAt: invite.expiresAt });
    expect(JSON.stringify(page)).not.toContain(invite.token);
  });

  it("shows a signed-in guest the campaign's name, pitch and GM; the GM and members see where they stand", async () => {
    const token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    const guest = await ctx.signUp();
    const preview = async (cookie: string) =>
      (await expectJson<{ invite: InvitePreview }>(await lookup(cookie, token), 200)).invite;
    expect(await preview(guest.cookie)).toEqual({
      campaignId: campaign.id,
      name: 'Glass Towers',
      pitch: 'Heist night.',
      gmName: gm.user.email.split('@')[0],
      players: 0,
      standing: 'guest',
    });
    expect((await preview(gm.cookie)).standing).toBe('gm');
    expect(await joinThroughApi(ctx, guest.cookie, token)).toBe(campaign.id);
    expect(await preview(guest.cookie)).toMatchObject({ standing: 'member', players: 1 });
    // Joining twice, or as the GM, seats nobody twice.
    expect(await joinThroughApi(ctx, guest.cookie, token)).toBe(campaign.id);
    expect(await joinThroughApi(ctx, gm.cookie, token)).toBe(campaign.id);
    expect((await readCampaign(ctx, gm.cookie, campaign.id)).party.map((m) => m.userId)).toEqual([
      guest.user.id,
    ]);
  });

  it('stops working when the GM makes a new one, and the new one works', async () => {
    const old = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    const current = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    const late = await ctx.signUp();
    expect(await expectTypedRefusal(await join(late.cookie, old))).toBe('INVITE_NOT_VALID');
    expect(await joinThroughApi(ctx, late.cookie, current)).toBe(campaign.id);
  });

  it('stops working once revoked: look-up and join answer INVITE_NOT_VALID; revoking again is harmless', async () => {
    const token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    const page = await expectJson<{ campaign: CampaignDetail }>(await revoke(gm.cookie), 200);
    expect(page.campaign.invite).toBeNull();
    const third = await ctx.signUp();
    expect(await expectTypedRefusal(await lookup(third.cookie, token))).toBe('INVITE_NOT_VALID');
    expect(await expectTypedRefusal(await join(third.cookie, token))).toBe('INVITE_NOT_VALID');
    expect((await readCampaign(ctx, gm.cookie, campaign.id)).party.map((m) => m.userId)).not.toContain(
      third.user.id,
    );
    expect((await revoke(gm.cookie)).status).toBe(200);
  });

  it('stops working once expired, with the same answer as a token that never existed', async () => {
    const token = await inviteThroughApi(ctx, gm.cookie, campaign.id, 1);
    await ctx.deps.db
      .update(campaignInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(campaignInvites.tokenHash, createHash('sha256').update(token).digest('hex')));
    const late = await ctx.signUp();
    const expired = await join(late.cookie, token);
    const body = await expired.clone().json();
    expect(await expectTypedRefusal(expired)).toBe('INVITE_NOT_VALID');
    expect(expired.status).toBe(410);
    const unknown = await join(late.cookie, 'x'.repeat(43));
    expect(await unknown.json()).toEqual(body);
    expect((await readCampaign(ctx, gm.cookie, campaign.id)).invite).toBeNull();
  });

  it('lets a player who left come back, but not a removed one until the GM sends a new link', async () => {
    const token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    const leaver = await ctx.signUp();
    const removed = await ctx.signUp();
    await joinThroughApi(ctx, leaver.cookie, token);
    await joinThroughApi(ctx, removed.cookie, token);
    const left = await ctx.request(`/api/campaigns/${campaign.id}/leave`, {
      method: 'POST',
      cookie: leaver.cookie,
    });
    expect(left.status).toBe(204);
    const removal = await ctx.request(`/api/campaigns/${campaign.id}/members/${removed.user.id}`, {
      method: 'DELETE',
      cookie: gm.cookie,
    });
    expect(removal.status).toBe(200);
    expect(await joinThroughApi(ctx, leaver.cookie, token)).toBe(campaign.id);
    expect(await expectTypedRefusal(await lookup(removed.cookie, token))).toBe('INVITE_NOT_VALID');
    expect(await expectTypedRefusal(await join(removed.cookie, token))).toBe('INVITE_NOT_VALID');
    const fresh = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    expect(await joinThroughApi(ctx, removed.cookie, fresh)).toBe(campaign.id);
  });

  it.each([
    ['an empty token', { token: '' }],
    ['a number', { token: 42 }],
    ['no token', {}],
    ['a token too long', { token: 'x'.repeat(LIMITS.inviteTokenMax + 1) }],
    ['an unknown key', { token: 'x', campaignId: 'y' }],
  ])('refuses a look-up or join with %s as 400 VALIDATION_FAILED', async (_, json) => {
    for (const path of ['/api/invites/lookup', '/api/invites/join']) {
      const response = await ctx.request(path, { method: 'POST', cookie: gm.cookie, json });
      expect(await expectTypedRefusal(response, path)).toBe('VALIDATION_FAILED');
    }
  });

  it.each([
    ['0 days', { expiresInDays: 0 }],
    ['more days than allowed', { expiresInDays: LIMITS.inviteExpiryDaysMax + 1 }],
    ['half a day', { expiresInDays: 0.5 }],
    ['days as text', { expiresInDays: '7' }],
    ['no expiry field', {}],
  ])('refuses a new link with %s as 400 VALIDATION_FAILED', async (_, json) => {
    const response = await ctx.request(`/api/campaigns/${campaign.id}/invite`, {
      method: 'POST',
      cookie: gm.cookie,
      json,
    });
    expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
  });
});

describe('a full table', () => {
  it(`seats at most ${LIMITS.campaignPlayersMax} players`, async () => {
    const table = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Packed' });
    const token = await inviteThroughApi(ctx, gm.cookie, table.id);
    for (let i = 0; i < LIMITS.campaignPlayersMax; i++) {
      await joinThroughApi(ctx, (await ctx.signUp()).cookie, token);
    }
    const one = await ctx.signUp();
    expect(await expectTypedRefusal(await join(one.cookie, token))).toBe('CAMPAIGN_FULL');
  }, 60_000);
});

describe('the security log', () => {
  it('records joins, refusals, revocations and removals with who and where, never the token', async () => {
    const table = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Logged' });
    const token = await inviteThroughApi(ctx, gm.cookie, table.id);
    const player = await ctx.signUp();
    await ctx.request('/api/invites/join', {
      method: 'POST',
      cookie: player.cookie,
      ip: '198.51.100.7',
      json: { token },
    });
    await ctx.request(`/api/campaigns/${table.id}/members/${player.user.id}`, {
      method: 'DELETE',
      cookie: gm.cookie,
    });
    await revoke(gm.cookie, table.id);
    await join(player.cookie, token);
    expect(events('campaign_joined').at(-1)).toMatchObject({
      campaignId: table.id,
      userId: player.user.id,
      ip: '198.51.100.7',
    });
    expect(events('campaign_member_removed').at(-1)).toMatchObject({
      campaignId: table.id,
      removedUserId: player.user.id,
      userId: gm.user.id,
    });
    expect(events('campaign_invite_revoked').at(-1)).toMatchObject({
      campaignId: table.id,
      userId: gm.user.id,
    });
    expect(events('campaign_invite_refused').at(-1)).toMatchObject({ userId: player.user.id });
    expect(logs.text()).not.toContain(token);
  });
});

describe('rate limits', () => {
  it('count invite tokens tried per user, then answer 429 with Retry-After, and never block others on the address', async () => {
    const limited = await createTestContext({
      rateLimits: { inviteTokenPerUser: { bucket: 'invite-token:user', limit: 3, windowMs: 60_000 } },
    });
    try {
      const guesser = await limited.signUp();
      const guess = (cookie: string, ip: string) =>
        limited.request('/api/invites/lookup', { method: 'POST', cookie, ip, json: { token: 'guess' } });
      for (let i = 0; i < 3; i++) expect((await guess(guesser.cookie, '203.0.113.1')).status).toBe(410);
      const fourth = await guess(guesser.cookie, '203.0.113.2');
      expect(await expectTypedRefusal(fourth.clone())).toBe('RATE_LIMITED');
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      // The guesser keeps trying from the table's address: the other players there are not held up.
      for (let i = 0; i < 30; i++) expect((await guess(guesser.cookie, '203.0.113.1')).status).toBe(429);
      const others = [await limited.signUp(), await limited.signUp()];
      const statuses = [];
      for (const other of others) statuses.push((await guess(other.cookie, '203.0.113.1')).status);
      expect(statuses).toEqual([410, 410]);
    } finally {
      await limited.close();
    }
  });
});
