import { describe, expect, it } from 'vitest';
import { minimalExec, netrunner } from '../../test/support/actors.ts';
import { found, itemIndex, removeAt, setAt, toJson } from '../../test/support/json.ts';
import { validateFoundryActor } from '../validate.ts';

describe('the role', () => {
  it('requires the active role to name a role item of the file', () => {
    const actor = toJson(netrunner());
    setAt(actor, ['system', 'roleInfo', 'activeRole'], 'netrunner');
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual(['role-mismatch system.roleInfo.activeRole']);
    expect(issues[0]?.message).toContain('the role items are "Netrunner"');
  });

  it('requires a role item', () => {
    const actor = toJson(minimalExec());
    removeAt(actor, ['items', itemIndex(actor, 'Exec')]);
    setAt(actor, ['system', 'roleInfo'], { activeRole: '', activeNetRole: '' });
    expect(found(validateFoundryActor(actor))).toEqual(['role-mismatch items']);
  });

  it('requires the net role to be a role item, or blank', () => {
    const actor = toJson(netrunner());
    setAt(actor, ['system', 'roleInfo', 'activeNetRole'], 'SkillCore0000000');
    expect(found(validateFoundryActor(actor))).toEqual([
      'wrong-reference-type system.roleInfo.activeNetRole',
    ]);
    setAt(actor, ['system', 'roleInfo', 'activeNetRole'], '');
    expect(validateFoundryActor(actor)).toEqual([]);
  });

  it('requires the skills a role ability names to be in the file', () => {
    const actor = toJson(netrunner());
    const role = itemIndex(actor, 'Netrunner');
    const haggle = {
      name: 'Haggle',
      rank: 4,
      multiplier: 1,
      stat: 'cool',
      hasRoll: true,
      skill: { name: 'Trading' },
      bonuses: [],
      universalBonuses: [],
      bonusRatio: 1,
      isSituational: false,
      onByDefault: false,
    };
    setAt(actor, ['items', role, 'system', 'abilities'], [haggle]);
    expect(validateFoundryActor(actor)).toEqual([]);
    setAt(actor, ['items', role, 'system', 'abilities', 0, 'skill'], { name: 'Haggling' });
    setAt(actor, ['items', role, 'system', 'abilities', 0, 'multiplier'], 0.75);
    expect(found(validateFoundryActor(actor))).toEqual([
      `unknown-choice items[${role}].system.abilities[0].multiplier`,
      `dangling-reference items[${role}].system.abilities[0].skill.name`,
    ]);
  });
});

describe('other references', () => {
  it("requires a weapon's skill to be a skill of the file", () => {
    const actor = toJson(netrunner());
    const pistol = itemIndex(actor, 'Very Heavy Pistol');
    setAt(actor, ['items', pistol, 'system', 'weaponSkill'], 'Pistols');
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([`dangling-reference items[${pistol}].system.weaponSkill`]);
    expect(issues[0]?.message).toContain('names the skill "Pistols", which is not in the file');
  });

  it('requires the tracked armor and weapon to be items of the right kind', () => {
    const actor = toJson(netrunner());
    const resource = (id: string) => ({ id, value: 11, max: 11 });
    setAt(actor, ['system', 'externalData'], {
      currentArmorBody: resource('ArLtArmorjackBdy'),
      currentArmorHead: resource('ArLtArmorjackHed'),
      currentWeapon: resource('WpVHPistol000001'),
    });
    expect(validateFoundryActor(actor)).toEqual([]);
    setAt(actor, ['system', 'externalData', 'currentArmorHead', 'id'], 'ArLtArmorjackBdy');
    setAt(actor, ['system', 'externalData', 'currentWeapon', 'id'], 'WpHeavyPistol001');
    expect(found(validateFoundryActor(actor))).toEqual([
      'wrong-reference-type system.externalData.currentArmorHead.id',
      'dangling-reference system.externalData.currentWeapon.id',
    ]);
  });
});
