import { type BuildSkill, type CharacterBuild, NO_HOUSE_RULES } from '../../src/check/build.ts';
import { BASIC_SKILL_NAMES } from '../../src/data/skills.ts';
import {
  ATTRIBUTE_KEYS,
  type AttributeKey,
  type Attributes,
  type CharacterType,
  type RoleId,
} from '../../src/ids.ts';
import { roleDefaults } from '../../src/role-defaults.ts';
import { packageSkillsWithNative } from '../../src/roll-skills.ts';
import { columnRollStats } from '../../src/roll-stats.ts';
import { templateRow } from '../../src/templates.ts';

/** The cultural region and native language the test builds share. */
const ORIGIN = { culturalRegion: 'East Asian', nativeLanguage: 'Japanese' } as const;

/**
 * A legal Streetrat: template row 3 of the role's table, the package skills, Japanese at 4, the default
 * role-ability set-up and gear choices, the package's cyberware installed.
 */
export function legalStreetrat(role: RoleId = 'solo'): CharacterBuild {
  return {
    characterType: 'streetrat',
    selectedRole: role,
    attributes: templateRow(role, 3),
    templateRow: 3,
    statRolls: null,
    skills: packageSkillsWithNative(role, ORIGIN.nativeLanguage),
    ...ORIGIN,
    houseRules: NO_HOUSE_RULES,
    ...roleDefaults(role, 'streetrat'),
  };
}

/** The Edgerunner column rolls of the test builds: 1, 2, ... 10 for INT ... EMP. */
export const TEST_COLUMN_ROLLS: Readonly<Record<AttributeKey, readonly number[]>> = Object.fromEntries(
  ATTRIBUTE_KEYS.map((key, i) => [key, [i + 1]]),
) as Record<AttributeKey, number[]>;

/**
 * A legal Edgerunner: one roll per column, the package's values as the starting point with the Exec's
 * one point the package leaves (the product lowers its Evasion to 5) spent on Athletics, Japanese at 4.
 */
export function legalEdgerunner(role: RoleId = 'solo'): CharacterBuild {
  const skills = packageSkillsWithNative(role, ORIGIN.nativeLanguage).map((skill) =>
    role === 'exec' && skill.name === 'Athletics' ? { ...skill, ranks: skill.ranks + 1 } : skill,
  );
  return {
    ...legalStreetrat(role),
    characterType: 'edgerunner',
    attributes: columnRollStats(role, TEST_COLUMN_ROLLS) as Attributes,
    templateRow: null,
    statRolls: TEST_COLUMN_ROLLS,
    skills,
    ...roleDefaults(role, 'edgerunner'),
  };
}

/** 62 STAT points: 6 everywhere, 7 in BODY and EMP. */
const COMPLETE_STATS = {
  INT: 6,
  REF: 6,
  DEX: 6,
  TECH: 6,
  COOL: 6,
  WILL: 6,
  LUCK: 6,
  MOVE: 6,
  BODY: 7,
  EMP: 7,
};

/** 86 skill points: basics, x2 skills, named instances, and Japanese raised from its free 4 to 6. */
const COMPLETE_SKILLS: readonly BuildSkill[] = [
  ...BASIC_SKILL_NAMES.map((name) => ({
    name,
    ranks: ['Athletics', 'Evasion', 'Perception', 'Stealth'].includes(name) ? 6 : 2,
  })), // 42
  { name: 'Handgun', ranks: 6 }, // 48
  { name: 'Autofire', ranks: 5 }, // 58
  { name: 'Martial Arts (Karate)', ranks: 4 }, // 66
  { name: 'Science (Chemistry)', ranks: 6 }, // 72
  { name: 'Play Instrument (Guitar)', ranks: 6 }, // 78
  { name: 'Language (Japanese)', ranks: 6 }, // 80: the first 4 ranks are free
  { name: 'Local Expert (Watson)', ranks: 6 }, // 86
];

/** A legal Complete Package character of any role: no package gear, nothing bought yet. */
export function legalComplete(role: RoleId = 'solo'): CharacterBuild {
  return {
    ...legalStreetrat(role),
    characterType: 'complete',
    attributes: { ...COMPLETE_STATS },
    templateRow: null,
    skills: COMPLETE_SKILLS.map((skill) => ({ ...skill })),
    ...roleDefaults(role, 'complete'),
  };
}

/** The legal example build of each method, by the draft's `characterType`. */
export const LEGAL_BUILDS: Readonly<Record<CharacterType, (role?: RoleId) => CharacterBuild>> = {
  streetrat: legalStreetrat,
  edgerunner: legalEdgerunner,
  complete: legalComplete,
};
