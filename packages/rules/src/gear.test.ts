import { describe, expect, it } from 'vitest';
import { allGearChoiceCombinations, choiceGroups, resolvePackage } from './catalog/role-packages.ts';
import { gearForRole, purchasedGear, STARTING_GEAR, STARTING_GEAR_ROWS, startingGearRows } from './gear.ts';
import { GEAR_GROUPS, ROLE_IDS } from './ids.ts';
import { programNames } from './setup-facts.ts';

const COMBINATIONS = ROLE_IDS.flatMap((roleId) =>
  allGearChoiceCombinations(roleId).map((choices) => [roleId, choices] as const),
);

describe("the Netrunner's Deck Programs row", () => {
  const row = (choices: Record<string, string>) =>
    gearForRole('netrunner', choices).find((item) => item.item === 'Deck Programs');

  it('names the five programs the package loads, a second Sword included', () => {
    expect(row({})?.thematicDescription).toMatch(/^Armor, Sword, Sword, See Ya and Worm loaded/);
    // Sword three times: the deck's, and both later choices (merged in package order).
    expect(row({ 'netrunner-program-3': 'sword' })?.thematicDescription).toMatch(
      /^Armor, Sword, Sword, Sword and See Ya loaded/,
    );
  });

  it.each(allGearChoiceCombinations('netrunner'))('agrees with the programs of the package %o', (choices) => {
    const names = programNames(resolvePackage('netrunner', choices));
    expect(names).toHaveLength(5);
    const text = row(choices)?.thematicDescription ?? '';
    expect(text.startsWith(`${names.slice(0, -1).join(', ')} and ${names.at(-1)} loaded`)).toBe(true);
  });
});

describe('Starting Gear table', () => {
  it.each(COMBINATIONS)('%s %o has 8 or 9 items, Light Armorjack SP 11 and one Agent', (roleId, choices) => {
    const gear = gearForRole(roleId, choices);
    expect(gear.length).toBeGreaterThanOrEqual(8);
    expect(gear.length).toBeLessThanOrEqual(9);
    expect(gear).toContainEqual(
      expect.objectContaining({ item: 'Light Armorjack', group: 'Armor', sp: '11' }),
    );
    expect(gear.filter((g) => g.item === 'Agent')).toHaveLength(1);
    expect(new Set(gear.map((g) => g.item)).size).toBe(gear.length);
    expect(gear.some((g) => g.group === 'Weapon')).toBe(true);
    expect(gear.some((g) => g.group === 'Cyberware')).toBe(true);
  });

  it.each(COMBINATIONS)('%s %o carries 2 or 3 mags per firearm and 1 flashbang', (roleId, choices) => {
    for (const item of gearForRole(roleId, choices)) {
      if (item.group !== 'Weapon') expect(item.ammo).toBeUndefined();
      else if (/flashbang/i.test(item.item)) expect(item.ammo).toBe('1');
      else if (/melee/i.test(item.item)) expect(item.ammo).toBeUndefined();
      else expect(item.ammo).toMatch(/^[23] mags$/);
    }
  });

  it.each(COMBINATIONS)('%s %o shows only items of the resolved package', (roleId, choices) => {
    const owned = new Set(resolvePackage(roleId, choices).map((line) => line.id));
    for (const row of startingGearRows(roleId, choices))
      for (const id of row.items) expect(owned.has(id), `${row.item}: ${id}`).toBe(true);
  });

  it.each(ROLE_IDS)('%s rows have a known group, their own description and existing choices', (roleId) => {
    const groups = choiceGroups(roleId);
    for (const row of STARTING_GEAR_ROWS[roleId]) {
      expect(GEAR_GROUPS).toContain(row.group);
      expect(row.thematicDescription.length).toBeGreaterThan(20);
      if (row.sp !== undefined) expect(row.group).toBe('Armor');
      if (!row.when) continue;
      const group = groups.find((candidate) => candidate.id === row.when?.group);
      expect(group, row.when.group).toBeDefined();
      for (const option of row.when.options) expect(group?.options.map((o) => o.id)).toContain(option);
    }
  });

  it('follows the choices: the Solo shows the shield only when chosen, the Nomad plugs or Wolvers', () => {
    const items = (roleId: string, choices = {}) => gearForRole(roleId, choices).map((g) => g.item);
    expect(items('solo')).toContain('Heavy Melee Weapon');
    expect(items('solo')).not.toContain('Bulletproof Shield');
    expect(items('solo', { 'solo-melee': 'shield' })).toContain('Bulletproof Shield');
    expect(items('solo', { 'solo-melee': 'shield' })).not.toContain('Heavy Melee Weapon');
    expect(items('nomad')).toContain('Interface Plugs');
    expect(items('nomad')).not.toContain('Wolvers');
    expect(items('nomad', { 'nomad-cyberware': 'wolvers' })).toContain('Wolvers');
    expect(items('fixer', { 'fixer-pistols': 'two-heavy' })).toContain('Heavy Pistols');
  });

  it('keeps the spec rows out of the saved items: no catalogue ids or conditions', () => {
    for (const item of ROLE_IDS.flatMap((id) => STARTING_GEAR[id])) {
      expect(Object.keys(item).sort()).toEqual(
        ['item', 'group', 'ammo', 'sp', 'thematicDescription'].filter((key) => key in item).sort(),
      );
    }
  });
});

describe('gearForRole', () => {
  it('returns the role gear with default choices, and nothing for an unknown role', () => {
    expect(gearForRole('solo')).toBe(STARTING_GEAR.solo);
    expect(gearForRole('solo', {})).toBe(STARTING_GEAR.solo);
    expect(gearForRole('toString')).toEqual([]);
    expect(gearForRole(null)).toEqual([]);
  });
});

describe('purchasedGear', () => {
  it('lists purchases as gear rows by group, with counts and armour SP, leaving out unknown lines', () => {
    const rows = purchasedGear([
      { id: 'weapon:heavy-pistol', quantity: 1 },
      { id: 'ammo:heavy-pistol-basic', quantity: 3 },
      { id: 'armor:light-armorjack-body', quantity: 1 },
      { id: 'cyberware:neural-link', quantity: 1 },
      { id: 'gear:agent', quantity: 2 },
      { id: 'weapon:railgun', quantity: 1 },
      { id: 'gear:agent', quantity: 0 },
    ]);
    expect(rows.map(({ item, group, sp }) => [item, group, sp])).toEqual([
      ['Heavy Pistol', 'Weapon', undefined],
      [expect.stringMatching(/ x3$/), 'Weapon', undefined],
      [expect.stringContaining('Light Armorjack'), 'Armor', '11'],
      ['Neural Link', 'Cyberware', undefined],
      ['Agent x2', 'Basic & Misc', undefined],
    ]);
    for (const row of rows) expect(row.thematicDescription.length).toBeGreaterThan(10);
  });
});
