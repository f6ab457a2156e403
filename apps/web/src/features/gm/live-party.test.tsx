import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import { buildPlayEvent, buildPlayResponse, buildPlayState, PISTOL } from '../../../test/support/play.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { LiveParty } from './live-party.tsx';

const KAORI = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51';
const JAX = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c52';

describe('LiveParty', () => {
  it("shows each character's HP, wound state, Luck, Humanity, ammunition and injuries, and the party's rolls", async () => {
    const hurt = buildPlayState({
      hp: 12,
      woundState: 'seriouslyWounded',
      luck: 3,
      humanity: 20,
      injuries: { 'injury-1': { key: 'body-broken-ribs', quickFixed: true } },
      weapons: { [PISTOL]: { ...buildPlayState().weapons[PISTOL]!, loaded: 5 } },
    });
    const kaori = buildPlayResponse(hurt, {
      events: [
        buildPlayEvent(2, {
          id: 'k2',
          explanation: 'GM rolled in secret',
          at: '2026-11-27T20:05:00.000Z',
          command: { kind: 'roll', private: true, roll: {} },
        }),
        buildPlayEvent(1, { id: 'k1', kind: 'takeDamage', explanation: 'Took 28 damage' }),
      ],
    });
    const jax = buildPlayResponse(buildPlayState(), {
      events: [
        buildPlayEvent(1, { id: 'j1', explanation: 'Jax rolled Handgun', at: '2026-11-27T20:01:00.000Z' }),
      ],
    });
    stubApi(
      {
        [`GET /api/characters/${KAORI}/play`]: () => jsonResponse(kaori),
        [`GET /api/characters/${JAX}/play`]: () => jsonResponse(jax),
      },
      (fetch) => vi.stubGlobal('fetch', fetch),
    );
    renderWithProviders(
      <LiveParty
        characters={[
          { id: KAORI, name: 'Kaori Sato', playerName: 'Ann' },
          { id: JAX, name: 'Jax Kane', playerName: 'Bo' },
        ]}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Kaori Sato at the table' });
    await within(card).findByText('12/40');
    expect(within(card).getByText('Seriously Wounded')).toBeTruthy();
    expect(within(card).getByText('3/7')).toBeTruthy();
    expect(within(card).getByText('20/36')).toBeTruthy();
    expect(within(card).getByText('Very Heavy Pistol 5/8')).toBeTruthy();
    expect(within(card).getByText('Broken Ribs (quick fix)')).toBeTruthy();
    const rolls = screen.getByRole('list', { name: 'Rolls, newest first' });
    const lines = within(rolls)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Kaori Sato: GM rolled in secret');
    expect(lines[0]).toContain('private');
    expect(lines[1]).toContain('Jax Kane: Jax rolled Handgun');
    expect(lines[1]).not.toContain('private');
  });
});
