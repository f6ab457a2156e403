import { BASIC_SKILL_NAMES } from '../../data/skills.ts';
import { BASIC_SKILL_MIN, SKILL_CREATION_MAX } from '../../methods.ts';
import { nativeLanguageSkillName } from '../../native-language.ts';
import { readSkillName, skillKey } from '../../skill-names.ts';
import { packageSkillFor, ROLE_SKILLS } from '../../skills.ts';
import { skillPointBudget } from '../budgets.ts';
import type { BuildSkill, CharacterBuild } from '../build.ts';
import type { Finding } from '../finding.ts';
import { budgetFindings, type CharacterRule, type CheckContext, finding } from '../rule.ts';

/** A skill counts as taken once it has a rank; entries at 0 are the screen's untaken rows. */
function isTaken(skill: BuildSkill): boolean {
  return skill.ranks !== 0;
}

function isNative(build: CharacterBuild, skill: BuildSkill): boolean {
  return (
    build.nativeLanguage != null &&
    skillKey(skill.name) === skillKey(nativeLanguageSkillName(build.nativeLanguage))
  );
}

/** Which skill an entry is, for telling two entries of the same skill apart. */
function identity(build: CharacterBuild, skill: BuildSkill, context: CheckContext): string {
  if (context.methodRules.skills === 'anySkill' || isNative(build, skill)) return skillKey(skill.name);
  return packageSkillFor(context.role, skill.name)?.name ?? skillKey(skill.name);
}

/** Every skill name is one the game knows; the Complete Package names the specialty where one is asked. */
const skillNames: CharacterRule = {
  id: 'skill-names',
  check: (build, { methodRules: rules }) =>
    build.skills.flatMap((skill, index): Finding[] => {
      const read = readSkillName(skill.name);
      const path = `skills.${index}.name`;
      if (read.kind === 'unknown') {
        return [
          finding(
            'SKILL_UNKNOWN',
            path,
            'skills',
            `${rules.name}: '${skill.name}' is not a skill of the game`,
          ),
        ];
      }
      if (read.kind === 'needsSpecialty' && rules.skills === 'anySkill' && isTaken(skill)) {
        return [
          finding(
            'SKILL_SPECIALTY_MISSING',
            path,
            'skills',
            `${rules.name}: name the ${read.base}, such as ${read.base} (…)`,
          ),
        ];
      }
      return [];
    }),
};

/** No skill is taken twice (several instances of a specialty skill are fine when named apart). */
const skillDuplicates: CharacterRule = {
  id: 'skill-duplicates',
  check: (build, context) => {
    const seen = new Set<string>();
    return build.skills.flatMap((skill, index): Finding[] => {
      if (!isTaken(skill) || readSkillName(skill.name).kind === 'unknown') return [];
      const key = identity(build, skill, context);
      if (!seen.has(key)) {
        seen.add(key);
        return [];
      }
      return [
        finding(
          'SKILL_DUPLICATE',
          `skills.${index}.name`,
          'skills',
          `${context.methodRules.name}: ${skill.name} is listed twice`,
        ),
      ];
    });
  },
};

/** Ranks are whole numbers from 0, and none above 6 at creation. */
const skillRanks: CharacterRule = {
  id: 'skill-ranks',
  check: (build, { methodRules: rules }) =>
    build.skills.flatMap((skill, index): Finding[] => {
      const path = `skills.${index}.ranks`;
      if (!Number.isInteger(skill.ranks) || skill.ranks < 0) {
        return [
          finding(
            'SKILL_RANK_INVALID',
            path,
            'skills',
            `${rules.name}: ${skill.name} has ${skill.ranks} ranks`,
          ),
        ];
      }
      if (skill.ranks <= SKILL_CREATION_MAX) return [];
      return [
        finding(
          'SKILL_ABOVE_MAX',
          path,
          'skills',
          `${rules.name}: ${skill.name} is at ${skill.ranks}; no skill goes above ${SKILL_CREATION_MAX} at creation`,
        ),
      ];
    }),
};

/** Streetrat and Edgerunner: only the role's 20 package skills (and the native language) are taken. */
const packageSkillsOnly: CharacterRule = {
  id: 'package-skills-only',
  methods: ['streetrat', 'edgerunner'],
  check: (build, context) =>
    build.skills.flatMap((skill, index): Finding[] => {
      if (!isTaken(skill) || isNative(build, skill) || readSkillName(skill.name).kind === 'unknown')
        return [];
      if (packageSkillFor(context.role, skill.name)) return [];
      return [
        finding(
          'SKILL_NOT_IN_PACKAGE',
          `skills.${index}.name`,
          'skills',
          `${context.methodRules.name}: ${skill.name} is not one of the ${context.roleName} package skills`,
        ),
      ];
    }),
};

/** Streetrat: the skills are the role's package, rank for rank. */
const packageRanks: CharacterRule = {
  id: 'package-ranks',
  methods: ['streetrat'],
  check: (build, context) =>
    ROLE_SKILLS[context.role].flatMap((expected): Finding[] => {
      const prefix = `${context.methodRules.name}:`;
      const index = build.skills.findIndex(
        (skill) => isTaken(skill) && packageSkillFor(context.role, skill.name)?.name === expected.name,
      );
      const actual = build.skills[index];
      if (!actual) {
        return [
          finding(
            'SKILL_PACKAGE_MISMATCH',
            'skills',
            'skills',
            `${prefix} ${expected.name} ${expected.ranks} of the ${context.roleName} package is missing`,
          ),
        ];
      }
      if (actual.ranks === expected.ranks) return [];
      return [
        finding(
          'SKILL_PACKAGE_MISMATCH',
          `skills.${index}.ranks`,
          'skills',
          `${prefix} ${actual.name} is at ${actual.ranks}; the ${context.roleName} package has it at ${expected.ranks}`,
        ),
      ];
    }),
};

/** Edgerunner and Complete Package: each of the 13 basic skills is at 2 or more. */
const basicSkills: CharacterRule = {
  id: 'basic-skills',
  methods: ['edgerunner', 'complete'],
  check: (build, { methodRules: rules }) =>
    BASIC_SKILL_NAMES.flatMap((name): Finding[] => {
      const index = build.skills.findIndex((skill) => skill.name === name && isTaken(skill));
      const ranks = build.skills[index]?.ranks ?? 0;
      if (ranks >= BASIC_SKILL_MIN) return [];
      return [
        finding(
          'BASIC_SKILL_BELOW_MIN',
          index === -1 ? 'skills' : `skills.${index}.ranks`,
          'skills',
          `${rules.name}: ${name} is at ${ranks}; basic skills start at ${BASIC_SKILL_MIN}`,
        ),
      ];
    }),
};

/** Edgerunner and Complete Package: exactly the method's skill points (or its variant's) are spent. */
const skillPoints: CharacterRule = {
  id: 'skill-points',
  methods: ['edgerunner', 'complete'],
  check: (build, { methodRules: rules, variant }) =>
    budgetFindings(
      skillPointBudget(build, variant),
      { over: 'SKILL_POINTS_OVER', unspent: 'SKILL_POINTS_UNSPENT' },
      { path: 'skills', step: 'skills', points: 'skill points', method: rules.name },
    ),
};

/** The skill rules of every method, in the order the skills screen reads. */
export const SKILL_RULES: readonly CharacterRule[] = [
  skillNames,
  skillDuplicates,
  skillRanks,
  packageSkillsOnly,
  packageRanks,
  basicSkills,
  skillPoints,
];
