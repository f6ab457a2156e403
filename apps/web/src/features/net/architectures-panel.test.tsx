import { createRng } from '@edgeforge/rules/dice';
import { generateArchitecture } from '@edgeforge/rules/net/generate-architecture';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { ArchitecturesPanel } from './architectures-panel.tsx';

// The GM's NET architectures on the campaign page: the list with each one's difficulty, floors and seed;
// "Generate architecture" sends the difficulty and seed typed; the floors open on demand.

const CAMPAIGN = '11111111-1111-4111-8111-111111111111';
const LIST = `GET /api/campaigns/${CAMPAIGN}/net/architectures`;
const CREATE = `POST /api/campaigns/${CAMPAIGN}/net/architectures`;
const architecture = generateArchitecture('standard', createRng(7)).architecture;
const view = {
  id: '22222222-2222-4222-8222-222222222222',
  campaignId: CAMPAIGN,
  name: 'Arasaka relay',
  difficulty: 'standard',
  seed: 7,
  architecture,
  updatedAt: '2026-11-27T20:00:00.000Z',
};

describe('the GM’s NET architectures', () => {
  it('lists the kept ones, opens their floors, and generates one with the seed typed', async () => {
    const bodies: unknown[] = [];
    stubApi(
      {
        [LIST]: () => jsonResponse({ architectures: [view] }),
        [CREATE]: (init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse({ architecture: view }, 201);
        },
      },
      (fetch) => vi.stubGlobal('fetch', fetch),
    );
    const { user } = renderWithProviders(<ArchitecturesPanel campaignId={CAMPAIGN} />);
    const card = await screen.findByRole('listitem', { name: 'Arasaka relay' });
    expect(card).toHaveTextContent(`Standard, ${architecture.floors.length} floors`);
    expect(card).toHaveTextContent('seed 7');
    await user.click(within(card).getByRole('button', { name: 'Show floors' }));
    expect(within(card).getAllByText(/^Floor \d+ \(/)).toHaveLength(architecture.floors.length);
    await user.type(screen.getByLabelText('Name'), 'Biotechnica');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'advanced');
    await user.type(screen.getByLabelText('Seed (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Generate architecture' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ mode: 'generate', name: 'Biotechnica', difficulty: 'advanced', seed: 12 });
  });
});
