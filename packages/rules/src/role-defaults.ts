import { defaultGearChoices } from './catalog/role-packages.ts';
import { packageCyberware } from './cyberware/package-installs.ts';
import type { InstalledCyberware } from './cyberware/types.ts';
import type { CharacterType, RoleId } from './ids.ts';
import { defaultRoleAbilitySetup, type RoleAbilitySetup } from './role-ability.ts';

/** The choices that come with a role until the player changes them. */
export interface RoleDefaults {
  readonly roleAbility: RoleAbilitySetup;
  readonly gearChoices: Readonly<Record<string, string>>;
  readonly purchases: readonly [];
  readonly cyberware: readonly InstalledCyberware[];
}

/**
 * What choosing a role sets in every method, so the screens need no extra step to be legal: the role
 * ability's default set-up, and for a Streetrat or Edgerunner each package choice at its default with
 * the package's cyberware installed (the Complete Package has no package); the basket starts empty.
 */
export function roleDefaults(role: RoleId, method: CharacterType): RoleDefaults {
  const roleAbility = defaultRoleAbilitySetup(role);
  if (method === 'complete') return { roleAbility, gearChoices: {}, purchases: [], cyberware: [] };
  const gearChoices = defaultGearChoices(role);
  return { roleAbility, gearChoices, purchases: [], cyberware: packageCyberware(role, gearChoices) };
}
