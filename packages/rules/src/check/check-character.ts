import { METHOD_RULES } from '../methods.ts';
import { getRole } from '../roles.ts';
import type { CharacterBuild } from './build.ts';
import type { CheckStep, Finding } from './finding.ts';
import { type CharacterRule, finding } from './rule.ts';
import { NATIVE_LANGUAGE_RULES } from './rules/native-language.ts';
import { ROLE_ABILITY_RULES } from './rules/role-ability.ts';
import { SKILL_RULES } from './rules/skills.ts';
import { STAT_RULES } from './rules/stats.ts';

/**
 * The rules of the three creation methods (STATs, skills, role ability, native language), in wizard
 * order. The catalogue's rules (package gear choices, cyberware, money) are appended to this list by
 * whoever checks a character with them: `checkCharacter(build, [...CHARACTER_RULES, ...theirs])`.
 */
export const CHARACTER_RULES: readonly CharacterRule[] = [
  ...STAT_RULES,
  ...ROLE_ABILITY_RULES,
  ...NATIVE_LANGUAGE_RULES,
  ...SKILL_RULES,
];

/**
 * Every way a character, draft or saved, breaks its method's rules, as a list of findings (empty when
 * it is legal). Without a method or a role nothing else can be judged, so those come alone.
 */
export function checkCharacter<B extends CharacterBuild>(
  build: B,
  rules: readonly CharacterRule<B>[] = CHARACTER_RULES,
): Finding[] {
  const method = build.characterType;
  const role = getRole(build.selectedRole);
  const missing = [
    ...(method ? [] : [finding('METHOD_MISSING', 'characterType', 'method', 'Choose a creation method')]),
    ...(role ? [] : [finding('ROLE_MISSING', 'selectedRole', 'role', 'Choose a role')]),
  ];
  if (!method || !role) return missing;
  const context = { method, methodRules: METHOD_RULES[method], role: role.id, roleName: role.name };
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
