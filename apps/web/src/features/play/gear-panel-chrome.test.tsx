import type { CarriedWeapon } from '@edgeforge/rules/play/state';
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

// Installed chrome that is a weapon on the play view (decision 073): Wolvers get the attack and the
// damage of a melee weapon and nothing to fire or load; a popup ranged weapon is a gun like any other.

const READ = `GET /api/characters/${PLAY_CHARACTER_ID}/play`;
const SEND = `POST /api/characters/${PLAY_CHARACTER_ID}/play/commands`;
const WOLVERS = 'cyberware:wolvers#1';
const POPUP = 'cyberware:popup-ranged-weapon#1';

const wolvers: CarriedWeapon = {
  itemId: 'cyberware:wolvers',
  name: 'Wolvers',
  magazine: 0,
  loaded: 0,
  ammoId: null,
  varieties: [],
  autofire: false,
};
const popup: CarriedWeapon = {
  itemId: 'cyberware:popup-ranged-weapon',
  name: 'Popup Ranged Weapon',
  magazine: 12,
  loaded: 12,
  ammoId: 'ammo:medium-pistol-basic',
  varieties: ['medPistol'],
  autofire: false,
};

function chromed() {
  return buildPlayState({
    weapons: { ...buildPlayState().weapons, [WOLVERS]: wolvers, [POPUP]: popup },
    weaponsArmed: true,
  });
}

function renderPlay(line: string) {
  const bodies: Record<string, unknown>[] = [];
  const answer = (init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const event = buildPlayEvent(1, { explanation: line, after: chromed() });
    const { play } = buildPlayResponse(chromed(), { events: [event] });
    return jsonResponse({ play, event, explanation: line });
  };
  stubApi({ [READ]: () => jsonResponse(buildPlayResponse(chromed())), [SEND]: answer }, (fetch) =>
    vi.stubGlobal('fetch', fetch),
  );
  const view = renderWithProviders(<PlayView id={PLAY_CHARACTER_ID} />, {
    route: `/character/${PLAY_CHARACTER_ID}/play`,
    path: '/character/:id/play',
  });
  return { ...view, bodies };
}

describe('cyberweapons on the play view', () => {
  it('lists Wolvers with their attack on Melee Weapon and 3d6 damage, nothing to fire or load', async () => {
    const { user, bodies } = renderPlay('d10 6 + 7 DEX + 6 Melee Weapon = 19');
    const card = await screen.findByRole('listitem', { name: 'Wolvers' });
    expect(card).toHaveTextContent('Melee, Melee Weapon');
    expect(within(card).getByRole('button', { name: 'Damage of Wolvers, 3d6' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Fire|Reload/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Attack with Wolvers' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({
      kind: 'roll',
      roll: { type: 'attack', weaponId: WOLVERS, skill: 'Melee Weapon' },
    });
  });

  it('shows the popup ranged weapon with its rounds, fire and reload, and attacks with it on Handgun', async () => {
    const { user, bodies } = renderPlay('d10 4 + 7 REF + 6 Handgun = 17');
    const card = await screen.findByRole('listitem', { name: 'Popup Ranged Weapon' });
    expect(card).toHaveTextContent('12 / 12');
    expect(
      within(card).getByRole('button', { name: 'Damage of Popup Ranged Weapon, 2d6' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Fire Popup Ranged Weapon' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reload Popup Ranged Weapon' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Attack with Popup Ranged Weapon' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({
      kind: 'roll',
      roll: { type: 'attack', weaponId: POPUP, skill: 'Handgun' },
    });
  });
});
