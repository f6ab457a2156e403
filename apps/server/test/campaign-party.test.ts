import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
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
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

// The party (decision 022): a player brings one saved character, fitting the table's house settings,
// takes it back or leaves; the GM reads the numbers and may remove a player.

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['signUp']>>;
let gm: User;
let player: User;
let campaign: CampaignDetail;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  gm = await ctx.signUp();
  player = await ctx.signUp();
  campaign = await createCampaignThroughApi(ctx, gm.cookie, { allowedMethods: ['streetrat', 'edgerunner'] });
  token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
  await joinThroughApi(ctx, player.cookie, token);
});
afterAll(() => ctx.close());

const attach = (cookie: string, characterId: unknown, id = campaign.id) =>
  ctx.request(`/api/campaigns/${id}/character`, { method: 'PUT', cookie, json: { characterId } });
const detach = (cookie: string, id = campaign.id) =>
  ctx.request(`/api/campaigns/${id}/character`, { method: 'DELETE', cookie });
const sheet = (cookie: string, id: string) => ctx.request(`/api/characters/${id}`, { cookie });
const listed = async (cookie: string) =>
  (
    await expectJson<{ characters: CharacterSummary[] }>(
      await ctx.request('/api/characters', { cookie }),
      200,
    )
  ).characters;

describe('bringing a character', () => {
  let character: FullCharacter;
  beforeAll(async () => {
    character = await saveThroughApi(ctx, player.cookie);
  });

  it('shows it in the party with the numbers of its sheet', async () => {
    const page = await attachThroughApi(ctx, player.cookie, campaign.id, character.id);
    const stats = character.character_stats;
    expect(page.party).toEqual([
      {
        // The player's own view: their seat, with no account id.
        userId: null,
        isViewer: true,
        name: player.user.email.split('@')[0],
        joinedAt: expect.any(String),
        character: {
          id: character.id,
          name_first: character.name_first,
          name_last: character.name_last,
          portrait_url: character.portrait_url,
          role_id: character.role_id,
          role_ability_rank: stats.role_ability_rank,
          status: 'active',
          character_type: 'streetrat',
          hp: stats.derived_stats.hp,
          humanity: { current: stats.humanity?.current, max: stats.humanity?.max },
          emp: stats.humanity?.emp,
          attributes: stats.attributes,
          money: character.character_inventory.money,
          career_eb: null,
          house_rules: false,
        },
      },
    ]);
    expect(stats.humanity?.max).toBeGreaterThan(0);
    // The GM reads the same party, with each player's account id for a removal.
    const [seat] = page.party;
    const gmParty = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(gmParty).toEqual([{ ...seat, userId: player.user.id, isViewer: false }]);
  });

  it("names the campaign on the character's list row and sheet", async () => {
    const row = (await listed(player.cookie)).find((c) => c.id === character.id);
    expect(row?.campaign).toEqual({ id: campaign.id, name: campaign.name });
    const read = await expectJson<{ access: string; campaign: unknown }>(
      await sheet(player.cookie, character.id),
      200,
    );
    expect(read).toMatchObject({ access: 'owner', campaign: { id: campaign.id, name: campaign.name } });
  });

  it('refuses a second character at the same table; bringing the same one again changes nothing', async () => {
    const second = await saveThroughApi(ctx, player.cookie, buildSaveRequest({ portrait: null }));
    expect(await expectTypedRefusal(await attach(player.cookie, second.id))).toBe(
      'CAMPAIGN_CHARACTER_ATTACHED',
    );
    expect((await attach(player.cookie, character.id)).status).toBe(200);
    const party = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(party.map((member) => member.character?.id)).toEqual([character.id]);
  });

  it('refuses a character that plays in another campaign', async () => {
    const other = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Second table' });
    await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, other.id));
    expect(await expectTypedRefusal(await attach(player.cookie, character.id, other.id))).toBe(
      'CHARACTER_IN_CAMPAIGN',
    );
  });

  it("answers another player's character, or an unknown one, with the same 404", async () => {
    const theirs = await saveThroughApi(ctx, gm.cookie);
    const foreign = await attach(player.cookie, theirs.id);
    const body = await foreign.clone().json();
    expect(await expectTypedRefusal(foreign)).toBe('NOT_FOUND');
    const unknown = await attach(player.cookie, '00000000-0000-4000-8000-000000000000');
    expect(await unknown.json()).toEqual(body);
  });

  it.each([
    ['not an id', { characterId: 'x' }],
    ['no id', {}],
    ['an unknown key', { characterId: '00000000-0000-4000-8000-000000000000', userId: 'someone' }],
  ])('refuses a body with %s as 400 VALIDATION_FAILED', async (_, json) => {
    const response = await ctx.request(`/api/campaigns/${campaign.id}/character`, {
      method: 'PUT',
      cookie: player.cookie,
      json,
    });
    expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
  });

  it('keeps a retired character in the party, shown as retired', async () => {
    const retired = await ctx.request(`/api/characters/${character.id}/retire`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(retired.status).toBe(200);
    const party = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(party[0]?.character).toMatchObject({ id: character.id, status: 'retired' });
  });

  it('takes a character back out: the party seat is empty, the list row names no campaign', async () => {
    const page = await expectJson<{ campaign: CampaignDetail }>(await detach(player.cookie), 200);
    expect(page.campaign.party.map((member) => member.character)).toEqual([null]);
    expect((await detach(player.cookie)).status).toBe(200);
    const fresh = await saveThroughApi(ctx, player.cookie, buildSaveRequest({ portrait: null }));
    expect((await listed(player.cookie)).find((c) => c.id === fresh.id)?.campaign).toBeNull();
    // A retired character joins no party again.
    expect(await expectTypedRefusal(await attach(player.cookie, character.id))).toBe('CHARACTER_RETIRED');
  });
});

