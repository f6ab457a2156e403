import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, stubApi } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { SharedSheet } from './shared-sheet.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const TOKEN = 'S'.repeat(43);

describe('SharedSheet', () => {
  it('shows the character read-only: no edit, retire, export or share controls, and noindex', async () => {
    stubApi(
      {
        [`GET /api/shared/${TOKEN}`]: () =>
          jsonResponse({ character: buildFullCharacter(), sinceCreation: null }),
      },
      stubFetch,
    );
    renderWithProviders(<SharedSheet token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mara Voss' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Skills' })).toHaveTextContent('Drive Land Vehicle');
    expect(screen.getByRole('region', { name: 'Biography' })).toHaveTextContent(
      'Mara grew up between convoys.',
    );
    for (const name of [/Edit/, /Retire/, /Export/, /PDF/, /Duplicate/, /Share/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows the character as it is now: the raised rank and skill and the gear bought since creation', async () => {
    const sinceCreation = {
      skills: { 'Drive Land Vehicle': { bought: 1 } },
      roleRank: { bought: 1 },
      bought: [{ id: 'gear:agent', quantity: 1 }],
      chrome: [],
    };
    stubApi(
      {
        [`GET /api/shared/${TOKEN}`]: () => jsonResponse({ character: buildFullCharacter(), sinceCreation }),
      },
      stubFetch,
    );
    renderWithProviders(<SharedSheet token={TOKEN} />);
    const ability = await screen.findByRole('region', { name: 'Role Ability' });
    expect(ability).toHaveTextContent('Rank 5');
    expect(ability).toHaveTextContent('+1 since creation');
    const skills = screen.getByRole('region', { name: 'Skills' });
    const drive = within(skills).getByRole('rowheader', { name: 'Drive Land Vehicle +1' }).closest('tr');
    expect(within(drive as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('7');
    expect(screen.getByRole('list', { name: 'Gear bought since creation' })).toHaveTextContent('Agent');
  });

  it('says a revoked or unknown link shows nothing', async () => {
    stubApi(
      {
        [`GET /api/shared/${TOKEN}`]: () =>
          jsonResponse({ error: { code: 'NOT_FOUND', message: 'Gone.' } }, 404),
      },
      stubFetch,
    );
    renderWithProviders(<SharedSheet token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('does not exist or is no longer shared');
  });
});
