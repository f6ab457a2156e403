import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { RunnerRunPanel } from './runner-run-panel.tsx';

// The netrunner's run on the play view: only the floors revealed, the moves one floor away, the Black
// ICE met with its REZ and the runner's programs' REZ; a move is sent against the run's version.

const CAMPAIGN = '11111111-1111-4111-8111-111111111111';
const CHARACTER = '33333333-3333-4333-8333-333333333333';
const RUN = '44444444-4444-4444-8444-444444444444';
const floor = (id: string, above: string | null, content: unknown) => ({
  id,
  branch: 'a',
  depth: Number(id.slice(1)),
  above,
  content,
  roll: null,
});
const run = {
  id: RUN,
  campaignId: CAMPAIGN,
  characterId: CHARACTER,
  runnerName: 'Kaori Tanaka',
  name: 'Arasaka relay',
  status: 'active',
  version: 3,
  view: 'runner',
  architecture: {
    difficulty: 'standard',
    floors: [
      floor('a1', null, { kind: 'password', dv: 6 }),
      floor('a2', 'a1', { kind: 'blackIce', ice: ['hellhound', 'killer'] }),
    ],
  },
  position: 'a2',
  revealed: ['a1', 'a2'],
  exits: [
    { id: 'a3', way: 'down' },
    { id: 'a1', way: 'up' },
  ],
  foes: [
    {
      id: 'a2-1',
      kind: 'blackIce',
      key: 'hellhound',
      name: 'Hellhound',
      rez: 20,
      maxRez: 20,
      derezzed: false,
    },
    { id: 'a2-2', kind: 'blackIce', key: 'killer', name: 'Killer', rez: 20, maxRez: 20, derezzed: false },
  ],
  turnOrder: [
    { id: 'a2-1', name: 'Hellhound', kind: 'blackIce' },
    { id: 'a2-2', name: 'Killer', kind: 'blackIce' },
    { id: CHARACTER, name: 'Kaori Tanaka', kind: 'runner' },
  ],
  log: [
    {
      seq: 3,
      at: '2026-11-28T03:00:00.000Z',
      kind: 'move',
      actor: 'runner',
      explanation: 'Floor 2 (a2) reached.',
    },
  ],
  programs: [{ id: 'program-1', name: 'Armor', rez: 7, maxRez: 7, rezzed: true, derezzed: false }],
  startedAt: '2026-11-28T03:00:00.000Z',
};

describe('the netrunner’s NET run', () => {
  it('shows the floors revealed, the ICE met and the programs, and sends a move with the version', async () => {
    const bodies: unknown[] = [];
    stubApi(
      {
        [`GET /api/characters/${CHARACTER}/net-run`]: () => jsonResponse({ run }),
        [`POST /api/campaigns/${CAMPAIGN}/net/runs/${RUN}/commands`]: (init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse({ run: { ...run, version: 4, position: 'a1' } });
        },
      },
      (fetch) => vi.stubGlobal('fetch', fetch),
    );
    const { user } = renderWithProviders(<RunnerRunPanel characterId={CHARACTER} />);
    const board = await screen.findByRole('region', { name: 'NET run: Arasaka relay' });
    expect(within(board).getAllByText(/^(▶ )?Floor \d \(a\d\): /)).toHaveLength(2);
    expect(within(board).getByRole('listitem', { name: 'Killer' })).toHaveTextContent('REZ 20/20');
    expect(within(board).getByRole('button', { name: 'Killer hits a program' })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Hellhound hits the brain' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your programs' })).toHaveTextContent('Armor: REZ 7/7, rezzed');
    await user.click(within(board).getByRole('button', { name: 'Up to a1' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ version: 3, command: { kind: 'move', floorId: 'a1' } });
  });
});
