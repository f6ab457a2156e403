import { MESSAGES } from '@edgeforge/contracts/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, stubApi } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { CharacterSheet } from './character-sheet.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const character = buildFullCharacter();
/** The sheet's answer as the character's owner gets it, in no campaign unless said. */
const ownSheet = (shown: unknown, extra: Record<string, unknown> = {}) => ({
  character: shown,
  access: 'owner',
  campaign: null,
  ...extra,
});

function renderSheet(
  answer: () => Response | Promise<Response>,
  more: Record<string, () => Response | Promise<Response>> = {},
) {
  stubApi(
    {
      [`GET /api/characters/${character.id}`]: answer,
      [`GET /api/characters/${character.id}/share`]: () => jsonResponse({ link: null }),
      ...more,
    },
    stubFetch,
  );
  return renderWithProviders(<CharacterSheet id={character.id} />, {
    route: `/character/${character.id}`,
    path: '/character/:id',
  });
}

describe('CharacterSheet', () => {
  it('shows everything saved about the character', async () => {
    renderSheet(() => jsonResponse(ownSheet(character)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mara Voss' })).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'Character sheet of Mara Voss' });
    expect(within(sheet).getByRole('img', { name: 'Portrait of Mara Voss' })).toHaveAttribute(
      'src',
      character.portrait_url,
    );
    expect(within(sheet).getByText('Nomad')).toBeInTheDocument();
    expect(within(sheet).getAllByText('North American').length).toBeGreaterThan(0);
    expect(within(sheet).getAllByText('Nomad Leathers').length).toBeGreaterThan(0);
    expect(within(sheet).queryByText('Retired')).not.toBeInTheDocument();

    const attributes = within(sheet).getByRole('region', { name: 'Attributes' });
    expect(within(attributes).getByText('DEX').nextSibling).toHaveTextContent('8');
    // The EMP the chrome left (Humanity 26), then the EMP bought, as the PDF prints it.
    expect(within(attributes).getByText('EMP').nextSibling).toHaveTextContent(/^2\/4$/);
    const derived = within(sheet).getByRole('region', { name: 'Derived Stats' });
    expect(within(derived).getByText('HP').nextSibling).toHaveTextContent('45');
    expect(within(derived).getByText('Carry Capacity').nextSibling).toHaveTextContent('60 kg');
    const ability = within(sheet).getByRole('region', { name: 'Role Ability' });
    expect(ability).toHaveTextContent('Moto');
    expect(ability).toHaveTextContent('Rank 4');
    const skills = within(sheet).getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('Drive Land Vehicle').nextSibling).toHaveTextContent('6');

    const gear = within(sheet).getByRole('region', { name: 'Gear' });
    expect(gear).toHaveTextContent('Heavy Pistol');
    expect(gear).toHaveTextContent('3 mags');
    expect(gear).toHaveTextContent('SP 11');
    // The chrome is in its own section, as a tree, and not listed again with the gear.
    expect(gear).not.toHaveTextContent('Neural Link');
    expect(within(sheet).getByRole('region', { name: 'Cyberware and Humanity' })).toHaveTextContent(
      'Neural Link',
    );
    expect(gear).toHaveTextContent('Leisurewear');
    expect(gear).toHaveTextContent('500 eb');

    const lifepath = within(sheet).getByRole('region', { name: 'Lifepath' });
    expect(within(lifepath).getByText('Hairstyle').nextSibling).toHaveTextContent('Braided');
    // In the wizard's order, whatever order the database gave the keys back in.
    const history = within(lifepath).getByText('Personal History').nextSibling as HTMLElement;
    expect(
      within(history)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Age', 'Cultural Region', 'Hairstyle']);
    expect(within(lifepath).getByText('Age').nextSibling).toHaveTextContent('24');
    expect(within(lifepath).getByText('What Do You Value Most?').nextSibling).toHaveTextContent('Honesty');
    expect(lifepath).toHaveTextContent('An old childhood friend');
    expect(lifepath).toHaveTextContent('Ex-lover');
    expect(lifepath).toHaveTextContent('Your lover died on the road');
    // Role lifepath answers are shown under their question's title.
    expect(within(lifepath).getByText('Your Job in the Pack').nextSibling).toHaveTextContent('Scout');
    // Unanswered questions are left out rather than shown empty.
    expect(within(lifepath).queryByText('Family Crisis')).not.toBeInTheDocument();

    const bio = within(sheet).getByRole('region', { name: 'Biography' });
    expect(
      within(bio)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Mara grew up between convoys.', 'Now she drives for clean eurobucks.']);
  });

  it('shows a character saved before the rules check, whose answer has none of its fields', async () => {
    const { character_stats: stats, character_inventory: inventory } = character;
    const old = {
      ...character,
      character_stats: {
        attributes: stats.attributes,
        derived_stats: stats.derived_stats,
        skills: stats.skills,
        role_ability_rank: 4,
      },
      character_inventory: {
        gear: inventory.gear,
        cyberware: inventory.cyberware,
        fashion_items: inventory.fashion_items,
        money: inventory.money,
      },
    };
    renderSheet(() => jsonResponse(ownSheet(old)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mara Voss' })).toBeInTheDocument();
    const gear = screen.getByRole('region', { name: 'Gear' });
    expect(gear).toHaveTextContent('Heavy Pistol');
    expect(gear).toHaveTextContent('500 eb');
    // Saved before the chrome had a tree: its cyberware is listed with the gear.
    expect(within(gear).getByRole('heading', { name: 'Cyberware' })).toBeInTheDocument();
    expect(gear).toHaveTextContent(inventory.cyberware[0]!.item);
  });

  it('loads a character saved over its deck and shows the deck with the finding', async () => {
    const inventory = character.character_inventory;
    const items = [
      ...(inventory.items ?? []),
      { id: 'cyberdeck:poor', quantity: 1 },
      { id: 'program:sword', quantity: 9 },
    ];
    renderSheet(() => jsonResponse(ownSheet({ ...character, character_inventory: { ...inventory, items } })));
    const deck = await screen.findByRole('region', { name: 'Cyberdeck' });
    expect(deck).toHaveTextContent('Cyberdeck (Poor): 0 of 5 slots free');
    expect(within(deck).getByRole('note')).toHaveTextContent('9 programs take 9 slots, the deck has 5');
  });

  it('marks a retired character as retired', async () => {
    renderSheet(() => jsonResponse(ownSheet({ ...character, status: 'retired' })));
    expect(await screen.findByText('Retired')).toBeInTheDocument();
  });

  it("says 'No bio available' when there is no bio", async () => {
    renderSheet(() => jsonResponse(ownSheet({ ...character, bio: null })));
    const bio = await screen.findByRole('region', { name: 'Biography' });
    expect(bio).toHaveTextContent(MESSAGES.noBio);
  });

  it('offers Edit, Duplicate and the downloads: our JSON, Foundry VTT with how to import it, and the PDF', async () => {
    renderSheet(() => jsonResponse(ownSheet(character)));
    const edit = await screen.findByRole('link', { name: 'Edit Mara Voss' });
    expect(edit).toHaveAttribute('href', `/character/${character.id}/edit`);
    const play = screen.getByRole('link', { name: 'Play Mara Voss' });
    expect(play).toHaveAttribute('href', `/character/${character.id}/play`);
    expect(screen.getByRole('button', { name: 'Duplicate Mara Voss' })).toBeInTheDocument();
    const base = `/api/characters/${character.id}/export`;
    expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('href', `${base}/json`);
    const foundry = screen.getByRole('link', { name: 'Export for Foundry VTT' });
    expect(foundry).toHaveAttribute('href', `${base}/foundry`);
    expect(foundry).toHaveAccessibleDescription(
      /create a Character actor, right-click it, choose Import Data/,
    );
    expect(screen.getByRole('link', { name: 'PDF (A4)' })).toHaveAttribute('href', `${base}/pdf?paper=a4`);
    expect(screen.getByRole('link', { name: 'PDF (US Letter)' })).toHaveAttribute(
      'href',
      `${base}/pdf?paper=letter`,
    );
  });

  it('makes a share link, shows it once with a copy button, and revokes it after asking', async () => {
    const token = 'T'.repeat(43);
    const { user } = renderSheet(() => jsonResponse(ownSheet(character)), {
      [`POST /api/characters/${character.id}/share`]: () =>
        jsonResponse({ link: { token, createdAt: '2026-11-03T10:00:00.000Z' } }, 201),
      [`DELETE /api/characters/${character.id}/share`]: () => new Response(null, { status: 204 }),
    });
    const panel = await screen.findByRole('region', { name: 'Share link' });
    expect(await within(panel).findByText('No share link: only you can see this sheet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create share link' }));
    expect(await within(panel).findByRole('textbox', { name: /Share link/ })).toHaveValue(
      `${window.location.origin}/shared/${token}`,
    );
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the share link of Mara Voss?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(panel).findByText('No share link: only you can see this sheet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers a retired character no Edit and no share link, but still its copy and downloads', async () => {
    renderSheet(() => jsonResponse(ownSheet({ ...character, status: 'retired' })));
    expect(await screen.findByRole('button', { name: 'Duplicate Mara Voss' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Mara Voss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF (A4)' })).toBeInTheDocument();
  });

  it('prints the sheet', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderSheet(() => jsonResponse(ownSheet(character)));
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says the character cannot be found on a 404', async () => {
    renderSheet(() => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Character not found.' } }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('This character could not be found.');
    expect(screen.getByRole('link', { name: 'Back to Characters' })).toHaveAttribute('href', '/characters');
  });

  it('names the campaign the character plays in, with a link to it', async () => {
    const campaign = { id: '7f0c1d2e-0000-4000-8000-000000000001', name: 'Night Market Blues' };
    renderSheet(() => jsonResponse(ownSheet(character, { campaign })));
    const link = await screen.findByRole('link', { name: 'Night Market Blues' });
    expect(link).toHaveAttribute('href', `/campaign/${campaign.id}`);
    expect(screen.getByRole('link', { name: 'Back to Characters' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("tells the GM the sheet is read-only and leads back to the campaign, not to the owner's list", async () => {
    const campaign = { id: '7f0c1d2e-0000-4000-8000-000000000001', name: 'Night Market Blues' };
    renderSheet(() => jsonResponse(ownSheet(character, { access: 'gm', campaign })));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You read this sheet as the GM of Night Market Blues. Only its player can change it.',
    );
    expect(screen.getByRole('link', { name: 'Back to Night Market Blues' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Back to Characters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retire|edit|duplicate/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit|export|pdf/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('shows the method, how the STATs came, the role-ability set-up, the native language and the package choices', async () => {
    renderSheet(() => jsonResponse(ownSheet(character)));
    const sheet = await screen.findByRole('article', { name: 'Character sheet of Mara Voss' });
    expect(sheet).toHaveTextContent('Method:Streetrat (Templates)');
    expect(sheet).toHaveTextContent('Native Language:English');
    const ability = within(sheet).getByRole('region', { name: 'Role Ability' });
    expect(within(ability).getByTestId('role-ability-setup')).toHaveTextContent('Family vehicleMotorcycle');
    const choices = within(sheet).getByRole('region', { name: 'Package Choices' });
    expect(choices).toHaveTextContent('Interface Plugs');
    expect(within(sheet).queryByTestId('house-rules')).toBeNull();
  });

  it('shows the rolls of an Edgerunner and the House rules badge with each deviation', async () => {
    const rolls = {
      INT: [3],
      REF: [1, 7],
      DEX: [2],
      TECH: [4],
      COOL: [5],
      WILL: [6],
      LUCK: [7],
      MOVE: [8],
      BODY: [9],
      EMP: [10],
    };
    const edgerunner = buildFullCharacter({
      character_type: 'edgerunner',
      character_stats: {
        ...character.character_stats,
        stat_rolls: rolls,
        house_rules: { enabled: true, statRerolls: true },
        deviations: [
          {
            code: 'SKILL_POINTS_UNSPENT',
            path: 'skills',
            step: 'skills',
            message: 'Edgerunner: 80 of 86 skill points spent, 6 left',
          },
        ],
      },
    });
    stubApi({ [`GET /api/characters/${character.id}`]: () => jsonResponse(ownSheet(edgerunner)) }, stubFetch);
    renderWithProviders(<CharacterSheet id={character.id} />, {
      route: `/character/${character.id}`,
      path: '/character/:id',
    });
    const sheet = await screen.findByRole('article', { name: 'Character sheet of Mara Voss' });
    expect(within(sheet).getByTestId('stats-source')).toHaveTextContent(
      'Rolled 1d10 per STAT: INT 3, REF 1 then 7, DEX 2',
    );
    const badge = within(sheet).getByTestId('house-rules');
    expect(badge).toHaveTextContent('House rules');
    expect(within(badge).getByTestId('deviations')).toHaveTextContent(
      'House rule: one re-roll per STAT (Edgerunner)',
    );
    expect(within(badge).getByTestId('deviations')).toHaveTextContent(
      'Edgerunner: 80 of 86 skill points spent, 6 left',
    );
  });
});
