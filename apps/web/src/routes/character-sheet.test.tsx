import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/support/browser-stubs.ts';
import { buildCareerResponse } from '../../test/support/career.ts';
import { stubApi } from '../../test/support/characters.ts';
import { buildPlayEvent, buildPlayResponse, buildPlayState } from '../../test/support/play.ts';
import { jsonResponse, renderWithProviders } from '../../test/support/render.tsx';
import { sheetCharacter as character, ownSheet } from '../../test/support/sheet.tsx';
import CharacterSheetRoute, { PHONE_QUERY } from './character-sheet.tsx';

// The sheet's route (decision 052): on a phone its first screen is the play view's vital block, the
// same panels and runner as the play view, with the full sheet under it; wider, the sheet alone.

const SHEET = `GET /api/characters/${character.id}`;
const PLAY = `GET /api/characters/${character.id}/play`;
const SEND = `POST /api/characters/${character.id}/play/commands`;

function renderRoute(phone: boolean, sheet = ownSheet(character)) {
  stubMatchMedia((query) => phone && query === PHONE_QUERY);
  const bodies: unknown[] = [];
  const calls = stubApi(
    {
      [SHEET]: () => jsonResponse(sheet),
      [`GET /api/characters/${character.id}/share`]: () => jsonResponse({ link: null }),
      [PLAY]: () => jsonResponse(buildPlayResponse()),
      [`GET /api/characters/${character.id}/career`]: () => jsonResponse(buildCareerResponse()),
      [SEND]: (init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        const state = buildPlayState();
        const event = buildPlayEvent(1, { explanation: 'd10 4 + 7 REF + 6 Handgun = 17', after: state });
        return jsonResponse({
          play: buildPlayResponse(state, { events: [event] }).play,
          event,
          explanation: 'd10 4 + 7 REF + 6 Handgun = 17',
        });
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const rendered = renderWithProviders(<CharacterSheetRoute />, {
    route: `/character/${character.id}`,
    path: '/character/:id',
  });
  return { ...rendered, calls, bodies };
}

describe('the sheet route', () => {
  it('opens a phone on the play view’s vital block, above the sheet, and its taps are play commands', async () => {
    const { user, bodies } = renderRoute(true);
    const roll = await screen.findByRole('button', { name: 'Roll Handgun, base 13' });
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('40');
    expect(screen.getByRole('region', { name: 'Weapons and armour' })).toBeInTheDocument();
    // The vital block only: the actions, injuries and log stay in the play view.
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Sheet actions' });
    const portrait = screen.getByRole('img', { name: 'Portrait of Mara Voss' });
    const after = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(after(bar, status)).toBe(true);
    expect(after(status, portrait)).toBe(true);
    expect(screen.getByRole('region', { name: 'Skills' })).toBeInTheDocument();
    await user.click(roll);
    // The command goes out once the outbox has kept it (decision 049), not within the click.
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          commandId: expect.any(String),
          command: { kind: 'roll', roll: { type: 'check', stat: 'REF', skill: 'Handgun' } },
        },
      ]),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Rolls' })).findByText(/= 17/),
    ).toBeInTheDocument();
  });

  it('shows the sheet alone on a wider screen, without reading the play state', async () => {
    const { calls } = renderRoute(false);
    expect(await screen.findByRole('region', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status' })).not.toBeInTheDocument();
    expect(calls).not.toContain(PLAY);
  });

  it('puts no play view over a retired character’s sheet on a phone', async () => {
    const { calls } = renderRoute(true, ownSheet({ ...character, status: 'retired' }));
    expect(await screen.findByRole('region', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status' })).not.toBeInTheDocument();
    expect(calls).not.toContain(PLAY);
  });
});
