import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, stubApi } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { SharedSheet } from './shared-sheet.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const TOKEN = 'S'.repeat(43);

describe('SharedSheet', () => {
  it('shows the character read-only: no edit, retire, export or share controls, and noindex', async () => {
    stubApi(
      { [`GET /api/shared/${TOKEN}`]: () => jsonResponse({ character: buildFullCharacter() }) },
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
