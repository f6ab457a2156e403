import type { ArmorId, CyberwareId, WeaponId } from '../catalog/ids.ts';
import type { MethodVariant } from '../check/variant.ts';
import { METHOD_RULES } from '../methods.ts';

/** The four kinds of opposition a GM rolls (decision 060, docs/rules/gm.md#npc-tiers). */
export const NPC_TIERS = ['mook', 'lieutenant', 'miniBoss', 'boss'] as const;
/** One NPC tier. */
export type NpcTier = (typeof NPC_TIERS)[number];

/** What a tier sets of an NPC: the budgets, the armour, how many weapons and cyberware, and from where. */
export interface NpcTierRules {
  readonly name: string;
  /** The ten STATs add up to exactly this. */
  readonly statTotal: number;
  /** No STAT is above this (and none below the Complete Package's 2). */
  readonly statMax: number;
  /** Skill points spent by the Complete Package's costs, exactly. */
  readonly skillTotal: number;
  /** The armour worn on body and head (the same type on both). */
  readonly armor: { readonly body: ArmorId; readonly head: ArmorId };
  /** How many weapons, drawn without repeats from `weaponPool`. */
  readonly weapons: number;
  readonly weaponPool: readonly WeaponId[];
  /** How many pieces of cyberware, drawn from `cyberwarePool` where the install rules allow. */
  readonly cyberware: number;
  readonly cyberwarePool: readonly CyberwareId[];
  /** How many player characters the NPC weighs as in an encounter. */
  readonly weight: number;
}

const STREET_WEAPONS: readonly WeaponId[] = [
  'weapon:medium-pistol',
  'weapon:heavy-pistol',
  'weapon:light-melee-weapon',
  'weapon:medium-melee-weapon',
  'weapon:baseball-bat',
];
const CREW_WEAPONS: readonly WeaponId[] = [
  'weapon:heavy-pistol',
  'weapon:very-heavy-pistol',
  'weapon:smg',
  'weapon:shotgun',
  'weapon:medium-melee-weapon',
  'weapon:heavy-melee-weapon',
];
const HEAVY_WEAPONS: readonly WeaponId[] = [
  'weapon:very-heavy-pistol',
  'weapon:heavy-smg',
  'weapon:shotgun',
  'weapon:assault-rifle',
  'weapon:heavy-melee-weapon',
  'weapon:very-heavy-melee-weapon',
];
const LIGHT_CHROME: readonly CyberwareId[] = [
  'cyberware:toxin-binders',
  'cyberware:nasal-filters',
  'cyberware:enhanced-antibodies',
  'cyberware:hidden-holster',
];
const COMBAT_CHROME: readonly CyberwareId[] = [
  ...LIGHT_CHROME,
  'cyberware:skin-weave',
  'cyberware:subdermal-armor',
  'cyberware:grafted-muscle-and-bone-lace',
];

/**
 * The tier table (decision 060): each step up adds 10 STAT points, about 20 skill points, a better
 * armour, a weapon or a piece of chrome, and one character's weight.
 */
export const NPC_TIER_RULES: Readonly<Record<NpcTier, NpcTierRules>> = {
  mook: {
    name: 'Mook',
    statTotal: 45,
    statMax: 6,
    skillTotal: 40,
    armor: { body: 'armor:kevlar-body', head: 'armor:kevlar-head' },
    weapons: 1,
    weaponPool: STREET_WEAPONS,
    cyberware: 0,
    cyberwarePool: [],
    weight: 1,
  },
  lieutenant: {
    name: 'Lieutenant',
    statTotal: 55,
    statMax: 7,
    skillTotal: 60,
    armor: { body: 'armor:light-armorjack-body', head: 'armor:light-armorjack-head' },
    weapons: 2,
    weaponPool: CREW_WEAPONS,
    cyberware: 1,
    cyberwarePool: LIGHT_CHROME,
    weight: 2,
  },
  miniBoss: {
    name: 'Mini-Boss',
    statTotal: 65,
    statMax: 8,
    skillTotal: 80,
    armor: { body: 'armor:medium-armorjack-body', head: 'armor:medium-armorjack-head' },
    weapons: 2,
    weaponPool: HEAVY_WEAPONS,
    cyberware: 2,
    cyberwarePool: COMBAT_CHROME,
    weight: 3,
  },
  boss: {
    name: 'Boss',
    statTotal: 75,
    statMax: 8,
    skillTotal: 100,
    armor: { body: 'armor:heavy-armorjack-body', head: 'armor:heavy-armorjack-head' },
    weapons: 3,
    weaponPool: HEAVY_WEAPONS,
    cyberware: 3,
    cyberwarePool: COMBAT_CHROME,
    weight: 4,
  },
};

/** Whether `value` is a tier's id. */
export function isNpcTier(value: unknown): value is NpcTier {
  return NPC_TIERS.includes(value as NpcTier);
}

/**
 * The variant of the Complete Package's numbers a tier holds an NPC to in the rules check: its STAT
 * total and highest STAT, its skill total, the method's lowest STAT of 2.
 */
export function tierVariant(tier: NpcTier): MethodVariant {
  const rules = NPC_TIER_RULES[tier];
  return {
    name: `${rules.name} NPC`,
    statPoints: rules.statTotal,
    statMax: rules.statMax,
    skillPoints: rules.skillTotal,
  };
}

/** The Complete Package's lowest STAT, which every tier keeps. */
export const NPC_STAT_MIN = METHOD_RULES.complete.statMin;
