import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFullCharacter } from '../../../test/support/characters.ts';
import { jsonResponse } from '../../../test/support/render.tsx';
import { renderStep } from '../../../test/support/wizard-harness.tsx';
import SummaryRoute from './summary.tsx';

const saved = buildFullCharacter({
  version: 2,
  bio: 'Mara Voss grew up between convoys.\n\nNow Mara drives for clean eurobucks.',
  short_bio: 'Mara keeps her word.',
});
const CHARACTER_URL = `/api/characters/${saved.id}`;
const BIO_URL = '/api/functions/generate-character-bio';
const editing = { characterId: saved.id, version: 2 };

function renderRenamed(firstName: string, lastName: string) {
  return renderStep('summary', <SummaryRoute />, {
    draft: buildDraft({ firstName, lastName, editing }),
    handlers: {
      [CHARACTER_URL]: (request) =>
        request.method === 'PUT'
          ? jsonResponse({ character: { ...saved, version: 3 } })
          : jsonResponse({ character: saved, access: 'owner', campaign: null }),
      [BIO_URL]: () =>
        jsonResponse({
          bio: 'Jun Park learned the road.',
          shortBio: 'A driver.',
          source: 'offline',
          engine: 'offline',
        }),
    },
  });
}

describe('the summary of a renamed character', () => {
  it('offers to bring the biography along, and replaces the name in the bio and the short bio', async () => {
    const { user, requests } = renderRenamed('Jun', 'Park');
    const offer = await screen.findByRole('region', { name: 'The biography after the rename' });
    expect(offer).toHaveTextContent(
      'The name changed from Mara Voss to Jun Park; the biography still tells of Mara Voss.',
    );
    await user.click(screen.getByRole('button', { name: 'Replace the name in it' }));
    expect(offer).toHaveTextContent(
      'Mara Voss was replaced with Jun Park in the biography and the short bio (3 places).',
    );
    expect(screen.getByTestId('bio-text')).toHaveTextContent(
      'Jun Park grew up between convoys.Now Jun drives for clean eurobucks.',
    );
    expect(screen.getByText('Jun keeps her word.')).toBeVisible();
    // Replacing is done here, in the page: nothing is generated.
    expect(requests.some((request) => request.url === BIO_URL)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    await screen.findByText('Your character has been saved successfully.');
    const put = requests.find((request) => request.method === 'PUT' && request.url === CHARACTER_URL);
    expect(put?.body).toMatchObject({
      bio: 'Jun Park grew up between convoys.\n\nNow Jun drives for clean eurobucks.',
      shortBio: 'Jun keeps her word.',
    });
  });

  it('regenerates the biography on request, and says so', async () => {
    const { user, requests } = renderRenamed('Jun', 'Park');
    await user.click(await screen.findByRole('button', { name: 'Regenerate the biography' }));
    expect(await screen.findByText('The biography was regenerated for Jun Park.')).toBeVisible();
    expect(screen.getByTestId('bio-text')).toHaveTextContent('Jun Park learned the road.');
    expect(requests.filter((request) => request.url === BIO_URL)).toHaveLength(1);
  });

  it('offers nothing when the name is unchanged', async () => {
    renderRenamed('Mara', 'Voss');
    expect(await screen.findByText('Mara Voss grew up between convoys.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'The biography after the rename' })).toBeNull();
  });
});
