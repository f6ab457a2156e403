import { ROLE_IDS } from '@edgeforge/rules/ids';
import { describe, expect, it } from 'vitest';
import { minimalExec } from '../test/support/actors.ts';
import { found, itemIndex, setAt, toJson } from '../test/support/json.ts';
import { foundryRoleItem } from './role-item.ts';
import { validateFoundryActor } from './validate.ts';

describe('foundryRoleItem', () => {
  it.each(ROLE_IDS)('gives a %s role item that passes the check in a character', (roleId) => {
    const actor = toJson(minimalExec());
    const role = foundryRoleItem(roleId, 4, 'RoleFromTable001');
    setAt(actor, ['items', itemIndex(actor, 'Exec')], role);
    setAt(actor, ['system', 'roleInfo'], { activeRole: role.name, activeNetRole: role._id });
    expect(validateFoundryActor(actor)).toEqual([]);
  });

  it("carries the rank, and Haggle takes the Fixer's rank while other sub-abilities start at 0", () => {
    expect(foundryRoleItem('fixer', 6, 'RoleFromTable001').system).toMatchObject({
      rank: 6,
      mainRoleAbility: 'Operator',
      abilities: [{ name: 'Haggle', rank: 6, skill: { name: 'Trading' }, stat: 'cool' }],
    });
    const solo = foundryRoleItem('solo', 4, 'RoleFromTable001').system.abilities;
    expect(solo.map((ability) => [ability.name, ability.rank])).toEqual([
      ['Damage Deflection', 0],
      ['Fumble Recovery', 0],
      ['Initiative Reaction', 0],
      ['Precision Attack', 0],
      ['Spot Weakness', 0],
      ['Threat Detection', 0],
    ]);
    expect(foundryRoleItem('nomad', 4, 'RoleFromTable001').system.bonuses).toHaveLength(6);
  });

  it('needs the skills it names to be in the file', () => {
    const actor = toJson(minimalExec());
    setAt(actor, ['items', itemIndex(actor, 'Exec')], foundryRoleItem('nomad', 4, 'RoleFromTable001'));
    setAt(actor, ['system', 'roleInfo'], { activeRole: 'Nomad', activeNetRole: 'RoleFromTable001' });
    setAt(actor, ['items', itemIndex(actor, 'Drive Land Vehicle'), 'name'], 'Drive Car');
    expect(found(validateFoundryActor(actor))).toContain(
      `dangling-reference items[${itemIndex(actor, 'Nomad')}].system.bonuses[1].name`,
    );
  });
});
