import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCampaignDetail, CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CampaignPage } from './campaign-page.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const TOKEN = 'b'.repeat(43);
const live = { createdAt: '2077-05-01T10:00:00.000Z', expiresAt: '2077-05-08T10:00:00.000Z' };

describe('the invite link panel', () => {
  it('makes a link with the chosen expiry, shows it once to copy, and revokes it', async () => {
    let invite: typeof live | null = null;
    const calls = stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN_ID}`]: () =>
          jsonResponse({ campaign: buildCampaignDetail({ invite }) }),
        [`POST /api/campaigns/${CAMPAIGN_ID}/invite`]: (init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ expiresInDays: 7 });
          invite = live;
          return jsonResponse({ invite: { ...live, token: TOKEN } }, 201);
        },
        [`DELETE /api/campaigns/${CAMPAIGN_ID}/invite`]: () => {
          invite = null;
          return jsonResponse({ campaign: buildCampaignDetail({ invite }) });
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<CampaignPage id={CAMPAIGN_ID} ownCharacters={[]} />, {
      route: `/campaign/${CAMPAIGN_ID}`,
      path: '/campaign/:id',
    });
    const panel = await screen.findByRole('region', { name: 'Invite Link' });
    await user.selectOptions(within(panel).getByLabelText('Expires'), '7 days');
    await user.click(within(panel).getByRole('button', { name: 'Make invite link' }));
    const link = await within(panel).findByLabelText('Link to send');
    expect(link).toHaveValue(`${window.location.origin}/join/${TOKEN}`);
    expect(await within(panel).findByRole('status')).toHaveTextContent(/A link is live since .*, until /);
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/join/${TOKEN}`);
    expect(await screen.findByText(CAMPAIGN_MESSAGES.inviteCopied)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    expect(await within(panel).findByText('No invite link is live: nobody can join.')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Link to send')).not.toBeInTheDocument();
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([
      `POST /api/campaigns/${CAMPAIGN_ID}/invite`,
      `DELETE /api/campaigns/${CAMPAIGN_ID}/invite`,
    ]);
  });

  it('tells the GM a live link is shown only when made', async () => {
    stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN_ID}`]: () =>
          jsonResponse({ campaign: buildCampaignDetail({ invite: live }) }),
      },
      stubFetch,
    );
    renderWithProviders(<CampaignPage id={CAMPAIGN_ID} ownCharacters={[]} />, {
      route: `/campaign/${CAMPAIGN_ID}`,
      path: '/campaign/:id',
    });
    const panel = await screen.findByRole('region', { name: 'Invite Link' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Make a new one to copy it again');
    expect(within(panel).getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
  });
});
