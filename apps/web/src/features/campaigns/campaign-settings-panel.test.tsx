import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCampaignDetail, CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CampaignPage } from './campaign-page.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

describe('the table settings on the campaign page', () => {
  it('lets the GM change the methods and the Complete Package STAT points after creation', async () => {
    let sent: unknown;
    stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN_ID}`]: () => jsonResponse({ campaign: buildCampaignDetail() }),
        [`PUT /api/campaigns/${CAMPAIGN_ID}/settings`]: (init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse({
            campaign: buildCampaignDetail({
              allowedMethods: ['streetrat', 'edgerunner', 'complete'],
              completeStatPoints: 75,
            }),
          });
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<CampaignPage id={CAMPAIGN_ID} ownCharacters={[]} />, {
      route: `/campaign/${CAMPAIGN_ID}`,
      path: '/campaign/:id',
    });
    await user.click(await screen.findByText('Table settings'));
    await user.click(screen.getByRole('checkbox', { name: /^Complete Package/ }));
    await user.selectOptions(screen.getByLabelText('Complete Package STAT points'), '75');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Complete Package: 75 STAT points')).toBeInTheDocument();
    expect(sent).toEqual({
      allowedMethods: ['streetrat', 'edgerunner', 'complete'],
      acceptsHouseRules: false,
      completeStatPoints: 75,
    });
  });

  it('is not offered to a player', async () => {
    stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN_ID}`]: () =>
          jsonResponse({ campaign: buildCampaignDetail({ viewer: { role: 'player', userId: 'p' } }) }),
      },
      stubFetch,
    );
    renderWithProviders(<CampaignPage id={CAMPAIGN_ID} ownCharacters={[]} />, {
      route: `/campaign/${CAMPAIGN_ID}`,
      path: '/campaign/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Market Blues' })).toBeInTheDocument();
    expect(screen.queryByText('Table settings')).toBeNull();
  });
});
