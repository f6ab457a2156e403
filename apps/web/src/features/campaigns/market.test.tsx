import type { Market } from '@edgeforge/contracts/market';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { MarketPanel } from './market-panel.tsx';
import { MarketStall } from './market-stall.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const CHARACTER_ID = '00000000-0000-4000-8000-00000000c0de';

const market = (status: Market['status'], stock = 2): Market => ({
  id: 'm1',
  name: 'The Pit',
  status,
  operatorRank: 3,
  sourcingLimit: 500,
  version: 1,
  lines: [{ itemId: 'gear:airhypo', name: 'Airhypo', category: 'gear', price: 50, stock }],
  purchases:
    status === 'draft'
      ? []
      : [
          {
            id: 'p1',
            itemId: 'gear:airhypo',
            name: 'Airhypo',
            price: 50,
            characterId: CHARACTER_ID,
            characterName: 'Vee Kade',
            at: '2026-11-28T03:00:00.000Z',
          },
        ],
});

describe('MarketPanel', () => {
  it('rolls a market for a Fixer rank, opens it and shows who bought what', async () => {
    let sent: unknown;
    let state: Market | null = null;
    stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN_ID}/markets`]: () => jsonResponse({ markets: state ? [state] : [] }),
        [`POST /api/campaigns/${CAMPAIGN_ID}/markets`]: (init) => {
          sent = JSON.parse(String(init?.body));
          state = market('draft');
          return jsonResponse({ market: state }, 201);
        },
        [`POST /api/campaigns/${CAMPAIGN_ID}/markets/m1/open`]: () => {
          state = market('open');
          return jsonResponse({ market: state });
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<MarketPanel campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByText('No market yet: roll one above.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Fixer's Operator rank"));
    await user.type(screen.getByLabelText("Fixer's Operator rank"), '3');
    expect(screen.getByText('Sources items up to 500eb.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll a market' }));
    const card = await screen.findByRole('listitem', { name: 'Night Market The Pit' });
    expect(sent).toEqual({ name: 'Night Market', operatorRank: 3 });
    expect(within(card).getByLabelText('Stock of Airhypo')).toHaveValue(2);
    await user.click(within(card).getByRole('button', { name: 'Open to the players' }));
    expect(await screen.findByText('Vee Kade bought Airhypo for 50eb')).toBeInTheDocument();
  });
});

describe('MarketStall', () => {
  it("buys an item with the character's eurobucks", async () => {
    let sent: { characterId?: string; itemId?: string } = {};
    stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN_ID}/markets`]: () => jsonResponse({ markets: [market('open')] }),
        [`GET /api/characters/${CHARACTER_ID}/career`]: () =>
          jsonResponse({ career: { state: { eb: 120 } }, timeline: [] }),
        [`POST /api/campaigns/${CAMPAIGN_ID}/markets/m1/buy`]: (init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse({ market: market('open', 1), career: { state: { eb: 70 } } });
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<MarketStall campaignId={CAMPAIGN_ID} characterId={CHARACTER_ID} />);
    expect(await screen.findByText('120eb')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Airhypo' }));
    expect(await screen.findByText('70eb')).toBeInTheDocument();
    expect(sent).toMatchObject({ characterId: CHARACTER_ID, itemId: 'gear:airhypo' });
  });
});
