import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFullCharacter } from '../../../../test/support/characters.ts';
import { renderWithProviders } from '../../../../test/support/render.tsx';
import { CyberwareSection } from './cyberware-section.tsx';
import { EquipmentSection } from './equipment-section.tsx';
import { GearSection } from './gear-section.tsx';

// What the career bought after creation (decision 064) on the sheet's older sections: the layer goes
// through `possessionsNow`, as it does for the PDF, the Foundry export and play.

const character = buildFullCharacter();
const layer = {
  bought: [
    { id: 'weapon:assault-rifle', quantity: 1 },
    { id: 'gear:agent', quantity: 1 },
  ],
  marketBought: [
    { itemId: 'armor:heavy-armorjack-body', name: 'Heavy Armorjack (Body)', price: 500, from: 'The Pit' },
  ],
  chrome: [
    {
      instanceId: 'cybereye-9',
      itemId: 'cyberware:cybereye',
      foundationId: null,
      humanityLoss: 6,
      rolled: true,
    },
  ],
};

describe('the sheet after creation', () => {
  it('lists a weapon bought in the shop and armour bought at a market beside the build', () => {
    renderWithProviders(<EquipmentSection character={character} layer={layer} />);
    const weapons = screen.getByRole('table', { name: 'Weapons' });
    expect(within(weapons).getByRole('row', { name: /^Assault Rifle/ })).toBeInTheDocument();
    const armor = screen.getByRole('table', { name: 'Armor' });
    expect(within(armor).getByRole('row', { name: /^Heavy Armorjack/ })).toBeInTheDocument();
  });

  it('lists gear bought since creation under its own heading', () => {
    renderWithProviders(<GearSection character={character} layer={layer} />);
    const since = screen.getByRole('list', { name: 'Gear bought since creation' });
    expect(since).toHaveTextContent('Agent');
    expect(since).not.toHaveTextContent('Assault Rifle');
  });

  it('shows chrome installed since creation in the cyberware tree', () => {
    renderWithProviders(<CyberwareSection character={character} layer={layer} />);
    expect(screen.getByText(/Cybereye/)).toBeInTheDocument();
  });

  it('shows the build alone without a layer', () => {
    renderWithProviders(<EquipmentSection character={character} />);
    expect(screen.queryByRole('row', { name: /^Assault Rifle/ })).not.toBeInTheDocument();
  });
});
