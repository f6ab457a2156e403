import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildCampaignDetail,
  buildPartyMember,
  CAMPAIGN_ID,
  PLAYER_ID,
} from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CampaignPage } from './campaign-page.tsx';
import type { OwnCharacter } from './player-seat.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const PAGE = `GET /api/campaigns/${CAMPAIGN_ID}`;

function renderPage(ownCharacters: OwnCharacter[] = []) {
  return renderWithProviders(<CampaignPage id={CAMPAIGN_ID} ownCharacters={ownCharacters} />, {
    route: `/campaign/${CAMPAIGN_ID}`,
    path: '/campaign/:id',
  });
}

describe('CampaignPage', () => {
  it("shows each party member's character with the numbers a GM reads at the table", async () => {
    const houseRules = buildPartyMember({
      userId: 'second',
      name: 'jin-player',
      character: {
        ...buildPartyMember().character!,
        id: 'c2',
        name_first: 'Jin',
        name_last: 'Sato',
        status: 'retired',
        house_rules: true,
        career_eb: 2450,
      },
    });
    stubApi(
      {
        [PAGE]: () =>
          jsonResponse({ campaign: buildCampaignDetail({ party: [buildPartyMember(), houseRules] }) }),
      },
      stubFetch,
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Market Blues' })).toBeInTheDocument();
    const mara = screen.getByRole('listitem', { name: 'Mara Voss' });
    expect(within(mara).getByRole('img', { name: 'Portrait of Mara Voss' })).toHaveAttribute(
      'src',
      '/storage/character-portraits/portraits/mara.png',
    );
    expect(mara).toHaveTextContent('Nomad · Rank 4');
    expect(mara).toHaveTextContent('Played by mara-player');
    const numbers = within(mara).getByLabelText('Mara Voss: condition');
    expect(numbers).toHaveTextContent('HP45');
    expect(numbers).toHaveTextContent('Humanity36/40');
    // No career yet: the cash the build left.
    expect(numbers).toHaveTextContent('Cash500 eb');
    const stats = within(mara).getByLabelText('Mara Voss: STATs');
    // The EMP that Humanity 36 leaves, not the EMP 4 bought.
    expect(stats).toHaveTextContent('INT6REF6DEX8TECH3COOL6WILL7LUCK6MOVE6BODY6EMP3');
    expect(within(mara).queryByText('House rules')).not.toBeInTheDocument();
    const jin = screen.getByRole('listitem', { name: 'Jin Sato' });
    expect(within(jin).getByText('Retired')).toBeInTheDocument();
    expect(within(jin).getByText('House rules')).toBeInTheDocument();
    // A career: its eurobuck balance, not the build's cash.
    const jinNumbers = within(jin).getByLabelText('Jin Sato: condition');
    expect(jinNumbers).toHaveTextContent('Career eb2,450 eb');
    expect(jinNumbers).not.toHaveTextContent('Cash');
  });

  it('gives the GM the invite link, the full sheets, Remove and Close, and no seat of their own', async () => {
    stubApi({ [PAGE]: () => jsonResponse({ campaign: buildCampaignDetail() }) }, stubFetch);
    renderPage();
    expect(await screen.findByRole('region', { name: 'Invite Link' })).toHaveTextContent(
      'No invite link is live',
    );
    expect(screen.getByRole('link', { name: 'Full sheet of Mara Voss' })).toHaveAttribute(
      'href',
      '/character/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByRole('button', { name: 'Remove mara-player' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Character' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave campaign' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'GM notes' })).toBeInTheDocument();
  });

  it("gives the GM's long page its parts as links to their headings, the table's among them", async () => {
    stubApi({ [PAGE]: () => jsonResponse({ campaign: buildCampaignDetail() }) }, stubFetch);
    renderWithProviders(
      <CampaignPage
        id={CAMPAIGN_ID}
        ownCharacters={[]}
        table={() => (
          <>
            <h2 id="table-here">At the table</h2>
            <h2 id="fight-here">Encounter</h2>
          </>
        )}
        tableContents={[
          { id: 'table-here', label: 'Table' },
          { id: 'fight-here', label: 'Encounter' },
        ]}
      />,
      { route: `/campaign/${CAMPAIGN_ID}`, path: '/campaign/:id' },
    );
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Invite',
      'NPCs',
      'Market',
      'Notes',
      'Table',
      'Encounter',
      'Party',
    ]);
    // Each lands on the heading of its part, which names it.
    const landings = links.map((link) => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(new RegExp(`^/campaign/${CAMPAIGN_ID}#[a-z-]+$`));
      const target = document.getElementById(href.split('#')[1] ?? '');
      expect(target, href).not.toBeNull();
      return target?.textContent;
    });
    expect(landings).toEqual([
      'Invite Link',
      'NPC Roster',
      'Night Market',
      'GM notes',
      'At the table',
      'Encounter',
      'The Party',
    ]);
  });

  it('leaves out what a closed campaign no longer shows, and gives a player no contents', async () => {
    const closed = buildCampaignDetail({ status: 'closed', closedAt: '2026-11-20T10:00:00.000Z' });
    stubApi({ [PAGE]: () => jsonResponse({ campaign: closed }) }, stubFetch);
    const { unmount } = renderPage();
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['NPCs', 'Notes', 'Party']);
    unmount();
    const asPlayer = buildCampaignDetail({ viewer: { role: 'player', userId: PLAYER_ID } });
    stubApi({ [PAGE]: () => jsonResponse({ campaign: asPlayer }) }, stubFetch);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The Party' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it("shows a player the party without others' sheets, and lets them bring a character that fits", async () => {
    // A player's view names no account: only which seat is theirs.
    const other = buildPartyMember({
      userId: null,
      name: 'someone',
      character: { ...buildPartyMember().character!, id: 'c9', name_first: 'Rex', name_last: 'Null' },
    });
    const asPlayer = buildCampaignDetail({
      viewer: { role: 'player', userId: PLAYER_ID },
      party: [buildPartyMember({ userId: null, isViewer: true, character: null }), other],
    });
    const withMara = buildCampaignDetail({
      viewer: { role: 'player', userId: PLAYER_ID },
      party: [buildPartyMember({ userId: null, isViewer: true }), other],
    });
    const calls = stubApi(
      {
        [PAGE]: () => jsonResponse({ campaign: asPlayer }),
        [`PUT /api/campaigns/${CAMPAIGN_ID}/character`]: (init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ characterId: 'mine-2' });
          return jsonResponse({ campaign: withMara });
        },
      },
      stubFetch,
    );
    const { user } = renderPage([
      { id: 'mine-1', name: 'Complete Kid', characterType: 'complete', campaignId: null },
      { id: 'mine-2', name: 'Mara Voss', characterType: 'streetrat', campaignId: null },
      { id: 'mine-3', name: 'Busy Bee', characterType: 'streetrat', campaignId: 'elsewhere' },
    ]);
    const seat = await screen.findByRole('region', { name: 'Your Character' });
    expect(seat).toHaveTextContent('This table takes Streetrat, Edgerunner characters, no house rules.');
    const picker = within(seat).getByLabelText('Saved character');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mara Voss']);
    expect(
      within(seat).getByRole('link', { name: 'Build a new character for this campaign' }),
    ).toHaveAttribute('href', `/character-creation?campaign=${CAMPAIGN_ID}`);
    expect(screen.queryByRole('link', { name: 'Full sheet of Rex Null' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'GM notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite Link' })).not.toBeInTheDocument();
    await user.click(within(seat).getByRole('button', { name: 'Bring to the table' }));
    expect(await within(seat).findByText(/You play/)).toHaveTextContent('You play Mara Voss here.');
    const maraId = withMara.party[0]!.character!.id;
    expect(within(seat).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      `/character/${maraId}/play`,
    );
    expect(screen.getByRole('link', { name: 'Full sheet of Mara Voss' })).toBeInTheDocument();
    expect(calls).toContain(`PUT /api/campaigns/${CAMPAIGN_ID}/character`);
  });

  it("offers no Play for the player's character once it is retired", async () => {
    const retired = buildPartyMember({
      userId: null,
      isViewer: true,
      character: { ...buildPartyMember().character!, status: 'retired' },
    });
    const asPlayer = buildCampaignDetail({ viewer: { role: 'player', userId: PLAYER_ID }, party: [retired] });
    stubApi({ [PAGE]: () => jsonResponse({ campaign: asPlayer }) }, stubFetch);
    renderPage();
    const seat = await screen.findByRole('region', { name: 'Your Character' });
    expect(within(seat).getByText(/You play/)).toHaveTextContent('You play Mara Voss here.');
    expect(within(seat).queryByRole('link', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('says why the table refused a character', async () => {
    const asPlayer = buildCampaignDetail({
      viewer: { role: 'player', userId: PLAYER_ID },
      party: [buildPartyMember({ userId: null, isViewer: true, character: null })],
    });
    stubApi(
      {
        [PAGE]: () => jsonResponse({ campaign: asPlayer }),
        [`PUT /api/campaigns/${CAMPAIGN_ID}/character`]: () =>
          jsonResponse({ error: { code: 'CAMPAIGN_HOUSE_RULES_REFUSED', message: 'x' } }, 422),
      },
      stubFetch,
    );
    const { user } = renderPage([
      { id: 'mine-2', name: 'Mara Voss', characterType: 'streetrat', campaignId: null },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Bring to the table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The GM of this campaign does not take characters made under house rules.',
    );
  });

  it('asks before the GM removes a player, then shows the party without them', async () => {
    stubApi(
      {
        [PAGE]: () => jsonResponse({ campaign: buildCampaignDetail() }),
        [`DELETE /api/campaigns/${CAMPAIGN_ID}/members/${PLAYER_ID}`]: () =>
          jsonResponse({ campaign: buildCampaignDetail({ party: [] }) }),
      },
      stubFetch,
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove mara-player' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove mara-player?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Nobody has joined yet. Make an invite link above and send it to your players.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the campaign is not there for this player', async () => {
    stubApi(
      { [PAGE]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Campaign not found.' } }, 404) },
      stubFetch,
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer there');
    expect(screen.getByRole('link', { name: 'Back to Campaigns' })).toHaveAttribute('href', '/campaigns');
  });
});
