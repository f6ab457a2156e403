import type { AmmoVariety, WeaponType } from '../types.ts';
import type { CYBERWARE_DATA } from './cyberware.ts';

/** The weapon a piece of cyberware is once installed (docs/rules/catalog.md#cyberweapons). */
export interface CyberweaponRow {
  /** The weapon type it attacks as (its damage and ROF are that type's). */
  readonly weaponType: WeaponType;
  readonly skill: 'Brawling' | 'Handgun' | 'Heavy Weapons' | 'Melee Weapon';
  /** Damage dice, `<n>d6`. */
  readonly damage: string;
  readonly rof: number;
  /** Hands it occupies while out: the hand it is built into, none for teeth, throat, foot and eye. */
  readonly hands: 0 | 1;
  /** Rounds it holds; null for a melee weapon. */
  readonly magazine: number | null;
  /** The ammunition varieties a ranged one loads; empty for melee. */
  readonly ammo: readonly AmmoVariety[];
  readonly concealable: boolean;
}

/**
 * Every core cyberware that is a weapon, by its cyberware key, numbers and names only. Taken from
 * Foundry's core cyberware compendium (its items marked as weapons); the popup weapons take the
 * compendium's defaults (a Light Melee Weapon, a Medium Pistol), decision 073.
 */
export const CYBERWEAPON_DATA = {
  'big-knucks': {
    weaponType: 'medMelee',
    skill: 'Brawling',
    damage: '2d6',
    rof: 2,
    hands: 1,
    magazine: null,
    ammo: [],
    concealable: false,
  },
  cybersnake: {
    weaponType: 'vHeavyMelee',
    skill: 'Melee Weapon',
    damage: '4d6',
    rof: 1,
    hands: 0,
    magazine: null,
    ammo: [],
    concealable: false,
  },
  dartgun: {
    weaponType: 'vHeavyPistol',
    skill: 'Handgun',
    damage: '4d6',
    rof: 1,
    hands: 0,
    magazine: 1,
    ammo: ['arrow'],
    concealable: true,
  },
  'popup-grenade-launcher': {
    weaponType: 'grenadeLauncher',
    skill: 'Heavy Weapons',
    damage: '6d6',
    rof: 1,
    hands: 1,
    magazine: 1,
    ammo: ['grenade'],
    concealable: true,
  },
  'popup-melee-weapon': {
    weaponType: 'lightMelee',
    skill: 'Melee Weapon',
    damage: '1d6',
    rof: 2,
    hands: 1,
    magazine: null,
    ammo: [],
    concealable: true,
  },
  'popup-ranged-weapon': {
    weaponType: 'medPistol',
    skill: 'Handgun',
    damage: '2d6',
    rof: 1,
    hands: 1,
    magazine: 12,
    ammo: ['medPistol'],
    concealable: true,
  },
  rippers: {
    weaponType: 'medMelee',
    skill: 'Melee Weapon',
    damage: '2d6',
    rof: 2,
    hands: 1,
    magazine: null,
    ammo: [],
    concealable: true,
  },
  scratchers: {
    weaponType: 'lightMelee',
    skill: 'Melee Weapon',
    damage: '1d6',
    rof: 2,
    hands: 1,
    magazine: null,
    ammo: [],
    concealable: true,
  },
  'slice-n-dice': {
    weaponType: 'medMelee',
    skill: 'Melee Weapon',
    damage: '2d6',
    rof: 2,
    hands: 1,
    magazine: null,
    ammo: [],
    concealable: true,
  },
  'talon-foot': {
    weaponType: 'lightMelee',
    skill: 'Melee Weapon',
    damage: '1d6',
    rof: 2,
    hands: 0,
    magazine: null,
    ammo: [],
    concealable: false,
  },
  vampyres: {
    weaponType: 'lightMelee',
    skill: 'Melee Weapon',
    damage: '1d6',
    rof: 2,
    hands: 0,
    magazine: null,
    ammo: [],
    concealable: false,
  },
  wolvers: {
    weaponType: 'heavyMelee',
    skill: 'Melee Weapon',
    damage: '3d6',
    rof: 2,
    hands: 1,
    magazine: null,
    ammo: [],
    concealable: true,
  },
} as const satisfies Partial<Record<keyof typeof CYBERWARE_DATA, CyberweaponRow>>;
