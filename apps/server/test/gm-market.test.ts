import { randomUUID } from 'node:crypto';
import type { BuyFromMarketResponse, Market } from '@edgeforge/contracts/market';
import { categoryPool } from '@edgeforge/rules/gm/night-market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, LIFTED_INVITE_LIMITS, tableOfTwo } from './support/campaigns.ts';
import { readCareer, storedCareer, storedSum } from './support/career.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';
import { refusalOf } from './support/play.ts';

// The Night Market (decision 067): the GM rolls, edits, opens and closes it; the campaign's players
// buy from an open one, paid from the career's eurobuck ledger; the GM sees who bought what.

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tableOfTwo>>;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  t = await tableOfTwo(ctx);
  const award = {
    commandId: randomUUID(),
    characterIds: t.characters,
    awards: [{ ledger: 'eb', amount: 5000 }],
    reason: 'The job',
  };
  const url = `/api/campaigns/${t.campaignId}/career/awards`;
  await expectJson(await ctx.request(url, { method: 'POST', cookie: t.gm.cookie, json: award }), 200);
});
afterAll(() => ctx.close());

const markets = (campaignId = t.campaignId) => `/api/campaigns/${campaignId}/markets`;
const post = (cookie: string, path: string, json?: unknown) =>
  ctx.request(path, { method: 'POST', cookie, ...(json === undefined ? {} : { json }) });
const roll = async (operatorRank = 0) =>
  (
    await expectJson<{ market: Market }>(
      await post(t.gm.cookie, markets(), { name: 'The Pit', operatorRank }),
      201,
    )
  ).market;
const list = async (cookie: string) =>
  (await expectJson<{ markets: Market[] }>(await ctx.request(markets(), { cookie }), 200)).markets;
const edit = (market: Market, lines: { itemId: string; stock: number }[], version = market.version) =>
  ctx.request(`${markets()}/${market.id}`, {
    method: 'PUT',
    cookie: t.gm.cookie,
    json: { name: market.name, version, lines },
  });
const open = async (market: Market) =>
  (await expectJson<{ market: Market }>(await post(t.gm.cookie, `${markets()}/${market.id}/open`), 200))
    .market;
const buy = (player: number, market: Market, itemId: string, commandId = randomUUID()) =>
  post(t.players[player]!.cookie, `${markets()}/${market.id}/buy`, {
    commandId,
    characterId: t.characters[player],
    itemId,
  });

const cheap = categoryPool('gear', 100)[0]!;
const luxury = categoryPool('cyberware', 1000).find((item) => item.price === 1000)!;
const pricey = categoryPool('weapons', 500).find((item) => item.price === 500)!;

