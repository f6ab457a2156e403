import { programsInPlay } from '@edgeforge/rules/net/programs';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import {
  buildPlayEvent,
  buildPlayResponse,
  buildPlayState,
  PLAY_CHARACTER_ID,
} from '../../../test/support/play.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { PlayView } from './play-view.tsx';

// The NET on the play view (docs/rules/net.md#interface-in-play): a Netrunner sees its NET Actions by
// Interface rank, rolls each ability, rezzes its programs and takes a Black ICE's hit; other roles see no
// NET at all.

const READ = `GET /api/characters/${PLAY_CHARACTER_ID}/play`;
const SEND = `POST /api/characters/${PLAY_CHARACTER_ID}/play/commands`;

const runner = (rank = 7) =>
  buildPlayState({ net: { interfaceRank: rank, programs: programsInPlay(['armor', 'sword']) } });

function renderPlay(state = runner()) {
  const bodies: Record<string, unknown>[] = [];
  const answer = (init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const event = buildPlayEvent(1, { explanation: 'Zap: d10 5 + 7 Interface = 12', after: state });
    const { play } = buildPlayResponse(state, { events: [event] });
    return jsonResponse({ play, event, explanation: event.explanation });
  };
  stubApi({ [READ]: () => jsonResponse(buildPlayResponse(state)), [SEND]: answer }, (fetch) =>
    vi.stubGlobal('fetch', fetch),
  );
  const view = renderWithProviders(<PlayView id={PLAY_CHARACTER_ID} />, {
    route: `/character/${PLAY_CHARACTER_ID}/play`,
    path: '/character/:id/play',
  });
  return { ...view, bodies };
}

describe('the NET on the play view', () => {
  it('shows NET Actions by Interface rank and rolls an ability as an Interface roll', async () => {
    const { user, bodies } = renderPlay();
    expect(await screen.findByText(/NET\s+Actions per turn/)).toHaveTextContent(
      'Interface 7: 4 NET Actions per turn',
    );
    await user.click(screen.getByRole('button', { name: 'Roll Zap, base 7' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({ kind: 'roll', roll: { type: 'interface', ability: 'zap' } });
  });

  it('rezzes a defender, and sends a Black ICE hit on the brain', async () => {
    const { user, bodies } = renderPlay();
    await user.click(await screen.findByRole('button', { name: 'Rez Armor' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({ kind: 'program', action: 'rez', programId: 'program-1' });
    expect(screen.queryByRole('button', { name: 'Rez Sword' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Black ICE'), 'hellhound');
    await user.click(screen.getByRole('button', { name: 'Hellhound hits the brain' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.command).toEqual({ kind: 'netHit', ice: 'hellhound' });
  });

  it('is not drawn for a character without Interface', async () => {
    renderPlay(buildPlayState());
    await screen.findByRole('button', { name: /Initiative/ });
    expect(screen.queryByText(/NET\s+Actions per turn/)).toBeNull();
  });
});
