import type { InstalledCyberware } from '../cyberware/types.ts';
import { deriveStats } from '../derived.ts';
import { getRole } from '../roles.ts';
import { checkEquipment, type EquipmentCheck } from '../shop/check-equipment.ts';
import type { DerivedStats } from '../types.ts';
import type { CharacterBuild } from './build.ts';
import { cashLeft, equipmentInput } from './rules/equipment.ts';

/**
 * Every number the rules define for a character, what the sheet shows and the server stores: the
 * equipment's (Humanity with the EMP shown and as bought, BODY with grafts and frames, fashion money
 * left, what the purchases cost, what the character owns) and these.
 */
export interface CharacterNumbers
  extends Pick<EquipmentCheck, 'humanity' | 'body' | 'fashionLeft' | 'spent' | 'inventory'> {
  /** Derived stats with cyberware counted: BODY from grafts and frames, the current Humanity. */
  readonly derived: DerivedStats;
  /** Eurobucks left after the purchases: the character's cash. */
  readonly cash: number;
  /** The installed cyberware the numbers count (the package's when none was listed). */
  readonly cyberware: readonly InstalledCyberware[];
}

/**
 * The numbers of a character computed from its choices alone, never taken from a client: null until a
 * method, a role and the STATs are set. Findings come from `checkCharacter`; an illegal build still gets
 * its numbers (a house-rules character is saved with them).
 */
export function characterNumbers(build: CharacterBuild): CharacterNumbers | null {
  const role = getRole(build.selectedRole);
  if (!build.characterType || !role || !build.attributes) return null;
  const context = { method: build.characterType, role: role.id };
  const input = equipmentInput(build, context, build.attributes);
  const result = checkEquipment(input);
  return {
    derived: deriveStats(build.attributes, input.cyberware),
    humanity: result.humanity,
    body: result.body,
    cash: cashLeft(result),
    fashionLeft: result.fashionLeft,
    spent: result.spent,
    inventory: result.inventory,
    cyberware: input.cyberware,
  };
}