describe('the Night Market', () => {
  it('is rolled by the table as a draft that only the GM reads, then opened to the players', async () => {
    const market = await roll(3);
    expect(market).toMatchObject({ status: 'draft', operatorRank: 3, sourcingLimit: 500, purchases: [] });
    expect(market.lines.length).toBeGreaterThan(0);
    for (const line of market.lines) expect(line.price).toBeLessThanOrEqual(500);
    expect((await list(t.players[0]!.cookie)).map((m) => m.id)).not.toContain(market.id);
    const drafted = await buy(0, market, market.lines[0]!.itemId);
    expect(await refusalOf(drafted)).toEqual({ status: 404, code: 'NOT_FOUND' });
    await open(market);
    const seen = (await list(t.players[0]!.cookie)).find((m) => m.id === market.id);
    expect(seen).toMatchObject({ status: 'open', purchases: null });
  });

  it('sells to a player through the eurobuck ledger, and the GM sees who bought what', async () => {
    const market = await roll();
    const edited = await expectJson<{ market: Market }>(
      await edit(market, [{ itemId: cheap.id, stock: 2 }]),
      200,
    );
    await open(edited.market);
    const before = await readCareer(ctx, t.players[0]!.cookie, t.characters[0]);
    const commandId = randomUUID();
    const bought = await expectJson<BuyFromMarketResponse>(await buy(0, market, cheap.id, commandId), 200);
    expect(bought.market.lines).toEqual([expect.objectContaining({ itemId: cheap.id, stock: 1 })]);
    expect(bought.career.state.eb).toBe(before.career.state.eb - cheap.price);
    expect(bought.career.state.marketBought).toEqual([
      { itemId: cheap.id, name: cheap.name, price: cheap.price, from: 'The Pit' },
    ]);
    // A retry answers without buying again.
    const again = await expectJson<BuyFromMarketResponse>(await buy(0, market, cheap.id, commandId), 200);
    expect(again.career.state.eb).toBe(bought.career.state.eb);
    const { row, log } = await storedCareer(ctx, t.characters[0]);
    expect(storedSum(log, 'eb')).toBe((row!.state as { eb: number }).eb);
    const gmView = (await list(t.gm.cookie)).find((m) => m.id === market.id)!;
    expect(gmView.purchases).toEqual([
      expect.objectContaining({ itemId: cheap.id, price: cheap.price, characterId: t.characters[0] }),
    ]);
    expect(gmView.lines[0]!.stock).toBe(1);
  });

  it('refuses a command id sent again for another item, writing nothing', async () => {
    const market = await roll(3);
    await expectJson(
      await edit(market, [
        { itemId: cheap.id, stock: 1 },
        { itemId: pricey.id, stock: 1 },
      ]),
      200,
    );
    await open({ ...market, version: market.version + 1 });
    const commandId = randomUUID();
    await expectJson(await buy(0, market, cheap.id, commandId), 200);
    const rows = await snapshotRows(ctx);
    const career = await storedCareer(ctx, t.characters[0]);
    const reused = await buy(0, market, pricey.id, commandId);
    expect(await refusalOf(reused)).toEqual({ status: 409, code: 'COMMAND_ID_REUSED' });
    expect(await snapshotRows(ctx)).toEqual(rows);
    expect(await storedCareer(ctx, t.characters[0])).toEqual(career);
    const gmView = (await list(t.gm.cookie)).find((m) => m.id === market.id)!;
    expect(gmView.lines.find((line) => line.itemId === pricey.id)?.stock).toBe(1);
  });

  it('sells the last item once to twenty buyers at the same time', async () => {
    const market = await roll();
    await expectJson(await edit(market, [{ itemId: cheap.id, stock: 1 }]), 200);
    await open({ ...market, version: market.version + 1 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(i % 2, market, cheap.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(await refusalOf(answer)).toEqual({ status: 409, code: 'OUT_OF_STOCK' });
    const gmView = (await list(t.gm.cookie)).find((m) => m.id === market.id)!;
    expect(gmView.lines[0]!.stock).toBe(0);
    expect(gmView.purchases).toHaveLength(1);
  });

  it('refuses a closed market, an empty purse and bad input, writing nothing', async () => {
    const market = await roll(3);
    const edited = (
      await expectJson<{ market: Market }>(await edit(market, [{ itemId: pricey.id, stock: 40 }]), 200)
    ).market;
    await open(edited);
    const rows = await snapshotRows(ctx);
    const stale = await edit(edited, [{ itemId: cheap.id, stock: 1 }], edited.version);
    expect(await refusalOf(stale)).toEqual({ status: 409, code: 'STALE_MARKET' });
    const tooDear = await edit(market, [{ itemId: luxury.id, stock: 1 }], edited.version + 1);
    expect(await expectTypedRefusal(tooDear)).toBe('VALIDATION_FAILED');
    for (const bad of [
      { itemId: cheap.id },
      { commandId: 'x', characterId: t.characters[0], itemId: cheap.id },
      { commandId: randomUUID(), characterId: t.characters[0], itemId: cheap.id, extra: 1 },
    ]) {
      const refused = await post(t.players[0]!.cookie, `${markets()}/${market.id}/buy`, bad);
      expect(await expectTypedRefusal(refused)).toBe('VALIDATION_FAILED');
    }
    const notOnIt = await buy(0, market, cheap.id);
    expect(await refusalOf(notOnIt)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const othersCharacter = await post(t.players[0]!.cookie, `${markets()}/${market.id}/buy`, {
      commandId: randomUUID(),
      characterId: t.characters[1],
      itemId: pricey.id,
    });
    expect(await refusalOf(othersCharacter)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const byGm = await post(t.gm.cookie, `${markets()}/${market.id}/buy`, {
      commandId: randomUUID(),
      characterId: t.characters[0],
      itemId: pricey.id,
    });
    expect(await refusalOf(byGm)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await snapshotRows(ctx)).toEqual(rows);
    const purse = (await readCareer(ctx, t.players[1]!.cookie, t.characters[1])).career.state.eb;
    for (let i = 0; i < Math.floor(purse / pricey.price); i++)
      expect((await buy(1, market, pricey.id)).status).toBe(200);
    const careerRows = await snapshotRows(ctx);
    const broke = await buy(1, market, pricey.id);
    expect(await refusalOf(broke)).toMatchObject({ status: 409, code: 'CAREER_REFUSED' });
    await expectJson(await post(t.gm.cookie, `${markets()}/${market.id}/close`), 200);
    const closed = await buy(0, market, pricey.id);
    expect(await refusalOf(closed)).toEqual({ status: 409, code: 'MARKET_CLOSED' });
    expect((await list(t.players[0]!.cookie)).map((m) => m.id)).not.toContain(market.id);
    expect((await snapshotRows(ctx)).market_purchases).toBe(careerRows.market_purchases);
  });

  it("is a 404 to another campaign's GM and to a stranger", async () => {
    const other = await ctx.signUp();
    const market = await roll();
    expect(await refusalOf(await ctx.request(markets(), { cookie: other.cookie }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const opened = await post(other.cookie, `${markets()}/${market.id}/open`);
    expect(await refusalOf(opened)).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
