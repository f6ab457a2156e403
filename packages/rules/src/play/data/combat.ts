import type { AmmoType, AmmoVariety } from '../../catalog/types.ts';

/**
 * The numbers of play that are tables rather than formulas (docs/rules/play.md): Difficulty Values, the
 * roll modifiers a roll screen offers, the stabilizing DVs, what each ammunition type ablates, which
 * ammunition each ranged weapon takes and which weapons can fire on full auto.
 */

/** The named Difficulty Values of a check. */
export const DIFFICULTY_VALUES = {
  simple: 9,
  everyday: 13,
  difficult: 15,
  professional: 17,
  heroic: 21,
  incredible: 24,
  legendary: 29,
} as const;

/** One modifier a roll screen offers: its value and why it applies, in our words. */
export interface RollModifierRow {
  readonly label: string;
  readonly value: number;
  readonly why: string;
}

/** The modifiers a roll screen lists (the GM may name others with their own value). */
export const ROLL_MODIFIERS = {
  aimedShot: { label: 'Aimed shot', value: -8, why: 'picking one spot is hard' },
  complementarySkill: { label: 'Complementary skill', value: 1, why: 'a related skill helped' },
  extraTime: { label: 'Extra time', value: 1, why: 'you took your time' },
  lowLight: { label: 'Low light', value: -1, why: 'hard to see' },
  firstTime: { label: 'First time', value: -1, why: 'never done this before' },
  complexTask: { label: 'Complex task', value: -2, why: 'many steps to get right' },
  wrongTools: { label: 'Wrong tools', value: -2, why: 'making do' },
  badSleep: { label: 'Bad sleep', value: -2, why: 'tired' },
  extremeStress: { label: 'Extreme stress', value: -2, why: 'under pressure' },
  exhausted: { label: 'Exhausted', value: -4, why: 'running on empty' },
  drunkOrSedated: { label: 'Drunk or sedated', value: -4, why: 'not all there' },
  stealthily: { label: 'Acting stealthily', value: -4, why: 'staying quiet costs' },
  smokeOrDarkness: { label: 'Smoke or darkness', value: -4, why: 'you can barely see' },
} as const satisfies Record<string, RollModifierRow>;

/** The key of one listed roll modifier. */
export type RollModifierKey = keyof typeof ROLL_MODIFIERS;

/** Wound penalties to every action. */
export const WOUND_PENALTY = { seriouslyWounded: -2, mortallyWounded: -4 } as const;

/** MOVE lost while Mortally Wounded. */
export const MORTAL_MOVE_LOSS = 6;

/** The DV of stabilizing a character, by wound state. */
export const STABILIZE_DV = { lightlyWounded: 10, seriouslyWounded: 13, mortallyWounded: 15 } as const;

/** The skills that can stabilize a character. */
export const STABILIZE_SKILLS = ['First Aid', 'Paramedic'] as const;

/** Bonus damage a critical injury adds straight to HP. */
export const CRITICAL_BONUS_DAMAGE = 5;

/** Rounds used by each way of firing. */
export const ROUNDS_PER_SHOT = { single: 1, autofire: 10, suppressive: 10 } as const;

/** A way of firing a ranged weapon. */
export type FireMode = keyof typeof ROUNDS_PER_SHOT;

/** SP a hit that gets through takes off the armour, by ammunition type; every other type ablates 1. */
export const AMMO_ABLATION: Readonly<Partial<Record<AmmoType, number>>> = {
  armorPiercing: 2,
  rubber: 0,
  poison: 0,
  biotoxin: 0,
  smoke: 0,
  teargas: 0,
};

/** SP a hit that gets through takes off the armour when nothing else says: melee, fists, basic rounds. */
export const DEFAULT_ABLATION = 1;

/**
 * The ammunition each ranged weapon of the catalogue takes, by weapon key (`weapon:<key>`); a weapon not
 * listed is a melee weapon. Foundry's weapon compendium gives the same varieties (decision 037).
 */
export const WEAPON_AMMO: Readonly<Record<string, readonly AmmoVariety[]>> = {
  'medium-pistol': ['medPistol'],
  'heavy-pistol': ['heavyPistol'],
  'very-heavy-pistol': ['vHeavyPistol'],
  smg: ['medPistol'],
  'heavy-smg': ['heavyPistol'],
  shotgun: ['shotgunShell', 'shotgunSlug'],
  'assault-rifle': ['rifle'],
  'sniper-rifle': ['rifle'],
  bow: ['arrow'],
  crossbow: ['arrow'],
  'grenade-launcher': ['grenade'],
  'rocket-launcher': ['rocket'],
  'air-pistol': ['paintball'],
  dartgun: ['arrow'],
  flamethrower: ['shotgunShell'],
  microwaver: ['battery'],
  shrieker: ['battery'],
  'stun-gun': ['battery'],
  'constitutional-arms-hurricane': ['shotgunShell', 'shotgunSlug'],
  'malorian-arms-3516': ['vHeavyPistol'],
  'militech-cowboy-u56': ['grenade'],
  'rhinemetall-emg-86-railgun': ['rifle'],
  'tsunami-arms-helix': ['rifle'],
};

/** The range bands an autofire attack can reach, in metres; past 100 m autofire cannot hit. */
export const AUTOFIRE_RANGES = ['0-6', '7-12', '13-25', '26-50', '51-100'] as const;

/** One range band of autofire. */
export type AutofireRange = (typeof AUTOFIRE_RANGES)[number];

/**
 * The DV an autofire attack must beat, by the weapon's table and the range band (docs/rules/play.md,
 * taken from Foundry's autofire DV tables, decision 040).
 */
export const AUTOFIRE_DV = {
  smg: { '0-6': 20, '7-12': 17, '13-25': 20, '26-50': 25, '51-100': 30 },
  assaultRifle: { '0-6': 22, '7-12': 20, '13-25': 17, '26-50': 20, '51-100': 25 },
} as const satisfies Record<string, Record<AutofireRange, number>>;

/** Which autofire DV table a weapon reads. */
export type AutofireTable = keyof typeof AUTOFIRE_DV;

/** A weapon's full auto: the DV table it reads and the most its damage can be multiplied by. */
export interface AutofireRow {
  readonly table: AutofireTable;
  readonly maxMultiplier: number;
}

/** Weapons (by key) that can fire on full auto and lay down suppressive fire, with their autofire row. */
export const AUTOFIRE: Readonly<Record<string, AutofireRow>> = {
  smg: { table: 'smg', maxMultiplier: 3 },
  'heavy-smg': { table: 'smg', maxMultiplier: 3 },
  'assault-rifle': { table: 'assaultRifle', maxMultiplier: 4 },
  'tsunami-arms-helix': { table: 'assaultRifle', maxMultiplier: 5 },
};

/**
 * The autofire row of a carried weapon, by its catalogue key; undefined when it cannot fire on full auto.
 * Here beside the table, not with the autofire rules, so a screen can read it without loading them.
 */
export function autofireRowOf(weapon: {
  readonly itemId: string;
  readonly autofire: boolean;
}): AutofireRow | undefined {
  return weapon.autofire ? AUTOFIRE[weapon.itemId.slice('weapon:'.length)] : undefined;
}

/** Weapons (by key) that can fire on full auto and lay down suppressive fire. */
export const AUTOFIRE_WEAPONS: ReadonlySet<string> = new Set(Object.keys(AUTOFIRE));

/** The d6s of an autofire hit, whatever the weapon's own damage dice (multiplied after the roll). */
export const AUTOFIRE_DAMAGE_DICE = 2;
