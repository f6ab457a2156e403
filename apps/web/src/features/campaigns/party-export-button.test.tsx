import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDownloads } from '../../../test/support/browser-stubs.ts';
import { buildCampaignDetail, buildPartyMember, CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CampaignPage } from './campaign-page.tsx';

// "Export the party to Foundry" on the campaign page (decision 052): the GM's, for an open campaign
// with a character in its party; the zip is fetched and saved under the server's name.

const PAGE = `GET /api/campaigns/${CAMPAIGN_ID}`;
const ZIP = `GET /api/campaigns/${CAMPAIGN_ID}/export/foundry`;
const LABEL = 'Export the party to Foundry';
let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  // jsdom has no object URLs and does not download: both are stood in for, and recorded.
  saved = recordDownloads('blob:zip-1');
});
afterEach(() => vi.restoreAllMocks());

function renderPage(
  campaign: ReturnType<typeof buildCampaignDetail>,
  more: Parameters<typeof stubApi>[0] = {},
) {
  const calls = stubApi({ [PAGE]: () => jsonResponse({ campaign }), ...more }, (fetch) =>
    vi.stubGlobal('fetch', fetch),
  );
  const rendered = renderWithProviders(<CampaignPage id={CAMPAIGN_ID} ownCharacters={[]} />, {
    route: `/campaign/${CAMPAIGN_ID}`,
    path: '/campaign/:id',
  });
  return { ...rendered, calls };
}

describe('Export the party to Foundry', () => {
  it('downloads the zip under the name the server gave', async () => {
    const zip = () =>
      new Response('PK\u0005\u0006', {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="fvtt-party-night-market-blues.zip"',
        },
      });
    const { user, calls } = renderPage(buildCampaignDetail(), { [ZIP]: zip });
    await user.click(await screen.findByRole('button', { name: LABEL }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:zip-1', download: 'fvtt-party-night-market-blues.zip' }]),
    );
    expect(calls).toContain(ZIP);
  });

  it('says on the page why the zip did not come', async () => {
    const closed = () =>
      jsonResponse({ error: { code: 'CAMPAIGN_CLOSED', message: 'This campaign is closed.' } }, 409);
    const { user } = renderPage(buildCampaignDetail(), { [ZIP]: closed });
    await user.click(await screen.findByRole('button', { name: LABEL }));
    expect(await screen.findByText('The party did not come: This campaign is closed.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not offered to a player, to a closed campaign, or to a party with no character', async () => {
    const asPlayer = buildCampaignDetail();
    const cases = [
      { ...asPlayer, viewer: { ...asPlayer.viewer, role: 'player' as const } },
      buildCampaignDetail({ status: 'closed', closedAt: '2026-11-20T10:00:00.000Z' }),
      buildCampaignDetail({ party: [buildPartyMember({ character: null })] }),
    ];
    for (const campaign of cases) {
      const { unmount } = renderPage(campaign);
      expect(await screen.findByRole('heading', { level: 1, name: campaign.name })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
      unmount();
    }
  });
});