describe("the table's house settings", () => {
  let strict: CampaignDetail;
  let houseRules: FullCharacter;
  beforeAll(async () => {
    strict = await createCampaignThroughApi(ctx, gm.cookie, {
      name: 'By the book',
      allowedMethods: ['streetrat'],
    });
    const tableToken = await inviteThroughApi(ctx, gm.cookie, strict.id);
    await joinThroughApi(ctx, player.cookie, tableToken);
    houseRules = await saveThroughApi(
      ctx,
      player.cookie,
      buildSaveRequest({ draft: buildDraft({ houseRules: { enabled: true, statRerolls: false } }) }),
    );
  });

  it('refuse a character made with a method the GM does not allow', async () => {
    const edgerunner = await saveThroughApi(
      ctx,
      player.cookie,
      buildSaveRequest({ draft: buildDraft({ characterType: 'edgerunner' }) }),
    );
    expect(await expectTypedRefusal(await attach(player.cookie, edgerunner.id, strict.id))).toBe(
      'CAMPAIGN_METHOD_NOT_ALLOWED',
    );
  });

  it('refuse a house-rules character where the GM does not take them, and badge it where they do', async () => {
    expect(await expectTypedRefusal(await attach(player.cookie, houseRules.id, strict.id))).toBe(
      'CAMPAIGN_HOUSE_RULES_REFUSED',
    );
    const open = await createCampaignThroughApi(ctx, gm.cookie, {
      name: 'Anything goes',
      acceptsHouseRules: true,
    });
    await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, open.id));
    const page = await attachThroughApi(ctx, player.cookie, open.id, houseRules.id);
    expect(page.party[0]?.character).toMatchObject({ id: houseRules.id, house_rules: true });
  });
});

describe('leaving and removal', () => {
  it('a player who leaves takes the character along and no longer sees the campaign', async () => {
    const leaver = await ctx.signUp();
    await joinThroughApi(ctx, leaver.cookie, token);
    const character = await saveThroughApi(ctx, leaver.cookie, buildSaveRequest({ portrait: null }));
    await attachThroughApi(ctx, leaver.cookie, campaign.id, character.id);
    const left = await ctx.request(`/api/campaigns/${campaign.id}/leave`, {
      method: 'POST',
      cookie: leaver.cookie,
    });
    expect(left.status).toBe(204);
    const party = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(party.map((member) => member.userId)).not.toContain(leaver.user.id);
    expect(JSON.stringify(party)).not.toContain(character.id);
    expect(
      await expectTypedRefusal(await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: leaver.cookie })),
    ).toBe('NOT_FOUND');
    expect((await listed(leaver.cookie)).find((c) => c.id === character.id)?.campaign).toBeNull();
  });

  it('the GM removes a player: their character leaves the party; removing them again is a 404', async () => {
    const removed = await ctx.signUp();
    await joinThroughApi(ctx, removed.cookie, token);
    const character = await saveThroughApi(ctx, removed.cookie, buildSaveRequest({ portrait: null }));
    await attachThroughApi(ctx, removed.cookie, campaign.id, character.id);
    const path = `/api/campaigns/${campaign.id}/members/${removed.user.id}`;
    const page = await expectJson<{ campaign: CampaignDetail }>(
      await ctx.request(path, { method: 'DELETE', cookie: gm.cookie }),
      200,
    );
    expect(page.campaign.party.map((member) => member.userId)).not.toContain(removed.user.id);
    expect(await expectTypedRefusal(await ctx.request(path, { method: 'DELETE', cookie: gm.cookie }))).toBe(
      'NOT_FOUND',
    );
    expect(await expectTypedRefusal(await sheet(gm.cookie, character.id))).toBe('NOT_FOUND');
  });
});

describe('what the party shows of its players', () => {
  it("shows a player no other user's id, and the GM the ids a removal needs", async () => {
    const other = await ctx.signUp();
    await joinThroughApi(ctx, other.cookie, token);
    const seen = await readCampaign(ctx, player.cookie, campaign.id);
    const text = JSON.stringify(seen);
    expect(text).not.toContain(other.user.id);
    expect(text).not.toContain(gm.user.id);
    expect(seen.party.map((member) => member.isViewer)).toContain(true);
    expect(seen.party.find((member) => member.name === other.user.email.split('@')[0])).toMatchObject({
      isViewer: false,
    });
    const gmView = await readCampaign(ctx, gm.cookie, campaign.id);
    expect(gmView.party.map((member) => member.userId)).toEqual(
      expect.arrayContaining([player.user.id, other.user.id]),
    );
  });
});
