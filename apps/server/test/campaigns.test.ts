import type { CampaignDetail, CampaignSummary } from '@edgeforge/contracts/campaigns';
import { LIMITS } from '@edgeforge/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachThroughApi,
  buildCampaignRequest,
  createCampaignThroughApi,
  expectJson,
  inviteThroughApi,
  joinThroughApi,
  LIFTED_INVITE_LIMITS,
  readCampaign,
} from './support/campaigns.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

// Creating, listing, reading and closing campaigns (decision 022). Invites and the party have their
// own suites; who may do what is authorization-campaigns.test.ts.

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['signUp']>>;
let gm: User;
let player: User;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  gm = await ctx.signUp();
  player = await ctx.signUp();
});
afterAll(() => ctx.close());

const list = async (cookie: string) =>
  (await expectJson<{ campaigns: CampaignSummary[] }>(await ctx.request('/api/campaigns', { cookie }), 200))
    .campaigns;

describe('New Campaign', () => {
  it('makes the creator its GM and answers the campaign page', async () => {
    const campaign = await createCampaignThroughApi(ctx, gm.cookie, {
      name: '  Chrome and Ashes  ',
      allowedMethods: ['edgerunner'],
      acceptsHouseRules: true,
    });
    expect(campaign).toMatchObject({
      name: 'Chrome and Ashes',
      status: 'open',
      allowedMethods: ['edgerunner'],
      acceptsHouseRules: true,
      gmName: gm.user.email.split('@')[0],
      viewer: { role: 'gm', userId: gm.user.id },
      party: [],
      invite: null,
      closedAt: null,
    });
    expect(await readCampaign(ctx, gm.cookie, campaign.id)).toEqual(campaign);
  });

  it.each([
    ['no name', { name: '   ' }],
    ['a name too long', { name: 'x'.repeat(LIMITS.campaignNameMax + 1) }],
    ['a pitch too long', { pitch: 'x'.repeat(LIMITS.campaignPitchMax + 1) }],
    ['no creation method', { allowedMethods: [] }],
    ['an unknown method', { allowedMethods: ['lifepath-only'] }],
    ['a method twice', { allowedMethods: ['streetrat', 'streetrat'] }],
    ['house rules as a word', { acceptsHouseRules: 'yes' }],
    ['an unknown key', { gmUserId: 'someone-else' }],
  ])('refuses %s with 400 VALIDATION_FAILED and creates nothing', async (_, change) => {
    const before = (await list(gm.cookie)).length;
    const response = await ctx.request('/api/campaigns', {
      method: 'POST',
      cookie: gm.cookie,
      json: { ...buildCampaignRequest(), ...change },
    });
    expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
    expect(await list(gm.cookie)).toHaveLength(before);
  });

  it('stops at the number of open campaigns one account may run, and closing one makes room', async () => {
    const busy = await ctx.signUp();
    const made: string[] = [];
    for (let i = 0; i < LIMITS.campaignsRunMax; i++) {
      made.push((await createCampaignThroughApi(ctx, busy.cookie, { name: `Table ${i}` })).id);
    }
    const over = await ctx.request('/api/campaigns', {
      method: 'POST',
      cookie: busy.cookie,
      json: buildCampaignRequest(),
    });
    expect(await expectTypedRefusal(over)).toBe('CAMPAIGN_QUOTA_EXCEEDED');
    const closed = await ctx.request(`/api/campaigns/${made[0]}/close`, {
      method: 'POST',
      cookie: busy.cookie,
    });
    expect(closed.status).toBe(200);
    await createCampaignThroughApi(ctx, busy.cookie, { name: 'One more' });
  });
});

