import type { Npc } from '@edgeforge/contracts/gm';
import { describe, expect, it } from 'vitest';
import { createCampaignThroughApi, expectJson } from './support/campaigns.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';
import { npcRosterSuite } from './support/npc-roster.ts';

// A campaign's NPC roster (docs/rules/gm.md#npcs): its GM's alone, rolled by tier or built by hand.

const t = npcRosterSuite();
const { roster, roll, list } = t;
const post = (cookie: string, path: string, json?: unknown) =>
  t.ctx.request(path, { method: 'POST', cookie, ...(json === undefined ? {} : { json }) });

describe('the NPC roster', () => {
  it('rolls five Mooks and a Lieutenant by the tier table, with HP by the formula', async () => {
    const mooks = await roll(t.gm.cookie, { tier: 'mook', count: 5 });
    const [lieutenant] = await roll(t.gm.cookie, { tier: 'lieutenant', count: 1, role: 'solo' });
    expect(mooks).toHaveLength(5);
    for (const npc of mooks) {
      const { BODY, WILL } = npc.build.attributes;
      expect(npc).toMatchObject({ status: 'active', sp: { body: 7, head: 7 }, weight: 1 });
      expect(npc.name).toMatch(/^Mook \S+ \S+/);
      expect(npc.hp).toBe(10 + 5 * Math.ceil((BODY + WILL) / 2));
      expect(npc.build.weapons).toHaveLength(1);
    }
    expect(lieutenant).toMatchObject({ sp: { body: 11, head: 11 }, weight: 2, build: { role: 'solo' } });
    const ids = (npcs: Npc[]) => npcs.map((npc) => npc.id).sort();
    expect(ids(await list())).toEqual(ids([...mooks, lieutenant!]));
  });

  it('builds one by hand within the rules, and refuses one that breaks them with nothing written', async () => {
    const source = (await list()).find((npc) => npc.build.tier === 'mook');
    const build = { ...source!.build, tier: 'boss' as const };
    const made = await expectJson<{ npc: Npc }>(
      await post(t.gm.cookie, roster(), { name: 'Vex', build }),
      201,
    );
    expect(made.npc).toMatchObject({ name: 'Vex', weight: 4, sp: { body: 7, head: 7 } });
    const before = await snapshotRows(t.ctx);
    // A Mook's STATs stop at 6.
    const broken = { ...source!.build, attributes: { ...build.attributes, REF: 8 } };
    const refused = await post(t.gm.cookie, roster(), { name: 'Too fast', build: broken });
    expect(await expectTypedRefusal(refused)).toBe('RULES_VIOLATION');
    expect(await snapshotRows(t.ctx)).toEqual(before);
  });

  it('edits, duplicates and retires an NPC', async () => {
    const [first] = await list();
    const path = `${roster()}/${first!.id}`;
    const renamed = await t.ctx.request(path, {
      method: 'PUT',
      cookie: t.gm.cookie,
      json: { name: 'Rook', build: first!.build },
    });
    expect((await expectJson<{ npc: Npc }>(renamed, 200)).npc.name).toBe('Rook');
    const copy = await expectJson<{ npc: Npc }>(await post(t.gm.cookie, `${path}/duplicate`), 201);
    expect(copy.npc).toMatchObject({ name: 'Rook (copy)', build: first!.build, status: 'active' });
    const retired = await expectJson<{ npc: Npc }>(await post(t.gm.cookie, `${path}/retire`), 200);
    expect(retired.npc.status).toBe('retired');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await snapshotRows(t.ctx);
    for (const bad of [
      { tier: 'mook', count: 0 },
      { tier: 'mook', count: 21 },
      { tier: 'god', count: 1 },
      { tier: 'mook', count: 1, extra: true },
      { tier: 'mook', count: 1.5 },
    ]) {
      expect(await expectTypedRefusal(await post(t.gm.cookie, `${roster()}/roll`, bad))).toBe(
        'VALIDATION_FAILED',
      );
    }
    const [npc] = await list();
    const badNames = ['', 'x'.repeat(51), 'bell\u0007'];
    for (const name of badNames) {
      const response = await post(t.gm.cookie, roster(), { name, build: npc!.build });
      expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
    }
    expect(await snapshotRows(t.ctx)).toEqual(before);
  });

  it("is the GM's alone: a player, a stranger and another campaign's GM get the 404 of an unknown campaign", async () => {
    const [npc] = await list();
    const other = await t.ctx.signUp();
    const otherCampaign = (await createCampaignThroughApi(t.ctx, other.cookie)).id;
    const before = await snapshotRows(t.ctx);
    for (const cookie of [t.player.cookie, other.cookie]) {
      expect(await expectTypedRefusal(await t.ctx.request(roster(), { cookie }))).toBe('NOT_FOUND');
      expect(
        await expectTypedRefusal(await post(cookie, `${roster()}/roll`, { tier: 'mook', count: 1 })),
      ).toBe('NOT_FOUND');
      expect(await expectTypedRefusal(await post(cookie, `${roster()}/${npc!.id}/retire`))).toBe('NOT_FOUND');
    }
    // The other GM names this roster's NPC through their own campaign: still unknown there.
    const foreign = await post(other.cookie, `${roster(otherCampaign)}/${npc!.id}/duplicate`);
    expect(await expectTypedRefusal(foreign)).toBe('NOT_FOUND');
    expect(await list(other.cookie, otherCampaign)).toEqual([]);
    expect(await snapshotRows(t.ctx)).toEqual(before);
  });
});
