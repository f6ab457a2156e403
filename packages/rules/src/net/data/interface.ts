/**
 * The Netrunner's Interface (docs/rules/net.md#interface): its nine abilities, NET Actions per turn by
 * rank, and the boosters that add to an ability while rezzed.
 */

/** The Interface abilities, in the order the sheet lists them. */
export const INTERFACE_ABILITIES = [
  'scanner',
  'backdoor',
  'cloak',
  'control',
  'eyedee',
  'pathfinder',
  'slide',
  'virus',
  'zap',
] as const;

/** One Interface ability. */
export type InterfaceAbility = (typeof INTERFACE_ABILITIES)[number];

/** What the table calls each ability. */
export const INTERFACE_ABILITY_NAMES: Readonly<Record<InterfaceAbility, string>> = {
  scanner: 'Scanner',
  backdoor: 'Backdoor',
  cloak: 'Cloak',
  control: 'Control',
  eyedee: 'Eye-Dee',
  pathfinder: 'Pathfinder',
  slide: 'Slide',
  virus: 'Virus',
  zap: 'Zap',
};

/** Scanner is done in meatspace with a Meat Action; every other ability takes a NET Action. */
export const MEAT_ACTION_ABILITIES: readonly InterfaceAbility[] = ['scanner'];

/** The highest Interface rank, as for every role ability. */
export const MAX_INTERFACE_RANK = 10;

/** NET Actions per turn by Interface rank: the lowest rank of each band and its actions. */
export const NET_ACTIONS_BY_RANK = [
  { fromRank: 1, actions: 2 },
  { fromRank: 4, actions: 3 },
  { fromRank: 7, actions: 4 },
  { fromRank: 10, actions: 5 },
] as const;

/** A booster program's bonus while rezzed: +2 to one ability, or to Speed (NET initiative). */
export const BOOSTER_BONUSES = {
  'see-ya': { on: 'pathfinder', value: 2 },
  worm: { on: 'backdoor', value: 2 },
  eraser: { on: 'cloak', value: 2 },
  'speedy-gonzalvez': { on: 'speed', value: 2 },
} as const satisfies Record<string, { on: InterfaceAbility | 'speed'; value: number }>;

/** How much brain damage a rezzed Armor program takes off each hit. */
export const ARMOR_PROGRAM_REDUCTION = 4;
