import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { buildFullCharacter } from '../../../test/support/characters.ts';
import { jsonResponse } from '../../../test/support/render.tsx';
import { renderStep } from '../../../test/support/wizard-harness.tsx';
import SummaryRoute from './summary.tsx';

// A character built for a campaign (decision 022): the save carries the campaign, and the player lands
// on the campaign's page, where the character now sits in the party; a refusal says why.

const bio = () => jsonResponse({ bio: 'Bio.', shortBio: 'Short.', source: 'offline', engine: 'offline' });

describe('the summary screen, building for a campaign', () => {
  it('saves with the campaign and then opens its page', async () => {
    const { user, requests } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft({ campaignId: CAMPAIGN_ID }),
      handlers: {
        '/api/functions/generate-character-bio': bio,
        '/api/characters': () => jsonResponse({ character: buildFullCharacter() }, 201),
      },
    });
    await screen.findByText('Bio.');
    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    expect(await screen.findByTestId('location', {}, { timeout: 5_000 })).toHaveTextContent(
      `/campaign/${CAMPAIGN_ID}`,
    );
    const save = requests.find((r) => r.url === '/api/characters');
    expect(save?.body).toMatchObject({ draft: { campaignId: CAMPAIGN_ID } });
  });

  it("shows why the campaign refused the character, and keeps the player's work", async () => {
    const { user } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft({ campaignId: CAMPAIGN_ID }),
      handlers: {
        '/api/functions/generate-character-bio': bio,
        '/api/characters': () =>
          jsonResponse({ error: { code: 'CAMPAIGN_METHOD_NOT_ALLOWED', message: 'x' } }, 422),
      },
    });
    await screen.findByText('Bio.');
    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    expect((await screen.findAllByText(CAMPAIGN_MESSAGES.methodNotAllowed)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save Character' })).not.toHaveAttribute('aria-disabled');
  });
});
