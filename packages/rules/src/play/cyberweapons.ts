import { cyberweaponOf } from '../catalog/carried.ts';
import { findCyberware } from '../catalog/catalog.ts';
import type { CyberweaponRow } from '../catalog/data/cyberweapons.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import { loadFromSpares } from './loading.ts';
import type { CarriedWeapon, PlayState } from './state.ts';

/**
 * Installed chrome that is a weapon, in play (docs/rules/play.md#cyberweapons): each piece is one
 * weapon of the play state, under its cyberware id, whatever the inventory holds. A melee one holds
 * nothing; a ranged one loads from the spare rounds like a carried weapon of its kind.
 */

/** How many of each cyberweapon the chrome holds, by cyberware id, in install order. */
function installedCounts(cyberware: readonly InstalledCyberware[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const piece of cyberware)
    if (cyberweaponOf(piece.itemId)) counts.set(piece.itemId, (counts.get(piece.itemId) ?? 0) + 1);
  return counts;
}

/**
 * The state with every installed cyberweapon among its weapons, one per piece installed (`#1`, `#2`
 * for a second arm's), and marked as armed. Pieces already there are left as they are, so it can run
 * again over the same chrome and change nothing but the mark; nothing is ever taken away. Also the
 * names of the weapons it added, a ranged one with its rounds.
 */
export function armCyberweapons(
  state: PlayState,
  cyberware: readonly InstalledCyberware[],
): { state: PlayState; names: string[] } {
  const weapons: Record<string, CarriedWeapon> = { ...state.weapons };
  const spares = { ...state.spareAmmo };
  const names: string[] = [];
  for (const [itemId, count] of installedCounts(cyberware)) {
    const profile = cyberweaponOf(itemId) as CyberweaponRow;
    const name = findCyberware(itemId)?.name ?? itemId;
    const had = Object.values(weapons).filter((weapon) => weapon.itemId === itemId).length;
    for (let copy = had; copy < count; copy++) {
      let n = 1;
      while (weapons[`${itemId}#${n}`]) n++;
      const base = {
        itemId,
        name,
        magazine: profile.magazine ?? 0,
        varieties: profile.ammo,
        autofire: false,
      };
      const weapon = loadFromSpares(base, spares);
      weapons[`${itemId}#${n}`] = weapon;
      names.push(profile.magazine === null ? name : `${name} (${weapon.loaded}/${weapon.magazine})`);
    }
  }
  if (names.length === 0 && state.weaponsArmed) return { state, names };
  return { state: { ...state, weapons, spareAmmo: spares, weaponsArmed: true }, names };
}
