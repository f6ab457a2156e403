import type { CharacterType, RoleId } from '@edgeforge/rules/ids';
import { roleDefaults } from '@edgeforge/rules/role-defaults';
import { z } from 'zod';
import { buildFields } from './character-build.ts';

// Apart from character-build.ts because the rules' role defaults read the whole catalogue (role
// packages, cyberware): the schemas of a screen that only shows saved characters stay without it.

const roleDefaultsSchema = z.object({
  roleAbility: buildFields.roleAbility,
  gearChoices: buildFields.gearChoices,
  purchases: buildFields.purchases,
  cyberware: buildFields.cyberware,
});

/**
 * What choosing a role sets (`roleDefaults` in the rules: the role ability's default set-up, the package's
 * default choices and cyberware, an empty basket), as draft fields.
 */
export function roleDefaultFields(role: RoleId, method: CharacterType) {
  return roleDefaultsSchema.parse(roleDefaults(role, method));
}
