import { validateFoundryActor } from '@edgeforge/foundry/validate';
import { NPC_TIERS } from '@edgeforge/rules/gm/npc-tiers';
import { describe, expect, it } from 'vitest';
import { createCampaignThroughApi } from './support/campaigns.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';
import { npcRosterSuite } from './support/npc-roster.ts';

// One NPC of the roster downloaded as a Foundry VTT mook actor (docs/character-export.md): the
// campaign's GM's alone, the one 404 to anyone else, as every NPC route.

const t = npcRosterSuite();
const { roster } = t;
const exportPath = (npcId: string, id = t.campaignId) => `${roster(id)}/${npcId}/export/foundry`;
const roll = async (tier: string, role?: string) =>
  (await t.roll(t.gm.cookie, { tier, count: 1, ...(role ? { role } : {}) }))[0]!;

describe("an NPC's Foundry export", () => {
  it.each(NPC_TIERS)('downloads a rolled %s as a mook actor file that validates', async (tier) => {
    const npc = await roll(tier);
    const response = await t.ctx.request(exportPath(npc.id), { cookie: t.gm.cookie });
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
    const renamed = await t.ctx.request(`${roster()}/${npc.id}`, {
      method: 'PUT',
      cookie: t.gm.cookie,
      json: { name: 'Zoë "Rook" Ng', build: npc.build },
    });
    expect(renamed.status).toBe(200);
    const response = await t.ctx.request(exportPath(npc.id), { cookie: t.gm.cookie });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fvtt-Actor-zoe-rook-ng.json"',
    );
    expect(((await response.json()) as { name: string }).name).toBe('Zoë "Rook" Ng');
  });

  it("is the GM's alone: others get an unknown campaign's 404, the GM an unknown NPC's", async () => {
    const npc = await roll('lieutenant');
    const other = await t.ctx.signUp();
    const otherCampaign = (await createCampaignThroughApi(t.ctx, other.cookie)).id;
    const before = await snapshotRows(t.ctx);
    const bodyOf = async (path: string, cookie: string) => {
      const response = await t.ctx.request(path, { cookie });
      expect(response.status, path).toBe(404);
      return response.json();
    };
    const missingCampaign = await bodyOf(
      exportPath(npc.id, '00000000-0000-4000-8000-000000000000'),
      t.gm.cookie,
    );
    expect(await bodyOf(exportPath(npc.id), t.player.cookie)).toEqual(missingCampaign);
    expect(await bodyOf(exportPath(npc.id), other.cookie)).toEqual(missingCampaign);
    const missingNpc = await bodyOf(exportPath('00000000-0000-4000-8000-000000000000'), t.gm.cookie);
    expect(missingNpc).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(await bodyOf(exportPath('not-an-id'), t.gm.cookie)).toEqual(missingNpc);
    // The other GM names this roster's NPC through their own campaign: unknown there.
    expect(await bodyOf(exportPath(npc.id, otherCampaign), other.cookie)).toEqual(missingNpc);
    const signedOut = await t.ctx.request(exportPath(npc.id));
    expect(await expectTypedRefusal(signedOut)).toBe('UNAUTHENTICATED');
    expect(await snapshotRows(t.ctx)).toEqual(before);
  });
});
