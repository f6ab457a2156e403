import type { CharacterSheet, FullCharacter } from '@edgeforge/contracts/api';
import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import type { Draft } from '@edgeforge/contracts/draft';
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
import {
  buildSaveRequest,
  buildUpdateRequest,
  countCharacterRows,
  openForEdit,
  saveThroughApi,
} from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

// A character built for a campaign joins its party on save; the GM reads a player's full sheet and
// changes nothing of it (decision 022).

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['signUp']>>;
let gm: User;
let player: User;
let campaign: CampaignDetail;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  gm = await ctx.signUp();
  player = await ctx.signUp();
  campaign = await createCampaignThroughApi(ctx, gm.cookie, { allowedMethods: ['streetrat'] });
  await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, campaign.id));
});
afterAll(() => ctx.close());

const save = (cookie: string, draft = buildDraft({ campaignId: campaign.id })) =>
  ctx.request('/api/characters', {
    method: 'POST',
    cookie,
    json: buildSaveRequest({ draft, portrait: null }),
  });

describe('a character built for a campaign', () => {
  it.each([
    ['a method the GM does not allow', 'CAMPAIGN_METHOD_NOT_ALLOWED', { characterType: 'edgerunner' }],
    [
      'house rules the GM does not take',
      'CAMPAIGN_HOUSE_RULES_REFUSED',
      { houseRules: { enabled: true, statRerolls: false } },
    ],
  ] as const)('with %s is refused with %s and nothing is saved', async (_, code, change) => {
    const before = await countCharacterRows(ctx);
    const response = await save(player.cookie, buildDraft({ ...change, campaignId: campaign.id }));
    expect(await expectTypedRefusal(response)).toBe(code);
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('for a campaign the player does not sit at is the 404 of an unknown campaign, and nothing is saved', async () => {
    const stranger = await ctx.signUp();
    const before = await countCharacterRows(ctx);
    for (const campaignId of [campaign.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await save(stranger.cookie, buildDraft({ campaignId }));
      expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    }
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('joins the party on save', async () => {
    const { character } = await expectJson<{ character: FullCharacter }>(await save(player.cookie), 201);
    const party = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(party.map((member) => member.character?.id)).toEqual([character.id]);
  });

  it('is refused once the player already brought one, and nothing is saved', async () => {
    const before = await countCharacterRows(ctx);
    expect(await expectTypedRefusal(await save(player.cookie))).toBe('CAMPAIGN_CHARACTER_ATTACHED');
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('keeps to the table when edited: house rules the GM does not take are refused, a new name is not', async () => {
    const [seat] = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    const id = seat!.character!.id;
    const read = async () =>
      (
        await expectJson<{ character: FullCharacter }>(
          await ctx.request(`/api/characters/${id}`, { cookie: player.cookie }),
          200,
        )
      ).character;
    const put = async (changes: Partial<Draft>) =>
      ctx.request(`/api/characters/${id}`, {
        method: 'PUT',
        cookie: player.cookie,
        json: buildUpdateRequest(await openForEdit(ctx, player.cookie, id), await read(), changes),
      });
    const before = await read();
    const refused = await put({ houseRules: { enabled: true, statRerolls: false } });
    expect(await expectTypedRefusal(refused)).toBe('CAMPAIGN_HOUSE_RULES_REFUSED');
    expect(await read()).toEqual(before);
    expect((await put({ lastName: 'Ishikawa' })).status).toBe(200);
    expect((await read()).name_last).toBe('Ishikawa');
  });

  it('refuses a campaign id that is no id with 400 VALIDATION_FAILED', async () => {
    const draft = { ...buildDraft(), campaignId: 'not-an-id' };
    expect(await expectTypedRefusal(await save(player.cookie, draft))).toBe('VALIDATION_FAILED');
  });
});

describe("the GM and a player's sheet", () => {
  let table: CampaignDetail;
  let character: FullCharacter;
  let member: User;
  beforeAll(async () => {
    member = await ctx.signUp();
    table = await createCampaignThroughApi(ctx, gm.cookie, { name: 'Sheets' });
    const tableToken = await inviteThroughApi(ctx, gm.cookie, table.id);
    await joinThroughApi(ctx, player.cookie, tableToken);
    await joinThroughApi(ctx, member.cookie, tableToken);
    character = await saveThroughApi(ctx, player.cookie);
    await attachThroughApi(ctx, player.cookie, table.id, character.id);
  });

  it('the GM reads the full sheet, marked as a read-only view', async () => {
    const read = await expectJson<CharacterSheet>(
      await ctx.request(`/api/characters/${character.id}`, { cookie: gm.cookie }),
      200,
    );
    expect(read.access).toBe('gm');
    expect(read.campaign).toEqual({ id: table.id, name: 'Sheets' });
    expect(read.character).toEqual(character);
  });

  it('the GM cannot retire it, and another player at the table cannot read it', async () => {
    const retire = await ctx.request(`/api/characters/${character.id}/retire`, {
      method: 'POST',
      cookie: gm.cookie,
    });
    expect(await expectTypedRefusal(retire)).toBe('NOT_FOUND');
    const other = await ctx.request(`/api/characters/${character.id}`, { cookie: member.cookie });
    expect(await expectTypedRefusal(other)).toBe('NOT_FOUND');
    const own = await expectJson<CharacterSheet>(
      await ctx.request(`/api/characters/${character.id}`, { cookie: player.cookie }),
      200,
    );
    expect(own.character.status).toBe('active');
  });

  it("the GM's view ends when the character leaves the party", async () => {
    const detach = await ctx.request(`/api/campaigns/${table.id}/character`, {
      method: 'DELETE',
      cookie: player.cookie,
    });
    expect(detach.status).toBe(200);
    const read = await ctx.request(`/api/characters/${character.id}`, { cookie: gm.cookie });
    expect(await expectTypedRefusal(read)).toBe('NOT_FOUND');
  });
});
