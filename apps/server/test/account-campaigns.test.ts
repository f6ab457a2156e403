import type { CampaignDetail, CampaignSummary } from '@edgeforge/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachThroughApi,
  createCampaignThroughApi,
  expectJson,
  inviteThroughApi,
  joinThroughApi,
  LIFTED_INVITE_LIMITS,
  readCampaign,
} from './support/campaigns.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

// An account's campaigns in "download my data" and in its deletion (decision 022): the GM's campaigns
// close, the player's seats go, and nobody else loses their own data.

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['signUp']>>;
let gm: User;
let player: User;
let campaign: CampaignDetail;
let characterId: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  gm = await ctx.signUp();
  player = await ctx.signUp();
  campaign = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Exported' });
  token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
  await joinThroughApi(ctx, player.cookie, token);
  characterId = (await saveThroughApi(ctx, player.cookie)).id;
  await attachThroughApi(ctx, player.cookie, campaign.id, characterId);
});
afterAll(() => ctx.close());

const deleteAccount = (cookie: string) =>
  ctx.request('/api/auth/delete-user', {
    method: 'POST',
    cookie,
    json: { password: TEST_PASSWORD, confirmation: 'DELETE' },
  });
type Export = {
  campaigns: { running: { id: string; name: string }[]; memberships: Record<string, unknown>[] };
};
const exportOf = async (cookie: string) =>
  expectJson<Export>(await ctx.request('/api/account/export', { cookie }), 200);

describe('download my data', () => {
  it('holds the campaigns the user runs and every seat they took, never an invite token', async () => {
    const gmData = await exportOf(gm.cookie);
    expect(gmData.campaigns.running).toEqual([
      expect.objectContaining({ id: campaign.id, name: 'Exported' }),
    ]);
    expect(gmData.campaigns.memberships).toEqual([]);
    const playerData = await exportOf(player.cookie);
    expect(playerData.campaigns.running).toEqual([]);
    expect(playerData.campaigns.memberships).toEqual([
      {
        campaignId: campaign.id,
        campaignName: 'Exported',
        status: 'active',
        characterId,
        joinedAt: expect.any(String),
        leftAt: null,
      },
    ]);
    expect(JSON.stringify(gmData)).not.toContain(token);
  });
});

describe('deleting an account', () => {
  it("takes a player's seat and character out of the party; the GM's campaign goes on", async () => {
    const leaving = await ctx.signUp();
    await joinThroughApi(ctx, leaving.cookie, token);
    const theirs = await saveThroughApi(ctx, leaving.cookie);
    await attachThroughApi(ctx, leaving.cookie, campaign.id, theirs.id);
    expect((await deleteAccount(leaving.cookie)).status).toBe(200);
    const page = await readCampaign(ctx, gm.cookie, campaign.id);
    expect(page.status).toBe('open');
    expect(page.party.map((member) => member.userId)).toEqual([player.user.id]);
    expect(JSON.stringify(page)).not.toContain(theirs.id);
  });

  it("closes the GM's campaigns: the players keep them, closed, with no GM, and their characters are free", async () => {
    expect((await deleteAccount(gm.cookie)).status).toBe(200);
    const page = await readCampaign(ctx, player.cookie, campaign.id);
    expect(page).toMatchObject({ status: 'closed', gmName: null, invite: null });
    expect(page.party).toEqual([expect.objectContaining({ userId: null, isViewer: true, character: null })]);
    const list = await expectJson<{ campaigns: CampaignSummary[] }>(
      await ctx.request('/api/campaigns', { cookie: player.cookie }),
      200,
    );
    expect(list.campaigns[0]).toMatchObject({ id: campaign.id, status: 'closed', gmName: null });
    const join = await ctx.request('/api/invites/join', {
      method: 'POST',
      cookie: (await ctx.signUp()).cookie,
      json: { token },
    });
    expect(await expectTypedRefusal(join)).toBe('INVITE_NOT_VALID');
  });
});
