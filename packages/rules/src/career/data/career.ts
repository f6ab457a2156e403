/**
 * The career's tables (docs/rules/career.md): what Improvement Points buy, and the monthly Lifestyle
 * and Housing. The IP costs are our best reading of the core chart and not confirmed by two sources:
 * this is their one home, and a campaign's GM may change the multipliers (`IpMultipliers`).
 */

/** What IP raise: a skill (one level) or the role ability's rank (one rank). */
export type AdvanceTarget = 'skill' | 'roleRank';

/**
 * The IP cost of reaching level N: the multiplier times N, doubled for an x2 skill. The multipliers
 * are the defaults of the table; a campaign's house rule replaces them.
 */
export interface IpMultipliers {
  readonly skill: number;
  readonly roleRank: number;
}

/** The IP cost chart as we read it: a skill to level N costs 20 x N (x2 skills 40 x N), a rank 60 x N. */
export const IP_COST_TABLE = {
  multipliers: { skill: 20, roleRank: 60 } satisfies IpMultipliers,
  /** An x2 skill's cost is the skill's cost times this. */
  doubleCostFactor: 2,
  /** Skills and the role rank stop here. */
  maxLevel: 10,
  /** The most a house rule may set a multiplier to, and the least. */
  multiplierMin: 1,
  multiplierMax: 200,
} as const;

/** One monthly cost: an id, the name the rules give it and its eurobucks a month. */
export interface MonthlyCost {
  readonly id: string;
  readonly name: string;
  readonly monthlyEb: number;
}

/** The Lifestyle list: what the character eats, a month at a time. */
export const LIFESTYLES = [
  { id: 'kibble', name: 'Kibble', monthlyEb: 100 },
  { id: 'generic-prepak', name: 'Generic Prepak', monthlyEb: 300 },
  { id: 'good-prepak', name: 'Good Prepak', monthlyEb: 600 },
  { id: 'fresh-food', name: 'Fresh Food', monthlyEb: 1500 },
] as const satisfies readonly MonthlyCost[];

/** The Housing list with its monthly rent; the last two come with a corporate job and cost no rent. */
export const HOUSING = [
  { id: 'cube-hotel', name: 'Cube Hotel', monthlyEb: 500 },
  { id: 'cargo-container', name: 'Cargo Container', monthlyEb: 1000 },
  { id: 'studio-apartment', name: 'Studio Apartment', monthlyEb: 1500 },
  { id: 'two-bedroom-apartment', name: 'Two-Bedroom Apartment', monthlyEb: 2500 },
  { id: 'upscale-conapt', name: 'Upscale Conapt', monthlyEb: 7500 },
  { id: 'luxury-penthouse', name: 'Luxury Penthouse', monthlyEb: 15000 },
  { id: 'corporate-conapt', name: 'Corporate Conapt (with a corporate job)', monthlyEb: 0 },
  { id: 'beaverville-home', name: 'Beaverville home (with a corporate job)', monthlyEb: 0 },
] as const satisfies readonly MonthlyCost[];

/** A Lifestyle's id. */
export type LifestyleId = (typeof LIFESTYLES)[number]['id'];
/** A Housing's id. */
export type HousingId = (typeof HOUSING)[number]['id'];

/** Every Lifestyle id, for a schema's enum. */
export const LIFESTYLE_IDS = LIFESTYLES.map((entry) => entry.id) as [LifestyleId, ...LifestyleId[]];
/** Every Housing id, for a schema's enum. */
export const HOUSING_IDS = HOUSING.map((entry) => entry.id) as [HousingId, ...HousingId[]];

/** A new character eats Kibble and lives in a Cargo Container until the player chooses. */
export const DEFAULT_LIFESTYLE: LifestyleId = 'kibble';
/** A new character's Housing until the player chooses. */
export const DEFAULT_HOUSING: HousingId = 'cargo-container';

/** Reputation runs from 0 to 10. */
export const REPUTATION_MAX = 10;
