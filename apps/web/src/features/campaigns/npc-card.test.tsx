import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDownloads } from '../../../test/support/browser-stubs.ts';
import { CAMPAIGN_ID, MOOK_NPC } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { NpcCard } from './npc-card.tsx';

// The "Foundry" button of an NPC's card: the NPC fetched as a Foundry VTT mook actor file and saved
// under the server's name; a refusal said beside the button.

const FILE = `GET /api/campaigns/${CAMPAIGN_ID}/npcs/${MOOK_NPC.id}/export/foundry`;
const LABEL = `Export ${MOOK_NPC.name} to Foundry`;
let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  // jsdom has no object URLs and does not download: both are stood in for, and recorded.
  saved = recordDownloads('blob:npc-1');
});
afterEach(() => vi.restoreAllMocks());

function renderCard(answer: () => Response, npc = MOOK_NPC) {
  const calls = stubApi({ [FILE]: answer }, (fetch) => vi.stubGlobal('fetch', fetch));
  const rendered = renderWithProviders(
    <ul>
      <NpcCard npc={npc} campaignId={CAMPAIGN_ID} />
    </ul>,
  );
  return { ...rendered, calls };
}

describe("an NPC card's Foundry export", () => {
  it('downloads the mook actor file under the name the server gave', async () => {
    const file = () =>
      new Response('{"type":"mook"}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="fvtt-Actor-mook-ana-reyes.json"',
        },
      });
    const { user, calls } = renderCard(file);
    await user.click(screen.getByRole('button', { name: LABEL }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:npc-1', download: 'fvtt-Actor-mook-ana-reyes.json' }]),
    );
    expect(calls).toContain(FILE);
  });

  it('says beside the button why the file did not come', async () => {
    const gone = () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'NPC not found.' } }, 404);
    const { user } = renderCard(gone);
    await user.click(screen.getByRole('button', { name: LABEL }));
    expect(await screen.findByText('The file did not come: NPC not found.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is offered for a retired NPC too, whose other actions are gone, and not without a campaign', () => {
    const retired = { ...MOOK_NPC, status: 'retired' as const };
    const { unmount } = renderCard(() => jsonResponse({}), retired);
    expect(screen.getByRole('button', { name: LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retire' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ul>
        <NpcCard npc={MOOK_NPC} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
  });
});
