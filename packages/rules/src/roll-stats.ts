import type { StatRolls } from './check/build.ts';
import { pickRandom, type Rng, roll1d10 } from './dice.ts';
import { ATTRIBUTE_KEYS, type AttributeKey, type Attributes, type RoleId } from './ids.ts';
import { METHOD_RULES, type MethodRules } from './methods.ts';
import { templateRow } from './templates.ts';

/** Streetrat: one 1d10 roll picks the whole row of the role's STAT table. */
export function rollTemplateStats(rng: Rng, roleId: RoleId): { templateRow: number; attributes: Attributes } {
  const row = roll1d10(rng);
  return { templateRow: row, attributes: templateRow(roleId, row) };
}

/**
 * Edgerunner: the STATs a set of column rolls gives, each STAT read from the row of its own last roll;
 * a STAT without a roll yet is undefined.
 */
export function columnRollStats(roleId: RoleId, rolls: StatRolls): Partial<Attributes> {
  const stats: Partial<Attributes> = {};
  for (const key of ATTRIBUTE_KEYS) {
    const last = rolls[key]?.at(-1);
    if (last !== undefined) stats[key] = templateRow(roleId, last)[key];
  }
  return stats;
}

/** Edgerunner: one 1d10 per STAT column of the role's table (ten rolls, no re-rolls). */
export function rollColumnStats(rng: Rng, roleId: RoleId): { statRolls: StatRolls; attributes: Attributes } {
  const statRolls = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, [roll1d10(rng)]])) as Record<
    AttributeKey,
    number[]
  >;
  return { statRolls, attributes: columnRollStats(roleId, statRolls) as Attributes };
}

/** A spread of STAT points: how many, and the lowest and highest a STAT may be. */
export type PointSpread = Pick<MethodRules, 'statPoints' | 'statMin' | 'statMax'>;

/**
 * Complete Package: the method's 62 points (or `spread`'s: a campaign's variant, an NPC tier) spread at
 * random, each STAT from its minimum up to its maximum. Every point goes to a STAT that still has room,
 * so the total is always exact.
 */
export function rollPointStats(rng: Rng, spread: PointSpread = METHOD_RULES.complete): Attributes {
  const { statPoints, statMin, statMax } = spread;
  const stats = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, statMin])) as Attributes;
  for (let left = statPoints! - statMin * ATTRIBUTE_KEYS.length; left > 0; left--) {
    const open = ATTRIBUTE_KEYS.filter((key) => stats[key] < statMax);
    stats[pickRandom(rng, open)] += 1;
  }
  return stats;
}
