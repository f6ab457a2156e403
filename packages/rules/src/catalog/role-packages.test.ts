import { describe, expect, it } from 'vitest';
import { createRng } from '../dice.ts';
import { ROLE_IDS, type RoleId } from '../ids.ts';
import { findCatalogItem, findCyberware } from './catalog.ts';
import { ROLE_PACKAGE_DATA } from './data/role-packages.ts';
import {
  allGearChoiceCombinations,
  checkGearChoices,
  choiceGroups,
  defaultGearChoices,
  mergeLines,
  randomGearChoices,
  resolveGearChoices,
  resolvePackage,
} from './role-packages.ts';

/** Starting Humanity Loss of each role package with fixed values (docs/rules/catalog.md, core p.117). */
const ROLE_HUMANITY_LOSS: Record<RoleId, { total: number; pieces: number }> = {
  rockerboy: { total: 9, pieces: 2 },
  solo: { total: 14, pieces: 2 },
  netrunner: { total: 14, pieces: 2 },
  tech: { total: 12, pieces: 3 },
  medtech: { total: 12, pieces: 3 },
  media: { total: 10, pieces: 2 },
  exec: { total: 12, pieces: 3 },
  lawman: { total: 10, pieces: 2 },
  fixer: { total: 16, pieces: 4 },
  nomad: { total: 14, pieces: 2 },
};

const COMBINATIONS = ROLE_IDS.flatMap((roleId) =>
  allGearChoiceCombinations(roleId).map((choices) => [roleId, choices] as const),
);

function quantityOf(roleId: RoleId, choices: Record<string, string>, id: string): number {
  return resolvePackage(roleId, choices).find((line) => line.id === id)?.quantity ?? 0;
}

describe('role packages', () => {
  it('name only catalogue items, in positive whole quantities', () => {
    for (const roleId of ROLE_IDS) {
      const lines = ROLE_PACKAGE_DATA[roleId].flatMap((entry) =>
        'options' in entry ? entry.options.flatMap((option) => option.items) : [entry],
      );
      for (const [id, quantity] of lines) {
        expect(findCatalogItem(id), id).toBeDefined();
        expect(Number.isInteger(quantity) && quantity > 0, `${id} x${quantity}`).toBe(true);
      }
    }
  });

  it('give choice groups stable ids unique across roles, each with two or more distinct options', () => {
    const groups = ROLE_IDS.flatMap((roleId) => choiceGroups(roleId).map((group) => ({ roleId, group })));
    expect(new Set(groups.map(({ group }) => group.id)).size).toBe(groups.length);
    for (const { roleId, group } of groups) {
      expect(group.id.startsWith(`${roleId}-`)).toBe(true);
      expect(group.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(group.options.map((option) => option.id)).size).toBe(group.options.length);
    }
  });

  it.each(COMBINATIONS)('%s %o costs the Humanity of the rulebook table', (roleId, choices) => {
    const cyberware = resolvePackage(roleId, choices).flatMap((line) => {
      const item = findCyberware(line.id);
      return item ? Array.from({ length: line.quantity }, () => item) : [];
    });
    expect(cyberware.reduce((sum, item) => sum + item.hlFixed, 0)).toBe(ROLE_HUMANITY_LOSS[roleId].total);
    expect(cyberware.filter((item) => item.hlFixed > 0)).toHaveLength(ROLE_HUMANITY_LOSS[roleId].pieces);
  });

  it.each(COMBINATIONS)('%s %o includes Light Armorjack body and head and an Agent', (roleId, choices) => {
    expect(quantityOf(roleId, choices, 'armor:light-armorjack-body')).toBe(1);
    expect(quantityOf(roleId, choices, 'armor:light-armorjack-head')).toBe(1);
    expect(quantityOf(roleId, choices, 'gear:agent')).toBe(1);
  });

  it('give the Solo the Heavy Melee Weapon or the Bulletproof Shield, never both', () => {
    const shield = { 'solo-melee': 'shield' };
    expect(quantityOf('solo', {}, 'weapon:heavy-melee-weapon')).toBe(1);
    expect(quantityOf('solo', {}, 'armor:bulletproof-shield')).toBe(0);
    expect(quantityOf('solo', shield, 'weapon:heavy-melee-weapon')).toBe(0);
    expect(quantityOf('solo', shield, 'armor:bulletproof-shield')).toBe(1);
  });

  it('give the Nomad Interface Plugs or Wolvers, never both', () => {
    for (const choices of allGearChoiceCombinations('nomad')) {
      const plugs = quantityOf('nomad', choices, 'cyberware:interface-plugs');
      const wolvers = quantityOf('nomad', choices, 'cyberware:wolvers');
      expect(plugs + wolvers).toBe(1);
    }
    expect(quantityOf('nomad', {}, 'cyberware:interface-plugs')).toBe(1);
  });

  it('merge repeated items: a Netrunner with the default programs carries two Swords', () => {
    expect(quantityOf('netrunner', {}, 'program:sword')).toBe(2);
    expect(quantityOf('netrunner', { 'netrunner-program-2': 'vrizzbolt' }, 'program:sword')).toBe(1);
    expect(
      mergeLines([
        { id: 'gear:rope', quantity: 1 },
        { id: 'gear:rope', quantity: 2 },
      ]),
    ).toEqual([{ id: 'gear:rope', quantity: 3 }]);
  });

  it('count ammunition in packages of 10 rounds: a Solo carries 70 rifle and 30 very heavy rounds', () => {
    expect(quantityOf('solo', {}, 'ammo:rifle-basic')).toBe(7);
    expect(quantityOf('solo', {}, 'ammo:very-heavy-pistol-basic')).toBe(3);
    expect(quantityOf('lawman', { 'lawman-long-gun': 'shotgun-slugs' }, 'ammo:shotgun-slug-basic')).toBe(10);
  });
});

