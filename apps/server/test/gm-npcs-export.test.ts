import type { Npc } from '@edgeforge/contracts/gm';
import { validateFoundryActor } from '@edgeforge/foundry/validate';
import { NPC_TIERS } from '@edgeforge/rules/gm/npc-tiers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaignThroughApi,
  expectJson,
  inviteThroughApi,
  joinThroughApi,
  LIFTED_INVITE_LIMITS,
} from './support/campaigns.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';

// One NPC of the roster downloaded as a Foundry VTT mook actor (docs/character-export.md): the
// campaign's GM's alone, the one 404 to anyone else, as every NPC route.

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['signUp']>>;
let gm: User;
let player: User;
let campaignId: string;

const roster = (id = campaignId) => `/api/campaigns/${id}/npcs`;
const exportPath = (npcId: string, id = campaignId) => `${roster(id)}/${npcId}/export/foundry`;
const roll = async (tier: string, role?: string) => {
  const response = await ctx.request(`${roster()}/roll`, {
    method: 'POST',
    cookie: gm.cookie,
    json: { tier, count: 1, ...(role ? { role } : {}) },
  });
  return (await expectJson<{ npcs: Npc[] }>(response, 201)).npcs[0]!;
};

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  gm = await ctx.signUp();
  player = await ctx.signUp();
  campaignId = (await createCampaignThroughApi(ctx, gm.cookie)).id;
  await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, campaignId));
});
afterAll(() => ctx.close());

describe("an NPC's Foundry export", () => {
  it.each(NPC_TIERS)('downloads a rolled %s as a mook actor file that validates', async (tier) => {
    const npc = await roll(tier);
    const response = await ctx.request(exportPath(npc.id), { cookie: gm.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="fvtt-Actor-[a-z0-9-]+\.json"$/,
    );
    const actor = (await response.json()) as {
      name: string;
      type: string;
      system: { derivedStats: { hp: { max: number }; seriouslyWounded: number } };
    };
    expect(validateFoundryActor(actor)).toEqual([]);
    expect(actor).toMatchObject({ name: npc.name, type: 'mook' });
    expect(actor.system.derivedStats.hp.max).toBe(npc.hp);
    expect(actor.system.derivedStats.seriouslyWounded).toBe(npc.seriouslyWounded);
  });

  it('names the file after the NPC', async () => {
    const npc = await roll('mook');
    const renamed = await ctx.request(`${roster()}/${npc.id}`, {
      method: 'PUT',
      cookie: gm.cookie,
      json: { name: 'Zoë "Rook" Ng', build: npc.build },
    });
    expect(renamed.status).toBe(200);
    const response = await ctx.request(exportPath(npc.id), { cookie: gm.cookie });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fvtt-Actor-zoe-rook-ng.json"',
    );
    expect(((await response.json()) as { name: string }).name).toBe('Zoë "Rook" Ng');
  });

  it("is the GM's alone: others get an unknown campaign's 404, the GM an unknown NPC's", async () => {
    const npc = await roll('lieutenant');
    const other = await ctx.signUp();
    const otherCampaign = (await createCampaignThroughApi(ctx, other.cookie)).id;
    const before = await snapshotRows(ctx);
    const bodyOf = async (path: string, cookie: string) => {
      const response = await ctx.request(path, { cookie });
      expect(response.status, path).toBe(404);
      return response.json();
    };
    const missingCampaign = await bodyOf(
      exportPath(npc.id, '00000000-0000-4000-8000-000000000000'),
      gm.cookie,
    );
    expect(await bodyOf(exportPath(npc.id), player.cookie)).toEqual(missingCampaign);
    expect(await bodyOf(exportPath(npc.id), other.cookie)).toEqual(missingCampaign);
    const missingNpc = await bodyOf(exportPath('00000000-0000-4000-8000-000000000000'), gm.cookie);
    expect(missingNpc).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(await bodyOf(exportPath('not-an-id'), gm.cookie)).toEqual(missingNpc);
    // The other GM names this roster's NPC through their own campaign: unknown there.
    expect(await bodyOf(exportPath(npc.id, otherCampaign), other.cookie)).toEqual(missingNpc);
    const signedOut = await ctx.request(exportPath(npc.id));
    expect(await expectTypedRefusal(signedOut)).toBe('UNAUTHENTICATED');
    expect(await snapshotRows(ctx)).toEqual(before);
  });
});
