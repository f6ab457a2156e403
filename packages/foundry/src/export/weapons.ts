import type { WeaponItem } from '@edgeforge/rules/catalog/catalog';
import type { WeaponType } from '@edgeforge/rules/catalog/types';
import type { FoundryAmmoVariety } from '../item-choices.ts';
import type { FoundryWeaponItem } from '../model.ts';
import { paragraph } from './html.ts';

/** The ammunition each weapon type loads (an SMG fires medium pistol rounds, a Heavy SMG heavy ones). */
const AMMO_BY_TYPE: Record<WeaponType, readonly FoundryAmmoVariety[]> = {
  assaultRifle: ['rifle'],
  bow: ['arrow'],
  grenadeLauncher: ['grenade'],
  heavyMelee: [],
  heavyPistol: ['heavyPistol'],
  lightMelee: [],
  medMelee: [],
  medPistol: ['medPistol'],
  rocketLauncher: ['rocket'],
  shotgun: ['shotgunSlug', 'shotgunShell'],
  smg: ['medPistol'],
  sniperRifle: ['rifle'],
  vHeavyMelee: [],
  vHeavyPistol: ['vHeavyPistol'],
};

/** The system's range table (its "DV" roll tables, by name) for each ranged weapon type. */
const DV_TABLE: Partial<Record<WeaponType, string>> = {
  assaultRifle: 'DV Assault Rifle',
  bow: 'DV Bows & Crossbows',
  grenadeLauncher: 'DV Grenade Launcher',
  heavyPistol: 'DV Pistol',
  medPistol: 'DV Pistol',
  rocketLauncher: 'DV Rocket Launcher',
  shotgun: 'DV Shotgun (Slug)',
  smg: 'DV SMG',
  sniperRifle: 'DV Sniper Rifle',
  vHeavyPistol: 'DV Pistol',
};

/** The Autofire multiplier of the weapon types that have one. */
const AUTOFIRE: Partial<Record<WeaponType, number>> = { assaultRifle: 4, smg: 3 };

const MELEE: readonly WeaponType[] = ['heavyMelee', 'lightMelee', 'medMelee', 'vHeavyMelee'];

/**
 * One weapon as a weapon item: type, skill, damage, rate of fire, hands, magazine (empty: no ammunition
 * is loaded), the ammunition it takes and its range table; melee weapons ignore half of armor as the
 * rules say. A weapon without damage dice (paint, microwaves, sound) rolls none.
 */
export function foundryWeapon(weapon: WeaponItem, id: string): FoundryWeaponItem {
  const melee = MELEE.includes(weapon.weaponType);
  const autofire = AUTOFIRE[weapon.weaponType];
  return {
    _id: id,
    name: weapon.name,
    type: 'weapon',
    system: {
      weaponType: weapon.weaponType,
      weaponSkill: weapon.skill,
      damage: weapon.damage ?? '0',
      rof: weapon.rof,
      handsReq: weapon.hands,
      isRanged: !melee,
      magazine: { value: 0, max: weapon.magazine ?? 0 },
      ammoVariety: [...AMMO_BY_TYPE[weapon.weaponType]],
      dvTable: DV_TABLE[weapon.weaponType] ?? '',
      fireModes: { autoFire: autofire ?? 0, suppressiveFire: autofire !== undefined },
      ...(melee ? { canIgnoreArmor: true, ignoreArmorPercent: 50 } : {}),
      concealable: { concealable: weapon.concealable, isConcealed: false },
      price: { market: weapon.price },
      quality: 'standard',
      equipped: 'carried',
      description: { value: paragraph(weapon.description) },
      ...(weapon.page ? { source: { book: 'Core', page: weapon.page } } : {}),
    },
  };
}
