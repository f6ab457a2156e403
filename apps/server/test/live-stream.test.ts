import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaignWorld, type CampaignWorld } from './support/campaign-world.ts';
import {
  attachThroughApi,
  createCampaignThroughApi,
  inviteThroughApi,
  joinThroughApi,
  LIFTED_INVITE_LIMITS,
} from './support/campaigns.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';
import { campaignChannel, characterChannel, openLive, readLive, requestLive } from './support/live.ts';
import { applyThroughApi, readPlay, SAMPLE_COMMANDS } from './support/play.ts';

// The live stream (decision 042): who may follow which channel, what a change tells each follower, and
// how a removal ends a follower's reach. A notice names the channel only; the tab refetches it.

let ctx: TestContext;
let world: CampaignWorld;
/** A player of another campaign, with a character in that party. */
let outsider: { cookie: string; characterId: string };
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  world = await buildCampaignWorld(ctx);
  const otherGm = await ctx.signUp();
  const other = await createCampaignThroughApi(ctx, otherGm.cookie, { name: 'Another Table' });
  const player = await ctx.signUp();
  await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, otherGm.cookie, other.id));
  const character = await saveThroughApi(ctx, player.cookie);
  await attachThroughApi(ctx, player.cookie, other.id, character.id);
  outsider = { cookie: player.cookie, characterId: character.id };
}, 60_000);
afterAll(() => ctx.close());

const member = () => world.memberCharacter.id;

describe('following channels', () => {
  it('tells the owner and the GM that the character changed, and nothing of the change itself', async () => {
    const owner = await openLive(ctx, world.users.member.cookie, [characterChannel(member())]);
    const gm = await openLive(ctx, world.users.gm.cookie, [
      campaignChannel(world.campaignId),
      characterChannel(member()),
    ]);
    await applyThroughApi(ctx, world.users.member.cookie, member(), SAMPLE_COMMANDS.takeDamage);
    for (const live of [owner, gm]) {
      expect(await live.next()).toEqual({ event: 'change', data: { channel: characterChannel(member()) } });
      await live.cancel();
    }
  });

  it("tells the owner of the GM's private roll no more than the owner's play read shows", async () => {
    const owner = await openLive(ctx, world.users.member.cookie, [characterChannel(member())]);
    const roll = { ...SAMPLE_COMMANDS.roll, private: true } as typeof SAMPLE_COMMANDS.roll;
    const { event } = await applyThroughApi(ctx, world.users.gm.cookie, member(), roll);
    expect(await owner.next()).toEqual({ event: 'change', data: { channel: characterChannel(member()) } });
    const seen = await readPlay(ctx, world.users.member.cookie, member());
    expect(seen.events.map((e) => e.id)).not.toContain(event.id);
    await owner.cancel();
  });

  it('tells the party a change of the campaign', async () => {
    const gm = await openLive(ctx, world.users.gm.cookie, [campaignChannel(world.campaignId)]);
    const response = await ctx.request(`/api/campaigns/${world.campaignId}/invite`, {
      method: 'DELETE',
      cookie: world.users.gm.cookie,
    });
    expect(response.status).toBe(200);
    expect(await gm.next()).toEqual({
      event: 'change',
      data: { channel: campaignChannel(world.campaignId) },
    });
    await gm.cancel();
  });

  const refusedChannels = {
    "a stranger, the member's character": () => ['other', [characterChannel(member())]] as const,
    'a stranger, the campaign': () => ['other', [campaignChannel(world.campaignId)]] as const,
    "a removed player, the member's character": () => ['removed', [characterChannel(member())]] as const,
    'a removed player, the campaign': () => ['removed', [campaignChannel(world.campaignId)]] as const,
    'a former player, the campaign': () => ['former', [campaignChannel(world.campaignId)]] as const,
    "the member, another player's character": () =>
      ['member', [characterChannel(outsider.characterId)]] as const,
  };
  it.each(Object.entries(refusedChannels))('refuses %s as the 404 of an unknown id', async (_, cell) => {
    const [role, channels] = cell();
    const response = await requestLive(ctx, world.users[role].cookie, channels);
    expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
  });

  it('refuses a player of another campaign, and a whole request when one channel is out of reach', async () => {
    for (const channels of [
      [campaignChannel(world.campaignId)],
      [characterChannel(member())],
      [characterChannel(outsider.characterId), characterChannel(member())],
    ]) {
      expect(await expectTypedRefusal(await requestLive(ctx, outsider.cookie, channels))).toBe('NOT_FOUND');
    }
  });

  it('refuses malformed channel lists with a typed 400 and the signed-out with a 401', async () => {
    for (const query of ['', '?channels=', '?channels=campaign:nope', '?channels=user:1', '?x=1']) {
      const response = await ctx.request(`/api/live${query}`, { cookie: world.users.gm.cookie });
      expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
    }
    const twice = [campaignChannel(world.campaignId), campaignChannel(world.campaignId)];
    expect(await expectTypedRefusal(await requestLive(ctx, world.users.gm.cookie, twice))).toBe(
      'VALIDATION_FAILED',
    );
    const signedOut = await requestLive(ctx, undefined, [campaignChannel(world.campaignId)]);
    expect(await expectTypedRefusal(signedOut)).toBe('UNAUTHENTICATED');
  });
});

describe('a player removed from the campaign', () => {
  it("loses the campaign's channel, the GM the character's, and a stream with nothing left ends", async () => {
    const table = await buildCampaignWorld(ctx);
    const campaign = campaignChannel(table.campaignId);
    const character = characterChannel(table.memberCharacter.id);
    const player = await openLive(ctx, table.users.member.cookie, [campaign, character]);
    const playerCampaignOnly = await openLive(ctx, table.users.member.cookie, [campaign]);
    const gm = await openLive(ctx, table.users.gm.cookie, [campaign, character]);
    const removal = await ctx.request(
      `/api/campaigns/${table.campaignId}/members/${table.users.member.user.id}`,
      {
        method: 'DELETE',
        cookie: table.users.gm.cookie,
      },
    );
    expect(removal.status).toBe(200);
    expect(await player.next()).toEqual({ event: 'drop', data: { channel: campaign } });
    expect(await playerCampaignOnly.ended()).toEqual([{ event: 'drop', data: { channel: campaign } }]);
    expect(await gm.next()).toEqual({ event: 'drop', data: { channel: character } });
    expect(await gm.next()).toEqual({ event: 'change', data: { channel: campaign } });
    // The player still owns the character: its channel goes on.
    await applyThroughApi(
      ctx,
      table.users.member.cookie,
      table.memberCharacter.id,
      SAMPLE_COMMANDS.takeDamage,
    );
    expect(await player.next()).toEqual({ event: 'change', data: { channel: character } });
    await Promise.all([player.cancel(), gm.cancel()]);
  });
});

describe('streams and the hub', () => {
  it('forgets a stream the tab hung up', async () => {
    const before = ctx.deps.live.hub.size();
    const response = await requestLive(ctx, world.users.gm.cookie, [campaignChannel(world.campaignId)]);
    const live = readLive(response);
    expect((await live.next()).event).toBe('ready');
    expect(ctx.deps.live.hub.size()).toBe(before + 1);
    await live.cancel();
    await expect.poll(() => ctx.deps.live.hub.size()).toBe(before);
  });
});