describe('Continue Campaign', () => {
  it('lists the campaigns a user runs or plays in, most recent activity first, and nobody else’s', async () => {
    const user = await ctx.signUp();
    const stranger = await ctx.signUp();
    expect(await list(user.cookie)).toEqual([]);
    await createCampaignThroughApi(ctx, user.cookie, { name: 'Mine' });
    const theirs = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Theirs' });
    const strangers = await createCampaignThroughApi(ctx, stranger.cookie, { name: 'Not mine' });
    await joinThroughApi(ctx, user.cookie, await inviteThroughApi(ctx, gm.cookie, theirs.id));
    let rows = await list(user.cookie);
    expect(rows.map((row) => [row.name, row.role, row.players])).toEqual([
      ['Theirs', 'player', 1],
      ['Mine', 'gm', 0],
    ]);
    expect(rows[0]).toMatchObject({ gmName: gm.user.email.split('@')[0], myCharacter: null, status: 'open' });

    // Bringing a character is activity: the campaign with it comes first, with the character named.
    const character = await saveThroughApi(ctx, user.cookie);
    await createCampaignThroughApi(ctx, user.cookie, { name: 'Newest' });
    await attachThroughApi(ctx, user.cookie, theirs.id, character.id);
    rows = await list(user.cookie);
    expect(rows.map((row) => row.name)).toEqual(['Theirs', 'Newest', 'Mine']);
    expect(rows[0]?.myCharacter).toEqual({
      id: character.id,
      name: `${character.name_first} ${character.name_last}`,
    });
    expect(rows.map((row) => row.id)).not.toContain(strangers.id);
  });
});

describe('closing a campaign', () => {
  let campaign: CampaignDetail;
  let characterId: string;

  beforeAll(async () => {
    campaign = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Last Call' });
    await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, campaign.id));
    characterId = (await saveThroughApi(ctx, player.cookie)).id;
    await attachThroughApi(ctx, player.cookie, campaign.id, characterId);
  });

  it('keeps its players listed, frees their characters and stops its invite link', async () => {
    const token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    const response = await ctx.request(`/api/campaigns/${campaign.id}/close`, {
      method: 'POST',
      cookie: gm.cookie,
    });
    const { campaign: closed } = await expectJson<{ campaign: CampaignDetail }>(response, 200);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    expect(closed.invite).toBeNull();
    expect(closed.party.map((member) => [member.userId, member.character])).toEqual([[player.user.id, null]]);
    const seen = await readCampaign(ctx, player.cookie, campaign.id);
    expect(seen.status).toBe('closed');
    const stranger = await ctx.signUp();
    const join = await ctx.request('/api/invites/join', {
      method: 'POST',
      cookie: stranger.cookie,
      json: { token },
    });
    expect(await expectTypedRefusal(join)).toBe('INVITE_NOT_VALID');
    // The character is free again: it can join another table.
    const other = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Next Table' });
    await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, other.id));
    const party = (await attachThroughApi(ctx, player.cookie, other.id, characterId)).party;
    expect(party[0]?.character?.id).toBe(characterId);
  });

  it('changes nothing more once closed: no invites, no characters, no removals; closing again is harmless', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/campaigns/${campaign.id}/invite`, { expiresInDays: null }],
      ['PUT', `/api/campaigns/${campaign.id}/character`, { characterId }],
      ['DELETE', `/api/campaigns/${campaign.id}/members/${player.user.id}`],
    ];
    for (const [method, path, json] of calls) {
      const cookie = method === 'PUT' ? player.cookie : gm.cookie;
      const response = await ctx.request(path, { method, cookie, ...(json ? { json } : {}) });
      expect(await expectTypedRefusal(response, path)).toBe('CAMPAIGN_CLOSED');
    }
    const again = await ctx.request(`/api/campaigns/${campaign.id}/close`, {
      method: 'POST',
      cookie: gm.cookie,
    });
    expect((await expectJson<{ campaign: CampaignDetail }>(again, 200)).campaign.status).toBe('closed');
  });

  it('lets a player leave a closed campaign, which then leaves their list', async () => {
    const left = await ctx.request(`/api/campaigns/${campaign.id}/leave`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(left.status).toBe(204);
    expect((await list(player.cookie)).map((row) => row.id)).not.toContain(campaign.id);
  });
});
