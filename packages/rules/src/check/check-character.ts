import { getRole } from '../roles.ts';
import type { CharacterBuild } from './build.ts';
import type { CheckStep, Finding } from './finding.ts';
import { type CharacterRule, finding } from './rule.ts';
import { DECK_RULES } from './rules/deck.ts';
import { EQUIPMENT_RULES } from './rules/equipment.ts';
import { NATIVE_LANGUAGE_RULES } from './rules/native-language.ts';
import { ROLE_ABILITY_RULES } from './rules/role-ability.ts';
import { SKILL_RULES } from './rules/skills.ts';
import { STAT_RULES } from './rules/stats.ts';
import { type MethodVariant, methodRulesFor } from './variant.ts';

/**
 * Every rule of the game a character is held to, in wizard order: the three creation methods' rules
 * (STATs, role ability, native language, skills), then the equipment's (gear choices, purchases, money,
 * cyberware, Humanity, cash) and the cyberdeck's slots. A new rule is one more entry here.
 */
export const CHARACTER_RULES: readonly CharacterRule[] = [
  ...STAT_RULES,
  ...ROLE_ABILITY_RULES,
  ...NATIVE_LANGUAGE_RULES,
  ...SKILL_RULES,
  ...EQUIPMENT_RULES,
  ...DECK_RULES,
];

/**
 * The one rules check every caller uses (the wizard as the player goes, the server on save): every way a
 * character, draft or saved, breaks the rules, as a list of findings (empty when it is legal). Without a
 * method or a role nothing else can be judged, so those come alone. `rules` narrows the check to some
 * rules (tests of a rule, an NPC's rules); `variant` changes the method's numbers (an NPC tier), and a
 * build made for a campaign carries that campaign's STAT points itself (`methodRulesFor`).
 */
export function checkCharacter<B extends CharacterBuild>(
  build: B,
  rules: readonly CharacterRule<B>[] = CHARACTER_RULES,
  variant: MethodVariant | null = null,
): Finding[] {
  const method = build.characterType;
  const role = getRole(build.selectedRole);
  const missing = [
    ...(method ? [] : [finding('METHOD_MISSING', 'characterType', 'method', 'Choose a creation method')]),
    ...(role ? [] : [finding('ROLE_MISSING', 'selectedRole', 'role', 'Choose a role')]),
  ];
  if (!method || !role) return missing;
  const methodRules = methodRulesFor(method, build, variant);
  const context = { method, methodRules, role: role.id, roleName: role.name, variant };
  return rules
    .filter((rule) => !rule.methods || rule.methods.includes(method))
    .flatMap((rule) => rule.check(build, context));
}

/** The findings grouped by the wizard step they belong to; a step with any needs attention. */
export function findingsByStep(findings: readonly Finding[]): Partial<Record<CheckStep, Finding[]>> {
  const byStep: Partial<Record<CheckStep, Finding[]>> = {};
  for (const item of findings) byStep[item.step] = [...(byStep[item.step] ?? []), item];
  return byStep;
}
