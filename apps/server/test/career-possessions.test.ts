import { randomUUID } from 'node:crypto';
import type { ShopCommand } from '@edgeforge/contracts/career-shop';
import type { Market } from '@edgeforge/contracts/market';
import { validateFoundryActor } from '@edgeforge/foundry/validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, LIFTED_INVITE_LIMITS, tableOfTwo } from './support/campaigns.ts';
import { stepThroughApi } from './support/career.ts';
import { saveThroughApi } from './support/characters.ts';
import { foundryExportOf, pdfTextOf } from './support/exports.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay } from './support/play.ts';

// What is bought after creation (decision 064) reaches everything that reads the character's
// possessions: play (a rifle bought is carried, loaded and fired; chrome raises BODY), the PDF sheet
// and the Foundry export, all through the one function `possessionsNow`.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
});
afterAll(() => ctx.close());

const RIFLE = 'weapon:assault-rifle';

async function shop(cookie: string, id: string, command: ShopCommand) {
  const response = await ctx.request(`/api/characters/${id}/career/shop`, {
    method: 'POST',
    cookie,
    json: { commandId: randomUUID(), command },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** An owner's saved character with 3,000eb more, self-awarded. */
async function funded() {
  const user = await ctx.signUp();
  const id = (await saveThroughApi(ctx, user.cookie)).id;
  await stepThroughApi(ctx, user.cookie, id, { kind: 'award', ledger: 'eb', amount: 3000, reason: 'A job' });
  return { cookie: user.cookie, id };
}

describe('possessions bought after creation', () => {
  it('a rifle and rounds bought after play began are carried, loaded and fired', async () => {
    const { cookie, id } = await funded();
    const before = (await readPlay(ctx, cookie, id)).play.state;
    expect(Object.values(before.weapons).some((weapon) => weapon.itemId === RIFLE)).toBe(false);
    await shop(cookie, id, { kind: 'buy', itemId: 'ammo:rifle-basic', quantity: 3 });
    await shop(cookie, id, { kind: 'buy', itemId: RIFLE, quantity: 1 });
    const bought = (await readPlay(ctx, cookie, id)).play.state;
    expect(bought.weapons[`${RIFLE}#1`]).toMatchObject({ loaded: 25, ammoId: 'ammo:rifle-basic' });
    expect(bought.spareAmmo['ammo:rifle-basic']).toBe(5);
    const fired = await applyThroughApi(ctx, cookie, id, {
      kind: 'fire',
      weaponId: `${RIFLE}#1`,
      mode: 'single',
    });
    expect(fired.play.state.weapons[`${RIFLE}#1`]?.loaded).toBe(24);
  });

  it('bought armour that beats the worn SP is worn', async () => {
    const { cookie, id } = await funded();
    await shop(cookie, id, { kind: 'buy', itemId: 'armor:heavy-armorjack-body', quantity: 1 });
    const { state } = (await readPlay(ctx, cookie, id)).play;
    expect(state.armor.body).toMatchObject({ itemId: 'armor:heavy-armorjack-body', sp: 13 });
  });

  it('chrome that raises BODY installed after creation raises BODY and maximum HP in play', async () => {
    const { cookie, id } = await funded();
    const before = (await readPlay(ctx, cookie, id)).play.state;
    await shop(cookie, id, {
      kind: 'install',
      itemId: 'cyberware:grafted-muscle-and-bone-lace',
      placement: [null],
    });
    const after = (await readPlay(ctx, cookie, id)).play.state;
    expect(after.stats.BODY).toBe(Math.min(10, before.stats.BODY + 2));
    expect(after.maxHp).toBeGreaterThan(before.maxHp);
    expect(after.humanity).toBeLessThan(before.humanity);
  });

  it('the PDF sheet and the Foundry export carry what was bought and installed', async () => {
    const { cookie, id } = await funded();
    const { text: before } = await pdfTextOf(ctx, cookie, id);
    expect(before).not.toContain('Assault Rifle');
    await shop(cookie, id, { kind: 'buy', itemId: RIFLE, quantity: 1 });
    await shop(cookie, id, { kind: 'install', itemId: 'cyberware:cybereye', placement: [null] });
    const { text } = await pdfTextOf(ctx, cookie, id);
    expect(text).toContain('Assault Rifle');
    expect(text).toContain('Cybereye');
    const { actor } = await foundryExportOf(ctx, cookie, id);
    expect(validateFoundryActor(actor, { publicUrl: TEST_ORIGIN })).toEqual([]);
    expect(
      actor.items.filter((item) => item.type === 'weapon' && item.name === 'Assault Rifle'),
    ).toHaveLength(1);
    expect(actor.items.some((item) => item.type === 'cyberware' && item.name === 'Cybereye')).toBe(true);
  });
});

describe("the Night Market's purchases", () => {
  it('reach play whether the character was played before the purchase or not', async () => {
    const t = await tableOfTwo(ctx);
    const campaign = `/api/campaigns/${t.campaignId}`;
    const post = (cookie: string, path: string, json?: unknown) =>
      ctx.request(path, { method: 'POST', cookie, ...(json === undefined ? {} : { json }) });
    const award = { characterIds: t.characters, awards: [{ ledger: 'eb', amount: 5000 }], reason: 'The job' };
    await expectJson(
      await post(t.gm.cookie, `${campaign}/career/awards`, { commandId: randomUUID(), ...award }),
      200,
    );
    const rolled = await expectJson<{ market: Market }>(
      await post(t.gm.cookie, `${campaign}/markets`, { name: 'The Pit', operatorRank: 3 }),
      201,
    );
    const lines = [
      { itemId: RIFLE, stock: 2 },
      { itemId: 'ammo:rifle-basic', stock: 6 },
    ];
    const market = `${campaign}/markets/${rolled.market.id}`;
    const edit = { name: 'The Pit', version: rolled.market.version, lines };
    await expectJson(await ctx.request(market, { method: 'PUT', cookie: t.gm.cookie, json: edit }), 200);
    await expectJson(await post(t.gm.cookie, `${market}/open`), 200);
    const player = (index: number) => ({ cookie: t.players[index]!.cookie, id: t.characters[index]! });
    // The second player's character is played before it buys; the first's never was.
    await readPlay(ctx, player(1).cookie, player(1).id);
    for (const index of [0, 1])
      for (const itemId of ['ammo:rifle-basic', 'ammo:rifle-basic', 'ammo:rifle-basic', RIFLE]) {
        const json = { commandId: randomUUID(), characterId: player(index).id, itemId };
        await expectJson(await post(player(index).cookie, `${market}/buy`, json), 200);
      }
    for (const index of [0, 1]) {
      const { state } = (await readPlay(ctx, player(index).cookie, player(index).id)).play;
      expect(state.weapons[`${RIFLE}#1`]).toMatchObject({ loaded: 25, ammoId: 'ammo:rifle-basic' });
    }
  });
});
