import type { CarriedWeapon } from '@edgeforge/rules/play/state';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import {
  buildPlayEvent,
  buildPlayResponse,
  buildPlayState,
  PISTOL,
  PLAY_CHARACTER_ID,
} from '../../../test/support/play.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { PlayView } from './play-view.tsx';

// Autofire and suppressive fire from the play view: the weapon that fires on full auto offers both,
// Autofire asks for the range band (each with its DV) and fires on that second tap, with the Luck picked
// and, for a player rolling their own dice, the d10 and the 2d6 of damage.

const READ = `GET /api/characters/${PLAY_CHARACTER_ID}/play`;
const SEND = `POST /api/characters/${PLAY_CHARACTER_ID}/play/commands`;
const SMG = 'weapon:smg#1';
const LINE =
  'Autofire (SMG): d10 9 + 6 REF + 5 Autofire + 1 Luck = 21 against DV 17 at 7-12 m; hit by 4, capped at 3: 2d6 (3 + 4 = 7) x 3 = 21 damage; 10 rounds used, 20 left.';

const smg: CarriedWeapon = {
  itemId: 'weapon:smg',
  name: 'SMG',
  magazine: 30,
  loaded: 30,
  ammoId: 'ammo:medium-pistol-basic',
  varieties: ['medPistol'],
  autofire: true,
};

function withSmg(loaded = 30) {
  return buildPlayState({ weapons: { ...buildPlayState().weapons, [SMG]: { ...smg, loaded } } });
}

/** Renders the play view with an SMG over a stubbed API that answers every command with `line`. */
function renderPlay(line: string, diceMode: 'server' | 'entered' = 'server') {
  const bodies: Record<string, unknown>[] = [];
  const answer = (init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const event = buildPlayEvent(1, { explanation: line, after: withSmg(20) });
    const { play } = buildPlayResponse(withSmg(20), { events: [event] });
    return jsonResponse({ play, event, explanation: line });
  };
  const read = () => jsonResponse(buildPlayResponse(withSmg(), { diceMode }));
  stubApi({ [READ]: read, [SEND]: answer }, (fetch) => vi.stubGlobal('fetch', fetch));
  const view = renderWithProviders(<PlayView id={PLAY_CHARACTER_ID} />, {
    route: `/character/${PLAY_CHARACTER_ID}/play`,
    path: '/character/:id/play',
  });
  return { ...view, bodies };
}

describe('full auto on the play view', () => {
  it('offers Autofire and Suppress on the SMG only, and fires autofire at the band tapped', async () => {
    const { user, bodies } = renderPlay(LINE);
    const card = await screen.findByRole('listitem', { name: 'SMG' });
    const pistol = screen.getByRole('listitem', { name: 'Very Heavy Pistol' });
    expect(within(pistol).queryByRole('button', { name: /Autofire|Suppressive/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One Luck more on the next roll' }));
    await user.click(within(card).getByRole('button', { name: 'Autofire SMG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autofire: SMG' });
    expect(dialog).toHaveTextContent('+ 1 Luck must beat its DV');
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Fire at/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Fire at 0-6 m, DV 20',
      'Fire at 7-12 m, DV 17',
      'Fire at 13-25 m, DV 20',
      'Fire at 26-50 m, DV 25',
      'Fire at 51-100 m, DV 30',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Fire at 7-12 m, DV 17' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({
      kind: 'fire',
      weaponId: SMG,
      mode: 'autofire',
      range: '7-12',
      luck: 1,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const gear = screen.getByRole('region', { name: 'Weapons and armour' });
    await waitFor(() => expect(within(gear).getByRole('status')).toHaveTextContent('x 3 = 21 damage'));
    expect(screen.getByRole('list', { name: 'Events, newest first' })).toHaveTextContent('capped at 3');
    expect(screen.getByText('Luck on the next roll')).toHaveTextContent('0');
  });

  it('lays down suppressive fire in one tap', async () => {
    const { user, bodies } = renderPlay(
      'Suppressive fire (SMG): d10 4 + 6 REF + 5 Autofire = 15; must beat 15',
    );
    await user.click(await screen.findByRole('button', { name: 'Suppressive fire with SMG' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({ kind: 'fire', weaponId: SMG, mode: 'suppressive' });
    const log = screen.getByRole('list', { name: 'Events, newest first' });
    await waitFor(() => expect(log).toHaveTextContent('must beat 15'));
  });

  it('asks a player rolling their own dice for the d10, the critical die on a 1, then the 2d6', async () => {
    const { user, bodies } = renderPlay(LINE, 'entered');
    await user.click(await screen.findByRole('button', { name: 'Autofire SMG' }));
    await user.click(await screen.findByRole('button', { name: 'Fire at 51-100 m, DV 30' }));
    const dice = await screen.findByRole('dialog', { name: 'Your dice' });
    await user.type(within(dice).getByLabelText('Damage d6 number 2'), '5');
    await user.type(within(dice).getByLabelText('d10'), '1');
    await user.type(within(dice).getByLabelText('Critical die (d10)'), '4');
    await user.click(within(dice).getByRole('button', { name: 'Roll' }));
    expect(within(dice).getByRole('alert')).toHaveTextContent('Enter the Damage d6 number 1: 1 to 6.');
    await user.type(within(dice).getByLabelText('Damage d6 number 1'), '2');
    await user.click(within(dice).getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      command: { kind: 'fire', weaponId: SMG, mode: 'autofire', range: '51-100' },
      dice: [1, 4, 2, 5],
    });
  });

  it('keeps the pistol to single shots', async () => {
    const { user, bodies } = renderPlay('Very Heavy Pistol: single fire uses 1; 7 left.');
    await user.click(await screen.findByRole('button', { name: 'Fire Very Heavy Pistol' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({ kind: 'fire', weaponId: PISTOL, mode: 'single' });
  });
});
