import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFullCharacter } from '../../../test/support/characters.ts';
import { jsonResponse } from '../../../test/support/render.tsx';
import { renderStep } from '../../../test/support/wizard-harness.tsx';
import SummaryRoute from './summary.tsx';

const saved = buildFullCharacter({ version: 3 });
const CHARACTER_URL = `/api/characters/${saved.id}`;
const editing = { characterId: saved.id, version: 3 };

describe('the summary of a saved character opened for editing', () => {
  it('keeps the saved bio and portrait, generates nothing, and Save updates the character at its version', async () => {
    const { user, requests } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft({ lastName: 'Changed', editing }),
      handlers: {
        [CHARACTER_URL]: (request) =>
          request.method === 'PUT'
            ? jsonResponse({ character: { ...saved, name_last: 'Changed', version: 4 } })
            : jsonResponse({ character: saved, access: 'owner', campaign: null }),
      },
    });
    expect(await screen.findByText('Mara grew up between convoys.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Portrait of/ })).toHaveAttribute('src', saved.portrait_url);
    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    expect(await screen.findByText('Your character has been saved successfully.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/functions/'))).toBe(false);
    const put = requests.find((r) => r.method === 'PUT' && r.url === CHARACTER_URL);
    expect(put?.body).toMatchObject({ version: 3, bio: saved.bio, shortBio: saved.short_bio });
    expect(put?.body).not.toHaveProperty('portrait');
    const body = put?.body as { draft: { lastName: string } } | undefined;
    expect(body?.draft.lastName).toBe('Changed');
  });

  it('says a stale save changed nothing and offers to reload the latest version', async () => {
    const { user, router } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft({ editing }),
      handlers: {
        [CHARACTER_URL]: (request) =>
          request.method === 'PUT'
            ? jsonResponse({ error: { code: 'STALE_CHARACTER', message: 'Changed elsewhere.' } }, 409)
            : jsonResponse({ character: saved, access: 'owner', campaign: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Character' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This character changed somewhere else' });
    expect(dialog).toHaveTextContent('your changes here are not saved');
    await user.click(within(dialog).getByRole('button', { name: 'Reload the latest version' }));
    expect(router.state.location.pathname).toBe(`/character/${saved.id}/edit`);
  });
});
