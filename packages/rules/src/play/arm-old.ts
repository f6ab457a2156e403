import { findCatalogItem } from '../catalog/catalog.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import { armCyberweapons } from './cyberweapons.ts';
import { carryWeapon } from './loading.ts';
import type { CarriedWeapon, PlayState } from './state.ts';

/**
 * A play state made before melee weapons and cyberweapons joined play (decision 073), with both: every
 * melee weapon the character owns that the state lacks is carried, every installed cyberweapon is in
 * hand, and the state is marked as armed. Nothing the state holds is taken away or reloaded, so it can
 * run over the same belongings again and change nothing.
 */
export function armOldState(
  state: PlayState,
  owned: {
    readonly items: readonly { readonly id: string; readonly quantity: number }[];
    readonly cyberware: readonly InstalledCyberware[];
  },
): PlayState {
  const weapons: Record<string, CarriedWeapon> = { ...state.weapons };
  for (const line of owned.items) {
    const item = findCatalogItem(line.id);
    if (item?.kind !== 'weapon' || item.magazine !== null) continue;
    const had = Object.values(weapons).filter((weapon) => weapon.itemId === item.id).length;
    for (let copy = had; copy < line.quantity; copy++) {
      let n = 1;
      while (weapons[`${item.id}#${n}`]) n++;
      const carried = carryWeapon(item, {});
      if (carried) weapons[`${item.id}#${n}`] = carried;
    }
  }
  return armCyberweapons({ ...state, weapons }, owned.cyberware).state;
}
