import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { CampaignSummary } from '@edgeforge/contracts/campaigns';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CampaignList } from './campaign-list.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const summary = (overrides: Partial<CampaignSummary>): CampaignSummary => ({
  id: CAMPAIGN_ID,
  name: 'Night Market Blues',
  pitch: 'A fixer owes everyone money.',
  status: 'open',
  role: 'player',
  gmName: 'the-gm',
  players: 3,
  lastActivityAt: '2077-05-02T12:00:00.000Z',
  myCharacter: { id: 'c1', name: 'Mara Voss' },
  ...overrides,
});

describe('CampaignList', () => {
  it('explains how to start or join a campaign when there is none', async () => {
    stubApi({ 'GET /api/campaigns': () => jsonResponse({ campaigns: [] }) }, stubFetch);
    const { user } = renderWithProviders(<CampaignList />, { route: '/campaigns', path: '/campaigns' });
    expect(await screen.findByText(CAMPAIGN_MESSAGES.noCampaigns)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New Campaign' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/campaigns/new');
  });

  it('lists each campaign in the order the server gives (most recent activity first) with what the player is there', async () => {
    const run = summary({
      id: 'c-2',
      name: 'Chrome and Ashes',
      role: 'gm',
      players: 0,
      myCharacter: null,
      pitch: '',
    });
    const closed = summary({ id: 'c-3', name: 'Old Table', status: 'closed', myCharacter: null });
    stubApi(
      { 'GET /api/campaigns': () => jsonResponse({ campaigns: [summary({}), run, closed] }) },
      stubFetch,
    );
    renderWithProviders(<CampaignList />, { route: '/campaigns', path: '/campaigns' });
    const list = await screen.findByRole('list', { name: 'Your campaigns' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Night Market Blues',
      'Chrome and Ashes',
      'Old Table',
    ]);
    expect(items[0]).toHaveTextContent('GM: the-gm');
    expect(items[0]).toHaveTextContent('3 players');
    expect(items[0]).toHaveTextContent('Your character: Mara Voss');
    expect(items[1]).toHaveTextContent('You run it');
    expect(items[1]).toHaveTextContent('0 players');
    expect(items[2]).toHaveTextContent('Closed');
    expect(within(items[0]!).getByRole('link', { name: 'Night Market Blues' })).toHaveAttribute(
      'href',
      `/campaign/${CAMPAIGN_ID}`,
    );
  });
});
