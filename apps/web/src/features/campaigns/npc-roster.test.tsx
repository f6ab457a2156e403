import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, MOOK_NPC } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { NpcRoster } from './npc-roster.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

const mook = MOOK_NPC;

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
