import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCampaignDetail, CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { NewCampaignForm } from './new-campaign-form.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const render = () =>
  renderWithProviders(<NewCampaignForm />, { route: '/campaigns/new', path: '/campaigns/new' });

describe('NewCampaignForm', () => {
  it('needs a name and at least one creation method before it asks the server', async () => {
    const calls = stubApi({}, stubFetch);
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the campaign a name.');
    await user.type(screen.getByLabelText('Campaign Name'), 'Night Market Blues');
    for (const name of [/^Streetrat/, /^Edgerunner/, /^Complete Package/]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Allow at least one creation method.');
    expect(calls).toEqual([]);
  });

  it('sends the name, pitch and house settings, then opens the new campaign', async () => {
    let sent: unknown;
    stubApi(
      {
        'POST /api/campaigns': (init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse({ campaign: buildCampaignDetail({ party: [] }) }, 201);
        },
      },
      stubFetch,
    );
    const { user } = render();
    await user.type(screen.getByLabelText('Campaign Name'), '  Night Market Blues ');
    await user.type(screen.getByLabelText('Short Pitch'), 'A fixer owes everyone money.');
    await user.click(screen.getByRole('checkbox', { name: /^Complete Package/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Accept house-rules characters/ }));
    await user.selectOptions(screen.getByLabelText('Complete Package STAT points'), '70');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/campaign/${CAMPAIGN_ID}`);
    expect(sent).toEqual({
      name: 'Night Market Blues',
      pitch: 'A fixer owes everyone money.',
      allowedMethods: ['streetrat', 'edgerunner'],
      acceptsHouseRules: true,
      completeStatPoints: 70,
    });
  });

  it("shows the server's refusal", async () => {
    stubApi(
      {
        'POST /api/campaigns': () =>
          jsonResponse({ error: { code: 'CAMPAIGN_QUOTA_EXCEEDED', message: 'x' } }, 413),
      },
      stubFetch,
    );
    const { user } = render();
    await user.type(screen.getByLabelText('Campaign Name'), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You run as many open campaigns as one account may.',
    );
  });
});
