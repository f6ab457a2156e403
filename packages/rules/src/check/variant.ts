import type { CharacterType } from '../ids.ts';
import { METHOD_RULES, type MethodRules } from '../methods.ts';
import type { CharacterBuild } from './build.ts';

/** The Complete Package's STAT points a campaign may set (docs/rules/gm.md#a-campaigns-creation-rules). */
export const COMPLETE_STAT_POINT_CHOICES = [50, 62, 70, 75, 80] as const;
/** One of the STAT point totals a campaign may give its Complete Package characters. */
export type CompleteStatPoints = (typeof COMPLETE_STAT_POINT_CHOICES)[number];

/**
 * A variant of a method's numbers the rules check is told to hold a build to: a campaign's STAT points
 * for the Complete Package, or an NPC tier's budgets. `name` replaces the method's name in findings and
 * on the sheet.
 */
export interface MethodVariant {
  readonly name: string;
  readonly statPoints?: number;
  readonly statMax?: number;
  readonly skillPoints?: number;
}

/** Whether `value` is one of the STAT point totals a campaign may set. */
export function isCompleteStatPoints(value: unknown): value is CompleteStatPoints {
  return COMPLETE_STAT_POINT_CHOICES.includes(value as CompleteStatPoints);
}

/**
 * The variant a campaign's Complete Package STAT points make: none at the book's 62, otherwise the
 * points with the name the sheet shows ("Complete Package, 70 points, by this campaign's rules").
 */
export function campaignVariant(statPoints: number | null | undefined): MethodVariant | null {
  if (statPoints == null || statPoints === METHOD_RULES.complete.statPoints) return null;
  return {
    name: `${METHOD_RULES.complete.name}, ${statPoints} points, by this campaign's rules`,
    statPoints,
  };
}

/**
 * The numbers a build's method holds it to: the method's own, changed by `variant` when one is given,
 * else by the campaign's STAT points the build carries (Complete Package only).
 */
export function methodRulesFor(
  method: CharacterType,
  build: Pick<CharacterBuild, 'campaignStatPoints'>,
  variant: MethodVariant | null = null,
): MethodRules {
  const chosen = variant ?? (method === 'complete' ? campaignVariant(build.campaignStatPoints) : null);
  return chosen ? { ...METHOD_RULES[method], ...chosen } : METHOD_RULES[method];
}
