import { randomUUID } from 'node:crypto';
import type { CareerShop, ShopCommand, ShopCommandResponse } from '@edgeforge/contracts/career-shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepThroughApi, storedCareer, storedSum } from './support/career.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay, refusalOf, sendCommand, storedPlay } from './support/play.ts';

// Buying after creation (decision 064): gear and cyberware paid from the eurobuck ledger, installs
// judged by the creation's rules with a Humanity Loss the server rolls, maximum Humanity lowered and
// current Humanity moved through the play state; therapy back up to the maximum. Refusals write
// nothing; two buys at once with money for one leave the balance exact.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const shopPath = (id: string) => `/api/characters/${id}/career/shop`;

function sendShop(
  cookie: string,
  id: string,
  command: ShopCommand,
  extra: { version?: number; commandId?: string } = {},
) {
  const { commandId = randomUUID(), version } = extra;
  const json = { commandId, command, ...(version === undefined ? {} : { version }) };
  return ctx.request(shopPath(id), { method: 'POST', cookie, json });
}

async function shopThroughApi(
  cookie: string,
  id: string,
  command: ShopCommand,
): Promise<ShopCommandResponse> {
  const response = await sendShop(cookie, id, command);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as ShopCommandResponse;
}

async function readShop(cookie: string, id: string): Promise<CareerShop> {
  const response = await ctx.request(shopPath(id), { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as CareerShop;
}

/** An owner with a saved character and `eb` more eurobucks, self-awarded outside a campaign. */
async function owner(eb: number) {
  const user = await ctx.signUp();
  const id = (await saveThroughApi(ctx, user.cookie)).id;
  if (eb > 0)
    await stepThroughApi(ctx, user.cookie, id, { kind: 'award', ledger: 'eb', amount: eb, reason: 'A job' });
  return { cookie: user.cookie, id };
}

/** Everything a refusal must leave as it was: the career and the play log. */
const stored = async (id: string) => ({
  career: await storedCareer(ctx, id),
  play: await storedPlay(ctx, id),
});

describe('the shop on a saved character', () => {
  it('reads its money, chrome and Humanity, writing nothing', async () => {
    const user = await ctx.signUp();
    const id = (await saveThroughApi(ctx, user.cookie)).id;
    const shop = await readShop(user.cookie, id);
    expect(shop).toMatchObject({ viewer: 'owner', inCampaign: false, version: 1, chrome: [], bought: [] });
    expect(shop.humanity.current).toBeLessThanOrEqual(shop.humanity.max);
    expect(await stored(id)).toEqual({ career: { row: null, log: [] }, play: { row: null, log: [] } });
  });

  it('buys gear from the eurobuck ledger', async () => {
    const { cookie, id } = await owner(1000);
    const before = await readShop(cookie, id);
    const { shop, entry } = await shopThroughApi(cookie, id, {
      kind: 'buy',
      itemId: 'weapon:heavy-pistol',
      quantity: 2,
    });
    expect(shop.eb).toBe(before.eb - 200);
    expect(shop.bought).toEqual([{ id: 'weapon:heavy-pistol', quantity: 2 }]);
    expect(entry).toMatchObject({ kind: 'buy', entries: [{ ledger: 'eb', amount: -200 }] });
    const { log } = await storedCareer(ctx, id);
    expect(storedSum(log, 'eb')).toBe(shop.eb);
  });

  it('installs a cyberarm: the server rolls the loss, Humanity and its maximum drop in play', async () => {
    const { cookie, id } = await owner(2000);
    const before = await readShop(cookie, id);
    const answer = await shopThroughApi(cookie, id, {
      kind: 'install',
      itemId: 'cyberware:cyberarm',
      placement: [null],
    });
    const [loss = 0] = answer.rolled;
    expect(loss).toBeGreaterThanOrEqual(2);
    expect(loss).toBeLessThanOrEqual(12);
    expect(answer.shop.humanity).toEqual({
      current: before.humanity.current - loss,
      max: before.humanity.max - 2,
    });
    expect(answer.shop.chrome).toEqual([
      {
        instanceId: 'cyberarm-1',
        itemId: 'cyberware:cyberarm',
        foundationId: null,
        humanityLoss: loss,
        rolled: true,
      },
    ]);
    expect(answer.shop.eb).toBe(before.eb - 500);
    const { play } = await readPlay(ctx, cookie, id);
    expect(play.state).toMatchObject({
      humanity: before.humanity.current - loss,
      humanityMax: before.humanity.max - 2,
    });
    // An option now fits the arm bought after creation, by the creation's own rules.
    const option = await shopThroughApi(cookie, id, {
      kind: 'install',
      itemId: 'cyberware:wolvers',
      placement: ['cyberarm-1'],
    });
    expect(option.shop.chrome).toHaveLength(2);
    // Play's undo leaves Humanity that was paid for alone.
    const undo = await sendCommand(ctx, cookie, id, { kind: 'undo' });
    expect(await refusalOf(undo)).toMatchObject({ status: 409, refused: 'NOTHING_TO_UNDO' });
  });

  it('lets therapy give Humanity back up to the maximum, at its price', async () => {
    const { cookie, id } = await owner(5000);
    await shopThroughApi(cookie, id, { kind: 'install', itemId: 'cyberware:cyberarm', placement: [null] });
    await applyThroughApi(ctx, cookie, id, { kind: 'changeHumanity', amount: -20, reason: 'Trauma' });
    const before = await readShop(cookie, id);
    const answer = await shopThroughApi(cookie, id, { kind: 'therapy', therapy: 'extreme' });
    const rolled = answer.rolled.reduce((sum, die) => sum + die, 0);
    expect(answer.rolled).toHaveLength(4);
    expect(answer.shop.eb).toBe(before.eb - 1000);
    expect(answer.shop.humanity.current).toBe(
      Math.min(before.humanity.max, before.humanity.current + rolled),
    );
    expect(answer.shop.humanity.max).toBe(before.humanity.max);
  });
});

describe('a retired character', () => {
  it("keeps its shop's read, the levels and possessions since creation, and refuses a buy", async () => {
    const { cookie, id } = await owner(1000);
    await stepThroughApi(ctx, cookie, id, { kind: 'award', ledger: 'ip', amount: 200, reason: 'A job' });
    await stepThroughApi(ctx, cookie, id, { kind: 'raiseSkill', skill: 'Athletics' });
    await shopThroughApi(cookie, id, { kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 1 });
    const retired = await ctx.request(`/api/characters/${id}/retire`, { method: 'POST', cookie });
    expect(retired.status).toBe(200);

    const shop = await readShop(cookie, id);
    expect(shop.skills).toEqual({ Athletics: { bought: 1 } });
    expect(shop.bought).toEqual([{ id: 'weapon:heavy-pistol', quantity: 1 }]);
    const before = await stored(id);
    const buy = await sendShop(cookie, id, { kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 1 });
    expect(buy.status).toBe(409);
    expect(((await buy.json()) as { error: { code: string } }).error.code).toBe('CHARACTER_RETIRED');
    expect(await stored(id)).toEqual(before);
  });
});

describe('refusals write nothing', () => {
  it('answers short money, a place that does not fit and cyberware bought without installing with 409', async () => {
    const { cookie, id } = await owner(0);
    await readPlay(ctx, cookie, id);
    const before = await stored(id);
    const cases: [ShopCommand, string][] = [
      [{ kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 100 }, 'NOT_ENOUGH_MONEY'],
      [{ kind: 'install', itemId: 'cyberware:teleoptics', placement: [null] }, 'CANNOT_INSTALL'],
      [{ kind: 'buy', itemId: 'cyberware:cyberarm', quantity: 1 }, 'NOT_FOR_SALE'],
    ];
    for (const [command, refused] of cases)
      expect(await refusalOf(await sendShop(cookie, id, command))).toEqual({
        status: 409,
        code: 'CAREER_REFUSED',
        refused,
      });
    expect(await stored(id)).toEqual(before);
  });

  it('answers bad input with 400, a stale version with 409 and a player entering a loss with 403', async () => {
    const { cookie, id } = await owner(2000);
    const before = await stored(id);
    const bad = [
      { kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 0 },
      { kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 101 },
      { kind: 'install', itemId: 'cyberware:cyberarm', placement: [] },
      { kind: 'therapy', therapy: 'hugs' },
      { kind: 'sell', itemId: 'weapon:heavy-pistol' },
    ];
    for (const command of bad)
      expect(
        (await refusalOf(await sendShop(cookie, id, command as never))).status,
        JSON.stringify(command),
      ).toBe(400);
    const stale = await sendShop(
      cookie,
      id,
      { kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 1 },
      { version: 0 },
    );
    expect(await refusalOf(stale)).toEqual({ status: 409, code: 'STALE_CAREER' });
    const entered = await sendShop(cookie, id, {
      kind: 'install',
      itemId: 'cyberware:cyberarm',
      placement: [null],
      humanityLoss: [2],
    });
    expect(await refusalOf(entered)).toEqual({ status: 403, code: 'CAREER_NOT_ALLOWED' });
    const after = await stored(id);
    expect(after.career).toEqual(before.career);
    expect(after.play.log).toEqual(before.play.log);
  });

  it("answers another user's shop with 404", async () => {
    const { id } = await owner(0);
    const stranger = await ctx.signUp();
    expect((await ctx.request(shopPath(id), { cookie: stranger.cookie })).status).toBe(404);
    const buy = await sendShop(stranger.cookie, id, {
      kind: 'buy',
      itemId: 'weapon:heavy-pistol',
      quantity: 1,
    });
    expect(await refusalOf(buy)).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('two buys at once with money for one', () => {
  it('leave the balance exact and never negative', async () => {
    const { cookie, id } = await owner(0);
    const { eb } = await readShop(cookie, id);
    if (eb !== 500)
      await stepThroughApi(ctx, cookie, id, {
        kind: 'award',
        ledger: 'eb',
        amount: 500 - eb,
        reason: 'Exactly one',
      });
    const buy: ShopCommand = { kind: 'install', itemId: 'cyberware:cyberarm', placement: [null] };
    const responses = await Promise.all([sendShop(cookie, id, buy), sendShop(cookie, id, buy)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const { row, log } = await storedCareer(ctx, id);
    expect(row?.state).toMatchObject({ eb: 0 });
    expect(storedSum(log, 'eb')).toBe(0);
    expect((await storedPlay(ctx, id)).log.filter((event) => event.kind === 'installCyberware')).toHaveLength(
      1,
    );
  }, 30_000);
});
