import type { Npc } from '@edgeforge/contracts/gm';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { NpcRoster } from './npc-roster.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

const mook: Npc = {
  id: 'n1',
  name: 'Mook Ana Reyes',
  status: 'active',
  hp: 35,
  seriouslyWounded: 18,
  sp: { body: 7, head: 7 },
  weight: 1,
  build: {
    tier: 'mook',
    role: 'solo',
    attributes: { INT: 4, REF: 6, DEX: 5, TECH: 3, COOL: 5, WILL: 4, LUCK: 4, MOVE: 5, BODY: 5, EMP: 4 },
    skills: [],
    nativeLanguage: 'English',
    armor: { body: 'armor:kevlar-body', head: 'armor:kevlar-head' },
    weapons: ['weapon:heavy-pistol'],
    cyberware: [],
  },
};

describe('NpcRoster', () => {
  it('rolls NPCs of the chosen tier and shows each as a compact card', async () => {
    let sent: unknown;
    let rolled = false;
    stubApi(
      {
        [`GET /api/campaigns/${CAMPAIGN_ID}/npcs`]: () => jsonResponse({ npcs: rolled ? [mook] : [] }),
        [`POST /api/campaigns/${CAMPAIGN_ID}/npcs/roll`]: (init) => {
          sent = JSON.parse(String(init?.body));
          rolled = true;
          return jsonResponse({ npcs: [mook] }, 201);
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<NpcRoster campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByText('No NPCs yet: roll some above.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '5');
    await user.click(screen.getByRole('button', { name: 'Roll NPCs' }));
    const card = await screen.findByRole('listitem', { name: 'Mook Ana Reyes' });
    expect(sent).toEqual({ tier: 'mook', count: 5 });
    expect(card).toHaveTextContent('Mook · Solo');
    expect(within(card).getByLabelText('Mook Ana Reyes: fight numbers')).toHaveTextContent(
      'HP 35Seriously <18SP 7 body / 7 headWeight 1',
    );
    expect(card).toHaveTextContent('Heavy Pistol 3d6');
  });
});
