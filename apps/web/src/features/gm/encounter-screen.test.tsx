import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import type { EncounterView, TurnOrder } from '@edgeforge/contracts/encounter';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import { buildPlayState } from '../../../test/support/play.ts';
import { heldAfterFirst, jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
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

/**
 * The encounter's API with `shown` as the running fight (or, with `read`, what each read of it answers);
 * each command's body goes to `sent`, and `answer` says what the server answers it. Renders the GM's
 * screen on it.
 */
function renderFight(
  shown: EncounterView,
  sent: unknown[],
  answer: () => Response | Promise<Response>,
  read: () => Response | Promise<Response> = () => jsonResponse({ encounter: shown }),
) {
  stubApi(
    {
      [`GET /api/campaigns/${CAMPAIGN}/encounters`]: () =>
        jsonResponse({
          encounters: [
            { id: ENCOUNTER, name: 'Dock fight', status: 'running', round: shown.state.round, combatants: 2 },
          ],
        }),
      [`GET /api/campaigns/${CAMPAIGN}/encounters/${ENCOUNTER}`]: read,
      [`POST /api/campaigns/${CAMPAIGN}/encounters/${ENCOUNTER}/commands`]: (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const campaign = { id: CAMPAIGN, status: 'open', party: [] } as unknown as CampaignDetail;
  return renderWithProviders(<EncounterScreen campaign={campaign} roster={[]} />);
}

describe('EncounterScreen', () => {
  it('shows the fight in turn order, whose turn it is, and sends the next turn at the version seen', async () => {
    const sent: unknown[] = [];
    renderFight(view, sent, () =>
      jsonResponse({ encounter: { ...view, version: 5, state: { ...view.state, turn: 1 } } }),
    );
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

  it('holds every control busy while a command is on its way, and keeps a hit typed in until it can go', async () => {
    const sent: { command: { kind: string } }[] = [];
    let answer: (response: Response) => void = () => {};
    const setup = { ...view, state: { ...view.state, order: null, round: 0, turn: null } };
    renderFight(
      setup,
      sent,
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const mara = within(await screen.findByRole('list', { name: 'Turn order' })).getByRole('listitem', {
      name: 'Mara Voss',
    });
    const initiative = within(mara).getByRole('form', { name: 'Initiative of Mara Voss' });
    fireEvent.change(within(initiative).getByRole('textbox'), { target: { value: '30' } });
    fireEvent.click(within(initiative).getByRole('button', { name: 'Set' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.command).toMatchObject({ kind: 'setInitiative', combatantId: 'c2', initiative: 30 });

    // The first is still on its way: the controls say so, and a hit is neither sent nor lost.
    const set = within(initiative).getByRole('button', { name: 'Set' });
    await vi.waitFor(() => expect(set.getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Roll NPC initiative' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    const damage = within(mara).getByRole('form', { name: 'Damage to Mara Voss' });
    fireEvent.change(within(damage).getByRole('textbox'), { target: { value: '12' } });
    fireEvent.submit(damage);
    fireEvent.click(within(mara).getByRole('button', { name: 'Mark down' }));
    expect(sent).toHaveLength(1);
    expect((within(damage).getByRole('textbox') as HTMLInputElement).value).toBe('12');

    // Once answered, the same hit goes, at the version the answer brought.
    const after = structuredClone(setup);
    after.version = 5;
    after.state.combatants[1]!.initiative = 30;
    answer(jsonResponse({ encounter: after }));
    await vi.waitFor(() => expect(set.getAttribute('aria-disabled')).toBeNull());
    fireEvent.submit(damage);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 5, command: { kind: 'play', combatantId: 'c2' } });
    await vi.waitFor(() => expect((within(damage).getByRole('textbox') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the answered version when a read started before the command lands after its answer', async () => {
    const sent: { version: number }[] = [];
    let answer: (response: Response) => void = () => {};
    const late = heldAfterFirst(() => jsonResponse({ encounter: view }));
    const { queryClient } = renderFight(
      view,
      sent,
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      late.read,
    );
    const order = await screen.findByRole('list', { name: 'Turn order' });
    const turnOf = (name: string) =>
      within(order).getByRole('listitem', { name }).getAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // The live channel asks for the fight again while the command is on its way.
    void queryClient.invalidateQueries({ queryKey: ['encounters', CAMPAIGN, 'detail', ENCOUNTER] });
    await vi.waitFor(() => expect(late.reads()).toBe(2));
    answer(jsonResponse({ encounter: { ...view, version: 5, state: { ...view.state, turn: 1 } } }));
    await vi.waitFor(() => expect(turnOf('Mook Ada Reyes')).toBe('step'));
    // That read was made before the command's commit: it lands last, with the version before.
    late.release(jsonResponse({ encounter: view }));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(turnOf('Mook Ada Reyes')).toBe('step');
    const next = screen.getByRole('button', { name: 'Next turn' });
    await vi.waitFor(() => expect(next.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(next);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 5 });
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