describe('gear choices', () => {
  it('default to the first option of every group', () => {
    expect(defaultGearChoices('solo')).toEqual({
      'solo-melee': 'heavy-melee',
      'solo-cyberware': 'sandevistan',
    });
    expect(defaultGearChoices('lawman')['lawman-long-gun']).toBe('assault-rifle');
    expect(allGearChoiceCombinations('solo')[0]).toEqual(defaultGearChoices('solo'));
  });

  it('resolve to the chosen options, with defaults for missing or invalid ones', () => {
    expect(
      resolveGearChoices('solo', { 'solo-cyberware': 'wolvers', 'solo-melee': 'axe', other: 'x' }),
    ).toEqual({
      'solo-melee': 'heavy-melee',
      'solo-cyberware': 'wolvers',
    });
  });

  it('list every combination once', () => {
    expect(allGearChoiceCombinations('netrunner')).toHaveLength(8);
    expect(allGearChoiceCombinations('lawman')).toHaveLength(6);
    expect(allGearChoiceCombinations('exec')).toHaveLength(4);
  });

  it('are picked at random with the injected source, repeatably for a seed', () => {
    for (const roleId of ROLE_IDS) {
      const picked = randomGearChoices(roleId, createRng(7));
      expect(picked).toEqual(randomGearChoices(roleId, createRng(7)));
      expect(checkGearChoices(roleId, picked)).toEqual([]);
    }
    expect(randomGearChoices('solo', () => 0.99)).toEqual({
      'solo-melee': 'shield',
      'solo-cyberware': 'wolvers',
    });
    expect(randomGearChoices('solo', () => 0)).toEqual(defaultGearChoices('solo'));
  });

  it('accept any valid record, missing groups included', () => {
    expect(checkGearChoices('fixer', {})).toEqual([]);
    expect(checkGearChoices('fixer', { 'fixer-pistols': 'two-heavy' })).toEqual([]);
  });

  it('refuse a group the role does not have and an option the group does not have', () => {
    expect(checkGearChoices('solo', { 'nomad-cyberware': 'wolvers', 'solo-melee': 'chainsaw' })).toEqual([
      {
        code: 'GEAR_CHOICE_INVALID',
        path: 'gearChoices.nomad-cyberware',
        step: 'gear',
        message: 'The Solo package has no choice "nomad-cyberware".',
      },
      {
        code: 'GEAR_CHOICE_INVALID',
        path: 'gearChoices.solo-melee',
        step: 'gear',
        message:
          '"chainsaw" is not an option of Melee weapon or shield: choose Heavy Melee Weapon or Bulletproof Shield.',
      },
    ]);
    expect(checkGearChoices('solo', { toString: 'x' })).toHaveLength(1);
  });
});
