import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import type { EncounterView, TurnOrder } from '@edgeforge/contracts/encounter';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import { buildPlayState } from '../../../test/support/play.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { EncounterScreen } from './encounter-screen.tsx';
import { EncounterTurnStrip } from './encounter-turn-strip.tsx';

const CAMPAIGN = '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51';
const ENCOUNTER = '3a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c52';

const combatant = { refId: 'x', rollOffs: [], status: 'in' as const, revealed: false };
const view: EncounterView = {
  id: ENCOUNTER,
  name: 'Dock fight',
  status: 'running',
  version: 4,
  state: {
    combatants: [
      {
        ...combatant,
        id: 'c1',
        kind: 'npc',
        name: 'Mook Ada Reyes',
        tier: 'mook',
        initiative: 11,
        state: buildPlayState(),
      },
      {
        ...combatant,
        id: 'c2',
        kind: 'character',
        name: 'Mara Voss',
        tier: null,
        initiative: 15,
        state: null,
      },
    ],
    order: ['c2', 'c1'],
    round: 1,
    turn: 0,
  },
  weight: { npcs: 1, party: 1, verdict: 'even' },
  log: [],
};

describe('EncounterScreen', () => {
  it('shows the fight in turn order, whose turn it is, and sends the next turn at the version seen', async () => {
    const sent: unknown[] = [];
    stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN}/encounters`]: () =>
          jsonResponse({
            encounters: [{ id: ENCOUNTER, name: 'Dock fight', status: 'running', round: 1, combatants: 2 }],
          }),
        [`GET /api/campaigns/${CAMPAIGN}/encounters/${ENCOUNTER}`]: () => jsonResponse({ encounter: view }),
        [`POST /api/campaigns/${CAMPAIGN}/encounters/${ENCOUNTER}/commands`]: (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse({ encounter: { ...view, version: 5, state: { ...view.state, turn: 1 } } });
        },
      },
      (fetch) => vi.stubGlobal('fetch', fetch),
    );
    const campaign = { id: CAMPAIGN, status: 'open', party: [] } as unknown as CampaignDetail;
    renderWithProviders(<EncounterScreen campaign={campaign} roster={[]} />);
    const order = await screen.findByRole('list', { name: 'Turn order' });
    const items = within(order).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Mara Voss', 'Mook Ada Reyes']);
    expect(items[0]!.getAttribute('aria-current')).toBe('step');
    expect(within(items[1]!).getByLabelText('Mook Ada Reyes: numbers').textContent).toContain('HP 40/40');
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ version: 4, command: { kind: 'nextTurn' } });
    await vi.waitFor(() =>
      expect(
        within(order).getByRole('listitem', { name: 'Mook Ada Reyes' }).getAttribute('aria-current'),
      ).toBe('step'),
    );
  });
});

describe('EncounterTurnStrip', () => {
  it("names whose turn it is and shows an NPC's numbers only as the server gives them", async () => {
    const order: TurnOrder = {
      id: ENCOUNTER,
      name: 'Dock fight',
      round: 2,
      turn: 'c1',
      combatants: [
        {
          id: 'c2',
          kind: 'character',
          name: 'Mara Voss',
          status: 'in',
          initiative: 15,
          woundState: 'notWounded',
          numbers: null,
        },
        {
          id: 'c1',
          kind: 'npc',
          name: 'Mook Ada Reyes',
          status: 'in',
          initiative: null,
          woundState: null,
          numbers: null,
        },
      ],
    };
    stubApi(
      { [`GET /api/campaigns/${CAMPAIGN}/turn-order`]: () => jsonResponse({ encounter: order }) },
      (fetch) => vi.stubGlobal('fetch', fetch),
    );
    renderWithProviders(<EncounterTurnStrip campaignId={CAMPAIGN} />);
    const strip = screen.getByRole('region', { name: 'Turn order' });
    await within(strip).findByText("Round 2: Mook Ada Reyes's turn");
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Mara Voss · init 15', 'Mook Ada Reyes']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
  });
});
