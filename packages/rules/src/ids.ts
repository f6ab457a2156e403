/** The ten roles, in the order the carousel and the part7 grid show them (rockerboy first). */
export const ROLE_IDS = [
  'rockerboy',
  'solo',
  'netrunner',
  'tech',
  'medtech',
  'media',
  'exec',
  'lawman',
  'fixer',
  'nomad',
] as const;
/** One of the ten role ids. */
export type RoleId = (typeof ROLE_IDS)[number];

/**
 * Each role's name as the screens show it (docs/rules/product.md). Apart from the roles' data (data/roles.ts,
 * which takes its names from here) so a screen that only names a role, such as the character list,
 * does not load every role's texts.
 */
export const ROLE_NAMES: Readonly<Record<RoleId, string>> = {
  rockerboy: 'Rockerboy',
  solo: 'Solo',
  netrunner: 'Netrunner',
  tech: 'Tech',
  medtech: 'Medtech',
  media: 'Media',
  exec: 'Exec',
  lawman: 'Lawman',
  fixer: 'Fixer',
  nomad: 'Nomad',
};

/** Tells whether a string is one of the ten role ids. */
export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}

/** The ten STATs, always in this order. */
export const ATTRIBUTE_KEYS = [
  'INT',
  'REF',
  'DEX',
  'TECH',
  'COOL',
  'WILL',
  'LUCK',
  'MOVE',
  'BODY',
  'EMP',
] as const;
/** One of the ten STAT abbreviations. */
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];
/** A full set of the ten STAT values. */
export type Attributes = Record<AttributeKey, number>;

/** Attribute bounds and default (docs/rules/product.md#numbers-the-product-fixes). */
export const ATTRIBUTE_DEFAULT = 3;
/** Lowest value an attribute may take. */
export const ATTRIBUTE_MIN = 1;
/** Highest value an attribute may take. */
export const ATTRIBUTE_MAX = 8;

/** The three creation methods of the method screen; only streetrat continues today. */
export const CHARACTER_TYPES = ['streetrat', 'edgerunner', 'complete'] as const;
/** One of the three creation methods. */
export type CharacterType = (typeof CHARACTER_TYPES)[number];

/** The twelve fashion style keys of the gear-and-style grid, in grid order. */
export const FASHION_STYLE_KEYS = [
  'neonNoir',
  'retroFuturism',
  'dystopianRealism',
  'technoOrganic',
  'corporateSleek',
  'punkDIY',
  'cyberGothic',
  'easternFusion',
  'postApocalyptic',
  'highTechLowLife',
  'bohemianCyberpunk',
  'nomadLeathers',
] as const;
/** One of the twelve fashion style keys. */
export type FashionStyleKey = (typeof FASHION_STYLE_KEYS)[number];

/** Gear groups of the starting gear table. */
export const GEAR_GROUPS = ['Weapon', 'Armor', 'Basic & Misc', 'Cyberware'] as const;
/** One of the four gear groups. */
export type GearGroup = (typeof GEAR_GROUPS)[number];

/** Genders of the background screens: male or female, male by default (docs/rules/product.md#the-draft). */
export const GENDERS = ['male', 'female'] as const;
/** One of the two genders offered by the background toggle. */
export type Gender = (typeof GENDERS)[number];

/** Every role starts its ability at this rank, whatever the method (docs/rules/creation.md). */
export const ROLE_ABILITY_STARTING_RANK = 4;

/** Cash a Streetrat or Edgerunner character starts with, in eurobucks (docs/rules/catalog.md). */
export const STARTING_CASH_EB = 500;
