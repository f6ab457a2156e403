import { AMMO_DATA } from './data/ammo.ts';
import { CYBERWEAPON_DATA, type CyberweaponRow } from './data/cyberweapons.ts';
import { WEAPON_DATA } from './data/weapons.ts';
import type { AmmoRow, WeaponRow } from './types.ts';

/**
 * The rows of a weapon and of an ammunition package by their catalogue ids (`weapon:heavy-pistol`,
 * `ammo:heavy-pistol-basic`), and the weapon profile of a cyberware id, read from those tables only: what a carried weapon's card needs, without
 * loading the whole catalogue (cyberware, gear, fashion...) as `findCatalogItem` does. The same rows as
 * the catalogue's items of those kinds; undefined for any other id.
 */
function rowOf<Row>(table: Readonly<Record<string, Row>>, kind: string, id: string): Row | undefined {
  const prefix = `${kind}:`;
  if (!id.startsWith(prefix)) return undefined;
  const key = id.slice(prefix.length);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The weapon row of a `weapon:` id, or undefined. */
export function findWeaponRow(id: string): WeaponRow | undefined {
  return rowOf<WeaponRow>(WEAPON_DATA, 'weapon', id);
}

/** The ammunition row of an `ammo:` id, or undefined. */
export function findAmmoRow(id: string): AmmoRow | undefined {
  return rowOf<AmmoRow>(AMMO_DATA, 'ammo', id);
}

/** The weapon profile of a cyberware id (`cyberware:wolvers`), or null when that chrome is no weapon. */
export function cyberweaponOf(itemId: string): CyberweaponRow | null {
  return rowOf<CyberweaponRow>(CYBERWEAPON_DATA, 'cyberware', itemId) ?? null;
}
