import { DELETE_CONFIRMATION_WORD } from '@edgeforge/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaignWorld } from './support/campaign-world.ts';
import { LIFTED_INVITE_LIMITS, readCampaign } from './support/campaigns.ts';
import { buildUpdateRequest, openForEdit, saveThroughApi } from './support/characters.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from './support/harness.ts';
import { campaignChannel, characterChannel, type LiveReader, openLive } from './support/live.ts';
import { applyThroughApi, SAMPLE_COMMANDS } from './support/play.ts';

// A character's edit, retirement and deletion (with its owner's account) reach the live streams of the
// character and of its campaign once committed (decision 042): the GM's refetch shows the new state.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
}, 60_000);
afterAll(() => ctx.close());

/** A table, the GM's and the owner's streams on it, and a stranger's stream on a character of their own. */
async function tableWithStreams() {
  const world = await buildCampaignWorld(ctx);
  const campaign = campaignChannel(world.campaignId);
  const character = characterChannel(world.memberCharacter.id);
  const strangerCharacter = await saveThroughApi(ctx, world.users.other.cookie);
  return {
    world,
    campaign,
    character,
    gm: await openLive(ctx, world.users.gm.cookie, [campaign, character]),
    owner: await openLive(ctx, world.users.member.cookie, [character]),
    strangerCharacter,
    stranger: await openLive(ctx, world.users.other.cookie, [characterChannel(strangerCharacter.id)]),
  };
}

/** The next `count` events of a stream, in the order the two publishers' notices happened to come. */
async function nextEvents(live: LiveReader, count: number) {
  const events = [];
  for (let i = 0; i < count; i += 1) events.push(await live.next());
  return events.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/**
 * The stranger heard nothing of the table: the first event on their stream is the change they made
 * afterwards to their own character.
 */
async function expectStrangerHeardNothing(table: Awaited<ReturnType<typeof tableWithStreams>>) {
  const own = table.strangerCharacter.id;
  await applyThroughApi(ctx, table.world.users.other.cookie, own, SAMPLE_COMMANDS.takeDamage);
  expect(await table.stranger.next()).toEqual({ event: 'change', data: { channel: characterChannel(own) } });
}

/** The GM hears the character and its campaign changed, the owner the character: the GM's refetch. */
async function gmRefetchAfterNotices(table: Awaited<ReturnType<typeof tableWithStreams>>) {
  expect(await nextEvents(table.gm, 2)).toEqual([change(table.campaign), change(table.character)]);
  expect(await table.owner.next()).toEqual(change(table.character));
  return readCampaign(ctx, table.world.users.gm.cookie, table.world.campaignId);
}

const change = (channel: string) => ({ event: 'change', data: { channel } });
const closeAll = (...streams: LiveReader[]) => Promise.all(streams.map((live) => live.cancel()));

describe("a character's own changes on the live streams", () => {
  it('an edit tells the owner, and the GM refetches the new name', async () => {
    const table = await tableWithStreams();
    const { world } = table;
    const id = world.memberCharacter.id;
    const opened = await openForEdit(ctx, world.users.member.cookie, id);
    const response = await ctx.request(`/api/characters/${id}`, {
      method: 'PUT',
      cookie: world.users.member.cookie,
      json: buildUpdateRequest(opened, world.memberCharacter, { firstName: 'Renamed' }),
    });
    expect(response.status).toBe(200);
    const seen = await gmRefetchAfterNotices(table);
    expect(seen.party.map((seat) => seat.character?.name_first)).toContain('Renamed');
    await expectStrangerHeardNothing(table);
    await closeAll(table.gm, table.owner, table.stranger);
  });

  it('a retirement tells the owner, and the GM refetches it retired', async () => {
    const table = await tableWithStreams();
    const { world } = table;
    const id = world.memberCharacter.id;
    const response = await ctx.request(`/api/characters/${id}/retire`, {
      method: 'POST',
      cookie: world.users.member.cookie,
    });
    expect(response.status).toBe(200);
    const seen = await gmRefetchAfterNotices(table);
    expect(seen.party.find((seat) => seat.character?.id === id)?.character?.status).toBe('retired');
    await expectStrangerHeardNothing(table);
    await closeAll(table.gm, table.owner, table.stranger);
  });

  it("the owner's account deletion drops the character from the GM's stream, and the refetch has it gone", async () => {
    const table = await tableWithStreams();
    const { world } = table;
    const id = world.memberCharacter.id;
    const response = await ctx.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: world.users.member.cookie,
      json: { password: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION_WORD },
    });
    expect(response.status).toBe(200);
    expect(await table.gm.next()).toEqual({ event: 'drop', data: { channel: table.character } });
    expect(await table.gm.next()).toEqual(change(table.campaign));
    // The owner's own stream follows a character no one may read now: it ends.
    expect(await table.owner.ended()).toEqual([{ event: 'drop', data: { channel: table.character } }]);
    const seen = await readCampaign(ctx, world.users.gm.cookie, world.campaignId);
    expect(seen.party.some((seat) => seat.character?.id === id)).toBe(false);
    const read = await ctx.request(`/api/characters/${id}/play`, { cookie: world.users.gm.cookie });
    expect(read.status).toBe(404);
    await expectStrangerHeardNothing(table);
    await closeAll(table.gm, table.stranger);
  });
});
