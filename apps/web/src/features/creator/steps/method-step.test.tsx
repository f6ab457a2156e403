import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCampaignDetail, CAMPAIGN_ID } from '../../../../test/support/campaigns.ts';
import { jsonResponse } from '../../../../test/support/render.tsx';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { MethodStep } from './method-step.tsx';

// Building a character for a campaign (decision 022): the method screen offers only what its GM allows.

const campaign = () =>
  jsonResponse({ campaign: buildCampaignDetail({ allowedMethods: ['edgerunner', 'complete'] }) });

describe('MethodStep for a campaign', () => {
  it("takes the campaign from the link into the draft and offers only its GM's methods", async () => {
    const { storedDraft } = renderStep('method', <MethodStep />, {
      search: `?campaign=${CAMPAIGN_ID}`,
      handlers: { [`/api/campaigns/${CAMPAIGN_ID}`]: campaign },
    });
    expect(await screen.findByText(/Building for the campaign Night Market Blues/)).toHaveTextContent(
      'its GM allows Edgerunner, Complete Package',
    );
    expect(screen.queryByRole('radio', { name: /Streetrat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Edgerunner/ })).toBeInTheDocument();
    await waitFor(() => expect(storedDraft().campaignId).toBe(CAMPAIGN_ID));
  });

  it('builds for no campaign again when asked, with every method back', async () => {
    const { user, storedDraft } = renderStep('method', <MethodStep />, {
      draft: { campaignId: CAMPAIGN_ID, characterType: 'streetrat' },
      handlers: { [`/api/campaigns/${CAMPAIGN_ID}`]: campaign },
    });
    await user.click(await screen.findByRole('button', { name: 'Build for no campaign' }));
    expect(await screen.findByRole('radio', { name: /Streetrat/ })).toBeInTheDocument();
    await waitFor(() => expect(storedDraft().campaignId).toBeNull());
  });

  it('says so when the campaign is no longer open to the player', async () => {
    renderStep('method', <MethodStep />, { draft: { campaignId: CAMPAIGN_ID } });
    expect(
      await screen.findByText('The campaign this character was for is not open to you any more.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Streetrat/ })).toBeInTheDocument();
  });
});
