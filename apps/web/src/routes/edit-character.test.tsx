import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../test/support/render.tsx';
import EditCharacterRoute from './edit-character.tsx';

const ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const opened: Draft = { ...buildDraft(), editing: { characterId: ID, version: 2 } };

function renderEdit(stored: Draft | null) {
  const calls = stubApi(
    {
      'GET /api/draft': () => jsonResponse({ draft: stored, updatedAt: null }),
      [`POST /api/characters/${ID}/edit`]: () => jsonResponse({ draft: opened }),
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const rendered = renderWithProviders(<EditCharacterRoute />, {
    route: `/character/${ID}/edit`,
    path: '/character/:id/edit',
  });
  return { ...rendered, calls };
}

describe('Edit (the route that opens a saved character in the wizard)', () => {
  it('opens it at once when nothing else is being built, and goes to the summary with the draft in place', async () => {
    const { calls, queryClient } = renderEdit(emptyDraft());
    expect(await screen.findByTestId('location')).toHaveTextContent('/summary');
    expect(calls).toContain(`POST /api/characters/${ID}/edit`);
    expect(queryClient.getQueryData(['creator', 'draft'])).toEqual(opened);
  });

  it('asks before replacing a character in progress, and going back leaves it alone', async () => {
    const { user, calls } = renderEdit(buildDraft({ firstName: 'Unsaved' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Replace the character you are building?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep building' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/character/${ID}`);
    expect(calls).not.toContain(`POST /api/characters/${ID}/edit`);
  });

  it('opens it after the player agrees to replace the character in progress', async () => {
    const { user } = renderEdit(buildDraft({ firstName: 'Unsaved' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Replace the character you are building?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit this character' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/summary');
  });
});
