import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { characters } from '../src/db/schema/characters.ts';
import { CAMPAIGN_ACTIONS, campaignScope, inviteAdmits } from '../src/domain/campaigns/policies.ts';
import { CHARACTER_ACTIONS, characterScope } from '../src/domain/characters/policies.ts';
import {
  attachThroughApi,
  createCampaignThroughApi,
  inviteThroughApi,
  joinThroughApi,
} from './support/campaigns.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
let gm: { userId: string };
let player: { userId: string };
let campaignId: string;
let attached: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const gmUser = await ctx.signUp();
  const playerUser = await ctx.signUp();
  gm = { userId: gmUser.user.id };
  player = { userId: playerUser.user.id };
  campaignId = (await createCampaignThroughApi(ctx, gmUser.cookie)).id;
  await joinThroughApi(ctx, playerUser.cookie, await inviteThroughApi(ctx, gmUser.cookie, campaignId));
  attached = (await saveThroughApi(ctx, playerUser.cookie)).id;
  await attachThroughApi(ctx, playerUser.cookie, campaignId, attached);
});
afterAll(() => ctx.close());

describe('the GM and a character in their party', () => {
  it.each(CHARACTER_ACTIONS)(
    '%s: granted to the GM to view and download only, and always to its owner',
    async (action) => {
      const ids = async (userId: string) => {
        const scope = characterScope({ userId }, action);
        return (await ctx.deps.db.select({ id: characters.id }).from(characters).where(scope.where)).map(
          (r) => r.id,
        );
      };
      // Reading the sheet, and its three downloads (decision 052); never changing, sharing or retiring it.
      expect(await ids(gm.userId)).toEqual(action === 'view' || action === 'download' ? [attached] : []);
      expect(await ids(player.userId)).toEqual([attached]);
    },
  );
});

describe('campaign policies', () => {
  const expected: Record<(typeof CAMPAIGN_ACTIONS)[number], { gm: boolean; player: boolean }> = {
    list: { gm: true, player: true },
    view: { gm: true, player: true },
    manage: { gm: true, player: false },
    play: { gm: false, player: true },
  };
  it.each(CAMPAIGN_ACTIONS)(
    '%s: grants the GM and the player what their seat allows, nobody else anything',
    async (action) => {
      const sees = async (userId: string) => {
        const scope = campaignScope({ userId }, action);
        expect(scope.action).toBe(action);
        return (await ctx.deps.db.select({ id: campaigns.id }).from(campaigns).where(scope.where)).length > 0;
      };
      expect(await sees(gm.userId)).toBe(expected[action].gm);
      expect(await sees(player.userId)).toBe(expected[action].player);
      expect(await sees('a-user-at-no-table')).toBe(false);
    },
  );
});

describe('inviteAdmits', () => {
  const made = new Date('2077-05-01T12:00:00Z');
  const now = new Date('2077-05-02T12:00:00Z');
  const invite = { createdAt: made, revokedAt: null, expiresAt: null };
  const open = { status: 'open' };
  it.each([
    ['a live invite, a newcomer', invite, null, true],
    ['a revoked invite', { ...invite, revokedAt: now }, null, false],
    ['an expired invite', { ...invite, expiresAt: new Date('2077-05-02T11:59:59Z') }, null, false],
    ['an invite expiring later', { ...invite, expiresAt: new Date('2077-05-03T00:00:00Z') }, null, true],
    ['a player who left', invite, { status: 'left', leftAt: new Date('2077-05-01T13:00:00Z') }, true],
    [
      'a player removed after the invite',
      invite,
      { status: 'removed', leftAt: new Date('2077-05-01T13:00:00Z') },
      false,
    ],
    [
      'a player removed before the invite',
      invite,
      { status: 'removed', leftAt: new Date('2077-04-30T13:00:00Z') },
      true,
    ],
  ] as const)('%s', (_, given, membership, admits) => {
    expect(inviteAdmits(given, open, membership, now)).toBe(admits);
  });
  it('a closed campaign: refuses even a live invite, to a newcomer or a player who left', () => {
    const closed = { status: 'closed' };
    expect(inviteAdmits(invite, closed, null, now)).toBe(false);
    expect(
      inviteAdmits(invite, closed, { status: 'left', leftAt: new Date('2077-05-01T13:00:00Z') }, now),
    ).toBe(false);
  });
});
