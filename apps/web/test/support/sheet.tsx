import { vi } from 'vitest';
import { CharacterSheet } from '../../src/features/characters/sheet/character-sheet.tsx';
import { buildFullCharacter, stubApi } from './characters.ts';
import { jsonResponse, renderWithProviders } from './render.tsx';

// The character sheet's tests: one character, its answer as the owner gets it, and the sheet rendered
// on its route with the API stubbed.

/** The character the sheet's tests show. */
export const sheetCharacter = buildFullCharacter();

/** The sheet's answer as the character's owner gets it, in no campaign unless said. */
export const ownSheet = (shown: unknown, extra: Record<string, unknown> = {}) => ({
  character: shown,
  access: 'owner',
  campaign: null,
  ...extra,
});

/** Renders the sheet of `sheetCharacter` with its answer, no share link, and `more` API answers. */
export function renderSheet(
  answer: () => Response | Promise<Response>,
  more: Record<string, () => Response | Promise<Response>> = {},
) {
  stubApi(
    {
      [`GET /api/characters/${sheetCharacter.id}`]: answer,
      [`GET /api/characters/${sheetCharacter.id}/share`]: () => jsonResponse({ link: null }),
      ...more,
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  return renderWithProviders(<CharacterSheet id={sheetCharacter.id} />, {
    route: `/character/${sheetCharacter.id}`,
    path: '/character/:id',
  });
}
