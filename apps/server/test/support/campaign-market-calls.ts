// The Night Market endpoints of the campaign authorization matrix (authorization-campaigns.test.ts), on
// the world's draft and open markets (decision 067): the GM rolls, edits, opens and closes and reads
// all; the member reads the open one and buys from it; a draft is a 404 to all but the GM; the rest
// get a 404.
import { randomUUID } from 'node:crypto';
import type { Market } from '@edgeforge/contracts/market';
import { expect } from 'vitest';
import type { Outcomes, PlayCall } from './campaign-play-calls.ts';
import type { CampaignWorld } from './campaign-world.ts';

const markets = (w: CampaignWorld) => `/api/campaigns/${w.campaignId}/markets`;
const seen = (draft: boolean) => (body: unknown, w: CampaignWorld) => {
  const ids = (body as { markets: Market[] }).markets.map((market) => market.id);
  expect(ids).toContain(w.markets.open);
  expect(ids.includes(w.markets.draft)).toBe(draft);
};
const purchase = (w: CampaignWorld) => ({
  commandId: randomUUID(),
  characterId: w.memberCharacter.id,
  itemId: 'gear:airhypo',
});

/** Each market call, with every role's outcome. */
export function campaignMarketCalls<O>({ ok, changes, notFound, strangers }: Outcomes<O>) {
  const calls: Record<string, PlayCall<O>> = {
    "read the campaign's Night Markets": {
      method: 'GET',
      path: markets,
      expect: { gm: ok(200, seen(true)), member: ok(200, seen(false)), ...strangers },
    },
    'roll a Night Market': {
      method: 'POST',
      path: markets,
      json: () => ({ name: 'The Pit', operatorRank: 7 }),
      expect: { gm: changes(201), member: notFound, ...strangers },
    },
    'edit the draft Night Market': {
      method: 'PUT',
      path: (w) => `${markets(w)}/${w.markets.draft}`,
      json: () => ({ name: 'Renamed', version: 0, lines: [{ itemId: 'gear:agent', stock: 2 }] }),
      expect: { gm: changes(), member: notFound, ...strangers },
    },
    'open the draft Night Market': {
      method: 'POST',
      path: (w) => `${markets(w)}/${w.markets.draft}/open`,
      expect: { gm: changes(), member: notFound, ...strangers },
    },
    'close the open Night Market': {
      method: 'POST',
      path: (w) => `${markets(w)}/${w.markets.open}/close`,
      expect: { gm: changes(), member: notFound, ...strangers },
    },
    'buy from the open Night Market': {
      method: 'POST',
      path: (w) => `${markets(w)}/${w.markets.open}/buy`,
      json: purchase,
      expect: { gm: notFound, member: changes(), ...strangers },
    },
    'buy from the draft Night Market': {
      method: 'POST',
      path: (w) => `${markets(w)}/${w.markets.draft}/buy`,
      json: purchase,
      expect: { gm: notFound, member: notFound, ...strangers },
    },
    "read the GM's notes": {
      method: 'GET',
      path: (w) => `/api/campaigns/${w.campaignId}/gm-notes`,
      expect: { gm: ok(200), member: notFound, ...strangers },
    },
    "save the GM's general note": {
      method: 'PUT',
      path: (w) => `/api/campaigns/${w.campaignId}/gm-notes/campaign`,
      json: () => ({ body: 'The fixer lies.', version: 0 }),
      expect: { gm: changes(), member: notFound, ...strangers },
    },
  };
  return calls;
}
