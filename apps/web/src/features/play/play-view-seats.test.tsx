import type { PlayResponse } from '@edgeforge/contracts/play';
import { screen, waitFor, within } from '@testing-library/react';
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

const READ = `GET /api/characters/${PLAY_CHARACTER_ID}/play`;
const SEND = `POST /api/characters/${PLAY_CHARACTER_ID}/play/commands`;

/** Renders the play view for the read given; answers every command as applied, and keeps its body. */
function renderPlay(read: PlayResponse) {
  const bodies: Record<string, unknown>[] = [];
  stubApi(
    {
      [READ]: () => jsonResponse(read),
      [SEND]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        const event = buildPlayEvent(1, { explanation: 'd10 6 + 7 REF = 13' });
        return jsonResponse({ play: read.play, event, explanation: event.explanation });
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const view = renderWithProviders(<PlayView id={PLAY_CHARACTER_ID} />, {
    route: `/character/${PLAY_CHARACTER_ID}/play`,
    path: '/character/:id/play',
  });
  return { ...view, bodies };
}

const injured = buildPlayState({ injuries: { 'injury-1': { key: 'body-broken-ribs', quickFixed: false } } });

/** The names of the play view's buttons, in the order shown. */
const buttonNames = () =>
  screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('PlayView for the GM', () => {
  it('offers the GM damage, heal, stabilize, treat, the Death Save and rolls, and none of the player’s own', async () => {
    renderPlay(buildPlayResponse(injured, { viewer: 'gm' }));
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Damage', 'Heal', 'Stabilize', 'Session', 'Undo']);
    expect(screen.getByRole('button', { name: 'Death Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Treat Broken Ribs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attack with Very Heavy Pistol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll REF, base 7' })).toBeInTheDocument();
    const names = buttonNames();
    for (const hidden of [
      'Spend 1 Luck',
      'One Luck more on the next roll',
      'Fire Very Heavy Pistol',
      'Reload Very Heavy Pistol',
      'Repair body armour',
      'Humanity',
    ])
      expect(names).not.toContain(hidden);
    expect(screen.queryByRole('switch', { name: 'I roll my own dice' })).not.toBeInTheDocument();
    // The weapons and the armour are still shown, without the player's buttons.
    expect(screen.getByRole('listitem', { name: 'Very Heavy Pistol' })).toHaveTextContent('Loaded 8 / 8');
  });

  it('rolls privately when the GM asks, and never asks the GM for the player’s entered dice', async () => {
    const { user, bodies } = renderPlay(
      buildPlayResponse(buildPlayState(), { viewer: 'gm', diceMode: 'entered' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Roll REF, base 7' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Your dice' })).not.toBeInTheDocument();
    expect(bodies[0]?.command).toEqual({ kind: 'roll', roll: { type: 'check', stat: 'REF', skill: null } });
    const secret = screen.getByRole('switch', { name: 'Roll privately' });
    await user.click(secret);
    expect(secret).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Initiative' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.command).toEqual({ kind: 'roll', roll: { type: 'initiative' }, private: true });
  });
});

describe('PlayView for the player', () => {
  it('leaves the game session to the GM in a campaign, and keeps it outside one', async () => {
    renderPlay(buildPlayResponse(buildPlayState(), { inCampaign: true }));
    await screen.findByRole('region', { name: 'Actions' });
    expect(screen.queryByRole('button', { name: 'Start a game session' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fire Very Heavy Pistol' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Roll privately' })).not.toBeInTheDocument();
  });

  it('says a cyberpsycho in a campaign is in the GM’s hands and offers no action', async () => {
    renderPlay(buildPlayResponse(buildPlayState({ cyberpsycho: true, humanity: 0 }), { inCampaign: true }));
    expect(await screen.findByRole('note')).toHaveTextContent('Only the GM acts on it now.');
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rolls' })).not.toBeInTheDocument();
    expect(buttonNames()).toEqual([]);
    expect(screen.getByRole('switch', { name: 'I roll my own dice' })).toBeInTheDocument();
  });

  it('keeps every action for the owner of a cyberpsycho outside a campaign, where there is no GM', async () => {
    renderPlay(buildPlayResponse(buildPlayState({ cyberpsycho: true, humanity: 0 })));
    expect(await screen.findByRole('button', { name: 'Start a game session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spend 1 Luck' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
