import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import type { CompleteDraft, Draft } from '@edgeforge/contracts/draft';
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
import { buildSaveRequest, countCharacterRows, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

// A campaign's creation rules (docs/rules/gm.md#a-campaigns-creation-rules): its settings are editable
// by its GM, and its Complete Package STAT points are a variant the check and the door both hold.

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['signUp']>>;
let gm: User;
let player: User;
let campaign: CampaignDetail;

/** A Complete Package draft with 70 STAT points (7 in every STAT). */
const seventy = (changes: Partial<Draft> = {}) =>
  buildDraft({
    characterType: 'complete',
    ...changes,
    attributes: { INT: 7, REF: 7, DEX: 7, TECH: 7, COOL: 7, WILL: 7, LUCK: 7, MOVE: 7, BODY: 7, EMP: 7 },
  });

const save = (cookie: string, draft: CompleteDraft) =>
  ctx.request('/api/characters', {
    method: 'POST',
    cookie,
    json: buildSaveRequest({ draft, portrait: null }),
  });

const putSettings = (cookie: string, id: string, json: unknown) =>
  ctx.request(`/api/campaigns/${id}/settings`, { method: 'PUT', cookie, json });

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  gm = await ctx.signUp();
  player = await ctx.signUp();
  campaign = await createCampaignThroughApi(ctx, gm.cookie, {
    completeStatPoints: 70,
    acceptsHouseRules: false,
  });
  await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, campaign.id));
});
afterAll(() => ctx.close());

describe("a campaign's settings", () => {
  it('start at 62 STAT points unless the GM sets others', async () => {
    expect(campaign.completeStatPoints).toBe(70);
    expect((await createCampaignThroughApi(ctx, gm.cookie)).completeStatPoints).toBe(62);
  });

  it('are changed by the GM after creation', async () => {
    const table = await createCampaignThroughApi(ctx, gm.cookie);
    const settings = { allowedMethods: ['complete'], acceptsHouseRules: true, completeStatPoints: 80 };
    const changed = await expectJson<{ campaign: CampaignDetail }>(
      await putSettings(gm.cookie, table.id, settings),
      200,
    );
    expect(changed.campaign).toMatchObject(settings);
    expect(await readCampaign(ctx, gm.cookie, table.id)).toMatchObject(settings);
  });

  it('refuse other points, no method and unknown fields with 400, and change nothing', async () => {
    const valid = { allowedMethods: ['complete'], acceptsHouseRules: false, completeStatPoints: 70 };
    for (const bad of [
      { ...valid, completeStatPoints: 65 },
      { ...valid, completeStatPoints: '70' },
      { ...valid, allowedMethods: [] },
      { ...valid, pitch: 'more' },
    ]) {
      expect(await expectTypedRefusal(await putSettings(gm.cookie, campaign.id, bad))).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await readCampaign(ctx, gm.cookie, campaign.id)).completeStatPoints).toBe(70);
  });

  it("are the GM's alone: a player and a stranger get the 404 of an unknown campaign", async () => {
    const stranger = await ctx.signUp();
    const settings = { allowedMethods: ['streetrat'], acceptsHouseRules: true, completeStatPoints: 50 };
    for (const cookie of [player.cookie, stranger.cookie]) {
      expect(await expectTypedRefusal(await putSettings(cookie, campaign.id, settings))).toBe('NOT_FOUND');
    }
    expect((await readCampaign(ctx, gm.cookie, campaign.id)).completeStatPoints).toBe(70);
  });
});

describe('a Complete Package character of a 70-point campaign', () => {
  it('with 62 points, or claiming 70 with 62 spent, is refused and nothing is saved', async () => {
    const before = await countCharacterRows(ctx);
    const standard = buildDraft({ characterType: 'complete', campaignId: campaign.id });
    expect(await expectTypedRefusal(await save(player.cookie, standard))).toBe(
      'CAMPAIGN_STAT_POINTS_MISMATCH',
    );
    const short = { ...standard, campaignStatPoints: 70 as const };
    expect(await expectTypedRefusal(await save(player.cookie, short))).toBe('RULES_VIOLATION');
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('claiming 70 points for no campaign is refused; 70 points without the claim break the rules', async () => {
    const before = await countCharacterRows(ctx);
    expect(await expectTypedRefusal(await save(player.cookie, seventy({ campaignStatPoints: 70 })))).toBe(
      'CAMPAIGN_STAT_POINTS_MISMATCH',
    );
    expect(await expectTypedRefusal(await save(player.cookie, seventy()))).toBe('RULES_VIOLATION');
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('is saved into the party with no deviation and no house rules, its points on the sheet', async () => {
    const draft = seventy({ campaignId: campaign.id, campaignStatPoints: 70 });
    const { character } = await expectJson<{ character: FullCharacter }>(
      await save(player.cookie, draft),
      201,
    );
    expect(character.character_stats).toMatchObject({
      campaign_stat_points: 70,
      deviations: [],
      house_rules: { enabled: false },
    });
    const party = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(party.map((member) => member.character?.id)).toEqual([character.id]);
  });

  it('an existing 62-point character does not fit at the door of the 70-point table', async () => {
    const other = await ctx.signUp();
    await joinThroughApi(ctx, other.cookie, await inviteThroughApi(ctx, gm.cookie, campaign.id));
    const request = buildSaveRequest({ draft: buildDraft({ characterType: 'complete' }), portrait: null });
    const own = await saveThroughApi(ctx, other.cookie, request);
    const refused = ctx.request(`/api/campaigns/${campaign.id}/character`, {
      method: 'PUT',
      cookie: other.cookie,
      json: { characterId: own.id },
    });
    expect(await expectTypedRefusal(await refused)).toBe('CAMPAIGN_STAT_POINTS_MISMATCH');
    const party = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(party.map((member) => member.character?.id)).not.toContain(own.id);
    // Under house rules the GM takes, the 62-point character fits.
    await putSettings(gm.cookie, campaign.id, {
      allowedMethods: ['streetrat', 'edgerunner', 'complete'],
      acceptsHouseRules: true,
      completeStatPoints: 70,
    });
    const ticked = buildDraft({
      characterType: 'complete',
      houseRules: { enabled: true, statRerolls: false },
    });
    const houseRuled = await saveThroughApi(
      ctx,
      other.cookie,
      buildSaveRequest({ draft: ticked, portrait: null }),
    );
    await attachThroughApi(ctx, other.cookie, campaign.id, houseRuled.id);
    const after = (await readCampaign(ctx, gm.cookie, campaign.id)).party;
    expect(after.map((member) => member.character?.id)).toContain(houseRuled.id);
  });
});
