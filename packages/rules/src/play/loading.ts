import { findCatalogItem, type WeaponItem } from '../catalog/catalog.ts';
import { AUTOFIRE_WEAPONS, WEAPON_AMMO } from './data/combat.ts';
import type { CarriedWeapon } from './state.ts';

/**
 * Loading a weapon that joins play (docs/rules/play.md#the-play-state): it is filled from the spare
 * rounds it fits, basic rounds first, and what goes in leaves the spares.
 */

/** The spare ammunition a weapon loads first: basic rounds of a variety it takes, then any other. */
export function firstAmmo(
  weapon: Pick<CarriedWeapon, 'varieties'>,
  spares: Readonly<Record<string, number>>,
): string | null {
  const fitting = Object.keys(spares).filter((id) => {
    const item = findCatalogItem(id);
    return item?.kind === 'ammo' && weapon.varieties.includes(item.variety) && (spares[id] ?? 0) > 0;
  });
  const basic = fitting.find(
    (id) => (findCatalogItem(id) as { type?: string } | undefined)?.type === 'basic',
  );
  return basic ?? fitting[0] ?? null;
}

/**
 * The weapon loaded from `spares` (which this takes the rounds from): as full as the first fitting
 * ammunition allows, empty when none fits. A weapon without a magazine (melee) stays empty.
 */
export function loadFromSpares(
  weapon: Omit<CarriedWeapon, 'loaded' | 'ammoId'>,
  spares: Record<string, number>,
): CarriedWeapon {
  const ammoId = weapon.magazine > 0 ? firstAmmo(weapon, spares) : null;
  const loaded = ammoId ? Math.min(weapon.magazine, spares[ammoId] ?? 0) : 0;
  if (ammoId) spares[ammoId] = (spares[ammoId] ?? 0) - loaded;
  return { ...weapon, loaded, ammoId: loaded > 0 ? ammoId : null };
}

/**
 * A catalogue weapon as it is carried in play: a ranged one loaded from `spares` (which this takes the
 * rounds from), a melee one holding nothing and attacking as melee; null for a ranged weapon that no
 * ammunition of the rules fits.
 */
export function carryWeapon(item: WeaponItem, spares: Record<string, number>): CarriedWeapon | null {
  const key = item.id.slice('weapon:'.length);
  const base = { itemId: item.id, name: item.name };
  if (item.magazine === null)
    return loadFromSpares({ ...base, magazine: 0, varieties: [], autofire: false }, spares);
  const varieties = WEAPON_AMMO[key];
  if (!varieties) return null;
  return loadFromSpares(
    { ...base, magazine: item.magazine, varieties, autofire: AUTOFIRE_WEAPONS.has(key) },
    spares,
  );
}
