import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFullCharacter } from '../../../../test/support/characters.ts';
import { renderWithProviders } from '../../../../test/support/render.tsx';
import { CyberwareSection } from './cyberware-section.tsx';
import { EquipmentSection } from './equipment-section.tsx';

const base = buildFullCharacter();

/** The Nomad with a bought pistol, ammunition, armour and a rolled TeleOptics in a bought Cybereye. */
const shopper = buildFullCharacter({
  character_stats: { ...base.character_stats, humanity: { current: 14, max: 30, emp: 1, baseEmp: 4 } },
  character_inventory: {
    ...base.character_inventory,
    items: [
      { id: 'weapon:heavy-pistol', quantity: 1 },
      { id: 'weapon:heavy-melee-weapon', quantity: 1 },
      { id: 'ammo:heavy-pistol-basic', quantity: 3 },
      { id: 'armor:light-armorjack-body', quantity: 1 },
      { id: 'armor:light-armorjack-head', quantity: 1 },
      { id: 'armor:bulletproof-shield', quantity: 1 },
      { id: 'cyberware:neural-link', quantity: 1 },
    ],
    installed_cyberware: [
      ...(base.character_inventory.installed_cyberware ?? []),
      {
        instanceId: 'cybereye-1',
        itemId: 'cyberware:cybereye',
        foundationId: null,
        humanityLoss: 7,
        rolled: false,
      },
      {
        instanceId: 'teleoptics-1',
        itemId: 'cyberware:teleoptics',
        foundationId: 'cybereye-1',
        humanityLoss: 5,
        rolled: true,
      },
    ],
  },
});

describe('the sheet: weapons and armor', () => {
  it('lists each weapon with damage, rate of fire, magazine, hands and concealable, and the ammunition', () => {
    renderWithProviders(<EquipmentSection character={shopper} />);
    const weapons = screen.getByRole('table', { name: 'Weapons' });
    const pistol = within(weapons).getByRole('row', { name: /^Heavy Pistol/ });
    expect(
      within(pistol)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Heavy Pistol', 'Damage3d6', 'ROF2', 'Magazine8', 'Hands1', 'ConcealableYes']);
    const melee = within(weapons).getByRole('row', { name: /^Heavy Melee Weapon/ });
    expect(
      within(melee)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('MagazineNone');
    expect(screen.getByRole('list', { name: 'Ammunition' })).toHaveTextContent(
      'Heavy Pistol (Basic): 30 (3 packages)',
    );
  });

  it('lists each armor piece with where it is worn, its SP and its penalty', () => {
    renderWithProviders(<EquipmentSection character={shopper} />);
    const armor = screen.getByRole('table', { name: 'Armor' });
    const rows = within(armor).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Light Armorjack (Body)', 'LocationBody', 'SP11', 'Penalty0'],
      ['Light Armorjack (Head)', 'LocationHead', 'SP11', 'Penalty0'],
      ['Bulletproof Shield', 'LocationShield', 'SP10 HP', 'Penalty0'],
    ]);
  });

  it('shows nothing for a character saved before the catalogue', () => {
    const old = buildFullCharacter({ character_inventory: { ...base.character_inventory, items: null } });
    const { container } = renderWithProviders(<EquipmentSection character={old} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the sheet: cyberware and Humanity', () => {
  it('shows Humanity current and maximum, EMP current and original, and the tree with each loss', () => {
    renderWithProviders(<CyberwareSection character={shopper} />);
    const section = screen.getByRole('region', { name: 'Cyberware and Humanity' });
    expect(within(section).getByText('Humanity (current)').nextSibling).toHaveTextContent('14');
    expect(within(section).getByText('Humanity (maximum)').nextSibling).toHaveTextContent('30');
    expect(within(section).getByText('EMP (current)').nextSibling).toHaveTextContent('1');
    expect(within(section).getByText('EMP (original)').nextSibling).toHaveTextContent('4');
    const tree = within(section).getByRole('list', { name: 'Installed cyberware' });
    const link = within(tree).getByTestId('chrome-package-1');
    expect(link).toHaveTextContent('Neural Link Humanity Loss 7 · 1 of 5 slots used, 4 free');
    expect(within(link).getByTestId('chrome-package-2')).toHaveTextContent('Interface Plugs Humanity Loss 7');
    const eye = within(tree).getByTestId('chrome-cybereye-1');
    expect(within(eye).getByTestId('chrome-teleoptics-1')).toHaveTextContent(
      'TeleOptics Humanity Loss 5, rolled',
    );
    // Only what is installed: empty body locations are left out on the sheet.
    expect(within(tree).queryByTestId('chrome-internal')).not.toBeInTheDocument();
  });

  it('says when nothing is installed', () => {
    const bare = buildFullCharacter({
      character_inventory: { ...base.character_inventory, installed_cyberware: [] },
    });
    renderWithProviders(<CyberwareSection character={bare} />);
    expect(screen.getByText('No cyberware installed.')).toBeInTheDocument();
  });

  it('shows nothing for a character saved before the rules check', () => {
    const old = buildFullCharacter({
      character_stats: { ...base.character_stats, humanity: null },
      character_inventory: { ...base.character_inventory, installed_cyberware: null },
    });
    const { container } = renderWithProviders(<CyberwareSection character={old} />);
    expect(container).toBeEmptyDOMElement();
  });
});
