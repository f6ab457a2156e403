import { cyberweaponOf, findWeaponRow } from '../catalog/carried.ts';

/**
 * What a weapon of the play state attacks with (docs/rules/play.md#cyberweapons), read from its
 * catalogue id: a carried weapon's catalogue row, or a cyberweapon's profile (the tables alone, not the
 * whole catalogue: the play view's first load reads it). The state keeps only the
 * id, so the profile is the table's whenever it is read.
 */

/** What a weapon in play attacks with: melee or not, its skill, and how many d6 of damage. */
export interface WeaponProfile {
  readonly melee: boolean;
  readonly skill: string | null;
  readonly damageDice: number | null;
}

function diceOf(damage: string | null): number | null {
  const dice = damage ? Number(/^(\d+)d6/.exec(damage)?.[1]) : Number.NaN;
  return Number.isInteger(dice) && dice > 0 ? dice : null;
}

/** The profile of a weapon's catalogue id: a catalogue weapon's row, or a cyberweapon's. */
export function weaponProfile(itemId: string): WeaponProfile {
  const cyberweapon = cyberweaponOf(itemId);
  if (cyberweapon)
    return {
      melee: cyberweapon.magazine === null,
      skill: cyberweapon.skill,
      damageDice: diceOf(cyberweapon.damage),
    };
  const item = findWeaponRow(itemId);
  if (!item) return { melee: false, skill: null, damageDice: null };
  return { melee: item.magazine === null, skill: item.skill, damageDice: diceOf(item.damage) };
}
