import { describe, expect, it } from 'vitest';
import { LEGAL_BUILDS } from '../test/support/legal-builds.ts';
import { defaultGearChoices } from './catalog/role-packages.ts';
import { checkCharacter } from './check/check-character.ts';
import { packageCyberware } from './cyberware/package-installs.ts';
import { CHARACTER_TYPES, ROLE_IDS } from './ids.ts';
import { defaultRoleAbilitySetup } from './role-ability.ts';
import { roleDefaults } from './role-defaults.ts';

describe('roleDefaults', () => {
  it('gives a Streetrat or Edgerunner the default set-up, the default package choices and its cyberware', () => {
    expect(roleDefaults('nomad', 'edgerunner')).toEqual({
      roleAbility: defaultRoleAbilitySetup('nomad'),
      gearChoices: defaultGearChoices('nomad'),
      purchases: [],
      cyberware: packageCyberware('nomad'),
    });
  });

  it('gives the Complete Package no package: no choices, no cyberware', () => {
    expect(roleDefaults('tech', 'complete')).toEqual({
      roleAbility: defaultRoleAbilitySetup('tech'),
      gearChoices: {},
      purchases: [],
      cyberware: [],
    });
  });

  it.each(CHARACTER_TYPES.flatMap((method) => ROLE_IDS.map((role) => [method, role] as const)))(
    'keeps a %s %s legal when laid over its STATs and skills',
    (method, role) => {
      const {
        roleAbility: _a,
        gearChoices: _g,
        purchases: _p,
        cyberware: _c,
        ...rest
      } = LEGAL_BUILDS[method](role);
      expect(checkCharacter({ ...rest, ...roleDefaults(role, method) })).toEqual([]);
    },
  );
});
