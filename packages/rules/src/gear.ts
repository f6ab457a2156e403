import { GEAR_DATA } from './data/gear.ts';
import type { RoleId } from './ids.ts';
import type { GearItem } from './types.ts';

/** Each role's starting gear: 8 or 9 items, every list with Light Armorjack (SP 11) and an Agent. */
export const STARTING_GEAR: Record<RoleId, readonly GearItem[]> = GEAR_DATA;

/** The starting gear of a role; an empty list for an unknown or missing role. */
export function gearForRole(roleId: string | null | undefined): readonly GearItem[] {
  return roleId != null && Object.hasOwn(STARTING_GEAR, roleId) ? STARTING_GEAR[roleId as RoleId] : [];
}
