// The Night Market endpoints in the shared authorization matrix (campaign-calls.ts), aimed at the
// owner's campaign and one of its markets, and the market the matrix's owner rolls.
import { randomUUID } from 'node:crypto';
import type { Market } from '@edgeforge/contracts/market';
import { expectJson } from './campaigns.ts';
import type { TestContext } from './harness.ts';

/** Rolls a Night Market (a draft) into a campaign through the API and answers it. */
export async function rollMarketThroughApi(ctx: TestContext, cookie: string, campaignId: string) {
  const response = await ctx.request(`/api/campaigns/${campaignId}/markets`, {
    method: 'POST',
    cookie,
    json: { name: 'The Pit', operatorRank: 3 },
  });
  return (await expectJson<{ market: Market }>(response, 201)).market;
}

/** Every market endpoint and the GM's notes' (decision 069), with a body a GM or player would send. */
export function marketCalls(at: (rest?: string) => string, marketId: () => string) {
  const one = (rest = '') => at(`/markets/${marketId()}${rest}`);
  return [
    { name: 'read the Night Markets', method: 'GET', path: () => at('/markets') },
    {
      name: 'roll a Night Market',
      method: 'POST',
      path: () => at('/markets'),
      json: () => ({ name: 'Stolen', operatorRank: 0 }),
    },
    {
      name: 'edit a Night Market',
      method: 'PUT',
      path: () => one(),
      json: () => ({ name: 'Stolen', version: 0, lines: [] }),
    },
    { name: 'open a Night Market', method: 'POST', path: () => one('/open') },
    { name: 'close a Night Market', method: 'POST', path: () => one('/close') },
    {
      name: 'buy from a Night Market',
      method: 'POST',
      path: () => one('/buy'),
      json: () => ({ commandId: randomUUID(), characterId: randomUUID(), itemId: 'gear:agent' }),
    },
    { name: "read the GM's notes", method: 'GET', path: () => at('/gm-notes') },
    {
      name: "save a GM's note",
      method: 'PUT',
      path: () => at('/gm-notes/campaign'),
      json: () => ({ body: 'Stolen', version: 0 }),
    },
  ] as const;
}

/** A world's markets: a draft, and an open one selling five Airhypos; the member gets 1,000eb to spend. */
export async function marketsOfWorld(
  ctx: TestContext,
  gmCookie: string,
  world: { campaignId: string; memberCharacterId: string },
) {
  const draft = await rollMarketThroughApi(ctx, gmCookie, world.campaignId);
  const open = await rollMarketThroughApi(ctx, gmCookie, world.campaignId);
  const at = `/api/campaigns/${world.campaignId}`;
  const lines = [{ itemId: 'gear:airhypo', stock: 5 }];
  const request = (path: string, method: string, json?: unknown) =>
    ctx.request(`${at}${path}`, { method, cookie: gmCookie, ...(json ? { json } : {}) });
  await expectJson(await request(`/markets/${open.id}`, 'PUT', { name: 'Open', version: 0, lines }), 200);
  await expectJson(await request(`/markets/${open.id}/open`, 'POST'), 200);
  const award = {
    commandId: randomUUID(),
    characterIds: [world.memberCharacterId],
    awards: [{ ledger: 'eb', amount: 1000 }],
    reason: 'Pay',
  };
  await expectJson(await request('/career/awards', 'POST', award), 200);
  return { draft: draft.id, open: open.id };
}
