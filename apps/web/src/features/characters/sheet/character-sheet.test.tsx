import { MESSAGES } from '@edgeforge/contracts/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCareerShop } from '../../../../test/support/career.ts';
import { buildFullCharacter, stubApi } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { sheetCharacter as character, ownSheet, renderSheet } from '../../../../test/support/sheet.tsx';
import { CharacterSheet } from './character-sheet.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

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
    // As the book groups them, each with its STAT, rank and base (STAT + rank).
    expect(
      within(skills)
        .getAllByRole('table')
        .map((table) => table.getAttribute('aria-label')),
    ).toEqual([
      'Awareness skills',
      'Body skills',
      'Control skills',
      'Education skills',
      'Fighting skills',
      'Performance skills',
      'Ranged Weapon skills',
      'Social skills',
      'Technique skills',
    ]);
    const skillRow = (group: string, name: string) =>
      within(within(skills).getByRole('table', { name: `${group} skills` }))
        .getByRole('rowheader', { name })
        .closest('tr') as HTMLElement;
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(skillRow('Control', 'Drive Land Vehicle'))).toEqual(['REF', '6', '12']);
    expect(cells(skillRow('Fighting', 'Evasion'))).toEqual(['DEX', '6', '14']);
    // Untrained, at the STAT alone; an EMP skill on the EMP the chrome left (2), not the 4 bought.
    expect(cells(skillRow('Ranged Weapon', 'Handgun'))).toEqual(['REF', '0', '6']);
    expect(cells(skillRow('Social', 'Human Perception'))).toEqual(['EMP', '0', '2']);

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
    ).toEqual(['Mara grew up between convoys.', 'Now she drives for clean eurobucks.', 'Written offline']);
  });

  it('shows the levels now: the raised rank with its description, the grown set-up and a raised skill, marked', async () => {
    const shop = buildCareerShop({
      skills: { Evasion: { bought: 2 } },
      roleRank: { bought: 2 },
      roleGrowth: { familyVehicle: 'Gyrocopter' },
    });
    renderSheet(() => jsonResponse(ownSheet(character)), {
      [`GET /api/characters/${character.id}/career/shop`]: () => jsonResponse(shop),
    });
    const ability = await screen.findByRole('region', { name: 'Role Ability' });
    expect(await within(ability).findByText('+2 since creation')).toBeInTheDocument();
    expect(ability).toHaveTextContent('Rank 6');
    expect(ability).toHaveTextContent(
      '+6 to vehicle rolls; you may take a cargo truck or a gyrocopter instead',
    );
    expect(within(ability).getByTestId('role-ability-setup')).toHaveTextContent('Gyrocopter');
    const skills = screen.getByRole('region', { name: 'Skills' });
    const row = (name: string | RegExp) =>
      within(skills).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    const cells = (name: string | RegExp) =>
      within(row(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Evasion +2')).toEqual(['DEX', '8', '16']);
    expect(cells('Drive Land Vehicle')).toEqual(['REF', '6', '12']);
    expect(skills).toHaveTextContent('the levels bought since creation');
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

  it('marks a retired character as retired, at the levels its career left, with no shop', async () => {
    const shop = buildCareerShop({ skills: { Evasion: { bought: 2 } } });
    renderSheet(() => jsonResponse(ownSheet({ ...character, status: 'retired' })), {
      [`GET /api/characters/${character.id}/career/shop`]: () => jsonResponse(shop),
    });
    expect(await screen.findByText('Retired')).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(await within(skills).findByRole('rowheader', { name: 'Evasion +2' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Since creation' })).not.toBeInTheDocument();
  });

  it('says which engine wrote the bio, and nothing for a bio saved before it was recorded', async () => {
    const view = renderSheet(() => jsonResponse(ownSheet({ ...character, bio_engine: 'llama-3.1-8b' })));
    const bio = await screen.findByRole('region', { name: 'Biography' });
    expect(within(bio).getByTestId('bio-engine')).toHaveTextContent('Written by llama-3.1-8b');
    view.unmount();
    renderSheet(() => jsonResponse(ownSheet({ ...character, bio_engine: null })));
    const old = await screen.findByRole('region', { name: 'Biography' });
    expect(within(old).getByText('Mara grew up between convoys.')).toBeInTheDocument();
    expect(within(old).queryByTestId('bio-engine')).not.toBeInTheDocument();
  });

  it('says where an imported character came from, and no method when its file named none', async () => {
    const importedFrom = { source: 'Foundry VTT (cyberpunk-red-core)', methodNamed: false };
    renderSheet(() => jsonResponse(ownSheet({ ...character, imported_from: importedFrom })));
    expect(await screen.findByText('Foundry VTT (cyberpunk-red-core)')).toBeInTheDocument();
    expect(screen.getByText(/^Imported from/)).toBeInTheDocument();
    expect(screen.getByText('None (imported)')).toBeInTheDocument();
  });

  it("names a Complete Package built by its campaign's STAT points", async () => {
    const stats = { ...character.character_stats, campaign_stat_points: 70 as const };
    renderSheet(() =>
      jsonResponse(ownSheet({ ...character, character_type: 'complete', character_stats: stats })),
    );
    const sheet = await screen.findByRole('article', { name: 'Character sheet of Mara Voss' });
    expect(sheet).toHaveTextContent("Method:Complete Package, 70 points, by this campaign's rules");
    expect(within(sheet).queryByTestId('house-rules')).toBeNull();
  });

  it("says 'No bio available' when there is no bio", async () => {
    renderSheet(() => jsonResponse(ownSheet({ ...character, bio: null })));
    const bio = await screen.findByRole('region', { name: 'Biography' });
    expect(bio).toHaveTextContent(MESSAGES.noBio);
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
