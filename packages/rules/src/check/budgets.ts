import { ATTRIBUTE_KEYS } from '../ids.ts';
import { NATIVE_LANGUAGE_RANK, nativeLanguageSkillName } from '../native-language.ts';
import { skillKey, skillRankCost } from '../skill-names.ts';
import type { BuildSkill, CharacterBuild } from './build.ts';
import { type MethodVariant, methodRulesFor } from './variant.ts';

/** Points a method allows, how many are spent and how many are left (negative when over). */
export interface PointBudget {
  readonly spent: number;
  readonly allowed: number;
  readonly left: number;
}

function budget(spent: number, allowed: number): PointBudget {
  return { spent, allowed, left: allowed - spent };
}

/** STAT points spent: the sum of the ten STATs. */
export function statPointsSpent(build: Pick<CharacterBuild, 'attributes'>): number {
  return build.attributes ? ATTRIBUTE_KEYS.reduce((sum, key) => sum + build.attributes![key], 0) : 0;
}

/**
 * Skill points spent: ranks summed, double for x2 skills, with the native language's first 4 ranks
 * free (they are a gift of the cultural region, not bought).
 */
export function skillPointsSpent(skills: readonly BuildSkill[], nativeLanguage?: string | null): number {
  const native = nativeLanguage ? skillKey(nativeLanguageSkillName(nativeLanguage)) : null;
  let nativeFree = native !== null;
  return skills.reduce((sum, skill) => {
    const cost = skillRankCost(skill.name, skill.ranks);
    if (nativeFree && skillKey(skill.name) === native) {
      nativeFree = false;
      return sum + Math.max(0, cost - NATIVE_LANGUAGE_RANK);
    }
    return sum + cost;
  }, 0);
}

/**
 * The STAT points of a method that spends them (Complete Package: 62, or the campaign's or `variant`'s);
 * null for the rolled methods.
 */
export function statPointBudget(
  build: Pick<CharacterBuild, 'characterType' | 'attributes' | 'campaignStatPoints'>,
  variant: MethodVariant | null = null,
): PointBudget | null {
  const allowed = build.characterType ? methodRulesFor(build.characterType, build, variant).statPoints : null;
  return allowed === null ? null : budget(statPointsSpent(build), allowed);
}

/**
 * The skill points of a method that spends them (Edgerunner, Complete Package: 86, or `variant`'s); null
 * for Streetrat.
 */
export function skillPointBudget(
  build: Pick<CharacterBuild, 'characterType' | 'skills' | 'nativeLanguage'>,
  variant: MethodVariant | null = null,
): PointBudget | null {
  const allowed = build.characterType ? methodRulesFor(build.characterType, {}, variant).skillPoints : null;
  return allowed === null ? null : budget(skillPointsSpent(build.skills, build.nativeLanguage), allowed);
}
