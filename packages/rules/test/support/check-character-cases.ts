// Test data for the rules check's tests: legal builds broken one way each, and the finding that says so.

import type { CharacterBuild } from '../../src/check/build.ts';
import type { Finding } from '../../src/check/finding.ts';
import { LEGAL_BUILDS, legalComplete, legalEdgerunner, legalStreetrat } from './legal-builds.ts';

/** The legal example build of each method. */
export const LEGAL = LEGAL_BUILDS;

/** The one finding a case expects, as code, path and step (the message is checked separately). */
export type Expected = Pick<Finding, 'code' | 'path' | 'step'>;

/** A legal build broken in one way, and the finding that says so. */
export interface Case {
  readonly name: string;
  readonly build: CharacterBuild;
  readonly expected: Expected;
  /** A part of the message the player reads. */
  readonly says: string;
}

/** The build with some fields replaced. */
export function change(build: CharacterBuild, patch: Partial<CharacterBuild>): CharacterBuild {
  return { ...build, ...patch };
}

/** The build with one skill set to `ranks` (added when missing). */
export function withSkill(build: CharacterBuild, name: string, ranks: number): CharacterBuild {
  const index = build.skills.findIndex((skill) => skill.name === name);
  const skills =
    index === -1
      ? [...build.skills, { name, ranks }]
      : build.skills.map((skill, i) => (i === index ? { ...skill, ranks } : skill));
  return { ...build, skills };
}

/** A legal Complete Package Solo. */
export const solo = legalComplete('solo');
/** A legal Streetrat Solo. */
export const street = legalStreetrat('solo');
/** A legal Edgerunner Solo. */
export const edge = legalEdgerunner('solo');
/** Where a skill sits in a build's skill list. */
export const index = (build: CharacterBuild, name: string) =>
  build.skills.findIndex((skill) => skill.name === name);

/** One case per finding code the method rules own. */
export const CASES: readonly Case[] = [
  {
    name: 'no method',
    build: change(solo, { characterType: null }),
    expected: { code: 'METHOD_MISSING', path: 'characterType', step: 'method' },
    says: 'Choose a creation method',
  },
  {
    name: 'no role',
    build: change(solo, { selectedRole: null }),
    expected: { code: 'ROLE_MISSING', path: 'selectedRole', step: 'role' },
    says: 'Choose a role',
  },
  {
    name: 'no STATs',
    build: change(solo, { attributes: null }),
    expected: { code: 'STATS_MISSING', path: 'attributes', step: 'attributes' },
    says: 'STATs are not set',
  },
  {
    name: 'a Complete Package STAT below 2',
    build: change(solo, { attributes: { ...solo.attributes!, INT: 1, REF: 11 } }),
    expected: { code: 'STAT_OUT_OF_RANGE', path: 'attributes.INT', step: 'attributes' },
    says: 'Complete Package: INT is 1; STATs run from 2 to 8',
  },
  {
    name: 'a Streetrat STAT of 9',
    build: change(street, { attributes: { ...street.attributes!, COOL: 9 } }),
    expected: { code: 'STAT_OUT_OF_RANGE', path: 'attributes.COOL', step: 'attributes' },
    says: 'from 1 to 8',
  },
  {
    name: 'two STAT points too many',
    build: change(solo, { attributes: { ...solo.attributes!, INT: 8 } }),
    expected: { code: 'STAT_POINTS_OVER', path: 'attributes', step: 'attributes' },
    says: 'Complete Package: 64 STAT points spent, 62 allowed',
  },
  {
    name: 'two STAT points unspent',
    build: change(solo, { attributes: { ...solo.attributes!, INT: 4 } }),
    expected: { code: 'STAT_POINTS_UNSPENT', path: 'attributes', step: 'attributes' },
    says: 'Complete Package: 60 of 62 STAT points spent, 2 left',
  },
  {
    name: 'a Streetrat STAT changed by hand',
    build: change(street, { attributes: { ...street.attributes!, REF: 3 } }),
    expected: { code: 'TEMPLATE_ROW_MISMATCH', path: 'attributes.REF', step: 'attributes' },
    says: 'Streetrat: REF is 3, but row 3 of the Solo table gives 8',
  },
  {
    name: 'a Streetrat row off the table',
    build: change(street, { templateRow: 11 }),
    expected: { code: 'TEMPLATE_ROW_MISMATCH', path: 'templateRow', step: 'attributes' },
    says: 'row 11 is not on the Solo STAT table',
  },
  {
    name: 'a Streetrat without a template row',
    build: change(street, { templateRow: null }),
    expected: { code: 'STAT_ROLL_MISSING', path: 'templateRow', step: 'attributes' },
    says: 'roll or pick a row of the Solo STAT table',
  },
  {
    name: 'an Edgerunner STAT not rolled',
    build: change(edge, { statRolls: { ...edge.statRolls, LUCK: [] } }),
    expected: { code: 'STAT_ROLL_MISSING', path: 'statRolls.LUCK', step: 'attributes' },
    says: 'Edgerunner: roll 1d10 for LUCK',
  },
  {
    name: 'an Edgerunner STAT that its roll does not give',
    build: change(edge, { attributes: { ...edge.attributes!, INT: 8 } }),
    expected: { code: 'STAT_ROLL_MISMATCH', path: 'attributes.INT', step: 'attributes' },
    says: 'Edgerunner: INT is 8, but its roll of 1 on the Solo table gives 6',
  },
  {
    name: 'an Edgerunner roll that no d10 gives',
    build: change(edge, { statRolls: { ...edge.statRolls, BODY: [0] } }),
    expected: { code: 'STAT_ROLL_MISMATCH', path: 'statRolls.BODY.0', step: 'attributes' },
    says: '0 is not a 1d10 result',
  },
  {
    name: 'an Edgerunner re-roll without the house rule',
    build: change(edge, { statRolls: { ...edge.statRolls, INT: [2, 1] } }),
    expected: { code: 'STAT_REROLL_NOT_ALLOWED', path: 'statRolls.INT', step: 'attributes' },
    says: 're-rolls need the house-rules option',
  },
  {
    name: 'a second Edgerunner re-roll under the house rule',
    build: change(edge, {
      houseRules: { enabled: false, statRerolls: true },
      statRolls: { ...edge.statRolls, INT: [2, 3, 1] },
    }),
    expected: { code: 'STAT_REROLL_NOT_ALLOWED', path: 'statRolls.INT', step: 'attributes' },
    says: 'the house rule allows one re-roll',
  },
  {
    name: 'a skill the game does not have',
    build: withSkill(solo, 'Hacking the Gibson', 0),
    expected: { code: 'SKILL_UNKNOWN', path: `skills.${solo.skills.length}.name`, step: 'skills' },
    says: "'Hacking the Gibson' is not a skill of the game",
  },
  {
    name: 'an Edgerunner skill outside the package',
    build: withSkill(
      change(edge, { skills: edge.skills.map((s) => (s.name === 'Tactics' ? { ...s, ranks: 4 } : s)) }),
      'Dance',
      2,
    ),
    expected: { code: 'SKILL_NOT_IN_PACKAGE', path: `skills.${edge.skills.length}.name`, step: 'skills' },
    says: 'Edgerunner: Dance is not one of the Solo package skills',
  },
  {
    name: 'a Complete Package Science without its field',
    build: change(solo, {
      skills: solo.skills.map((s) => (s.name === 'Science (Chemistry)' ? { ...s, name: 'Science' } : s)),
    }),
    expected: {
      code: 'SKILL_SPECIALTY_MISSING',
      path: `skills.${index(solo, 'Science (Chemistry)')}.name`,
      step: 'skills',
    },
    says: 'name the Science',
  },
  {
    name: 'the same language twice, whatever its case',
    build: change(solo, { skills: [...solo.skills, { name: 'Language (japanese)', ranks: 1 }] }),
    expected: { code: 'SKILL_DUPLICATE', path: `skills.${solo.skills.length}.name`, step: 'skills' },
    says: 'Language (japanese) is listed twice',
  },
  {
    name: 'a negative rank',
    build: withSkill(solo, 'Handgun', -1),
    expected: { code: 'SKILL_RANK_INVALID', path: `skills.${index(solo, 'Handgun')}.ranks`, step: 'skills' },
    says: 'Handgun has -1 ranks',
  },
  {
    name: 'a skill at 7',
    build: withSkill(solo, 'Handgun', 7),
    expected: { code: 'SKILL_ABOVE_MAX', path: `skills.${index(solo, 'Handgun')}.ranks`, step: 'skills' },
    says: 'Handgun is at 7; no skill goes above 6 at creation',
  },
  {
    name: 'a basic skill at 1',
    build: withSkill(solo, 'Stealth', 1),
    expected: {
      code: 'BASIC_SKILL_BELOW_MIN',
      path: `skills.${index(solo, 'Stealth')}.ranks`,
      step: 'skills',
    },
    says: 'Stealth is at 1; basic skills start at 2',
  },
  {
    name: 'skill points over',
    build: withSkill(solo, 'Tracking', 2),
    expected: { code: 'SKILL_POINTS_OVER', path: 'skills', step: 'skills' },
    says: 'Complete Package: 88 skill points spent, 86 allowed',
  },
  {
    name: 'Edgerunner skill points unspent',
    build: withSkill(edge, 'Tactics', 3),
    expected: { code: 'SKILL_POINTS_UNSPENT', path: 'skills', step: 'skills' },
    says: 'Edgerunner: 83 of 86 skill points spent, 3 left',
  },
  {
    name: 'a Streetrat package skill changed',
    build: withSkill(street, 'Handgun', 4),
    expected: {
      code: 'SKILL_PACKAGE_MISMATCH',
      path: `skills.${index(street, 'Handgun')}.ranks`,
      step: 'skills',
    },
    says: 'Streetrat: Handgun is at 4; the Solo package has it at 6',
  },
  {
    name: 'a Streetrat package skill dropped',
    build: change(street, { skills: street.skills.filter((s) => s.name !== 'Tactics') }),
    expected: { code: 'SKILL_PACKAGE_MISMATCH', path: 'skills', step: 'skills' },
    says: 'Tactics 6 of the Solo package is missing',
  },
  {
    name: 'a role ability above the starting rank',
    build: change(street, { roleAbility: { ...street.roleAbility!, rank: 5 } }),
    expected: { code: 'ROLE_ABILITY_RANK', path: 'roleAbility.rank', step: 'roleAbility' },
    says: 'starts at rank 4, not 5',
  },
  {
    name: 'a Solo without Combat Awareness points',
    build: change(street, { roleAbility: { rank: 4 } }),
    expected: {
      code: 'ROLE_ABILITY_SETUP_MISSING',
      path: 'roleAbility.combatAwareness',
      step: 'roleAbility',
    },
    says: 'Solo: place your Combat Awareness points',
  },
  {
    name: 'Combat Awareness points over the rank',
    build: change(street, {
      roleAbility: { rank: 4, combatAwareness: { initiativeReaction: 2, precisionAttack: 3 } },
    }),
    expected: {
      code: 'ROLE_ABILITY_SETUP_INVALID',
      path: 'roleAbility.combatAwareness',
      step: 'roleAbility',
    },
    says: 'Solo: 5 of 4 Combat Awareness points placed',
  },
  {
    name: 'no native language',
    build: change(street, { nativeLanguage: null }),
    expected: { code: 'NATIVE_LANGUAGE_MISSING', path: 'nativeLanguage', step: 'background' },
    says: 'Choose your native language: Cantonese, English, Japanese',
  },
  {
    name: 'a native language of another region',
    build: change(street, { nativeLanguage: 'Hindi' }),
    expected: { code: 'NATIVE_LANGUAGE_INVALID', path: 'nativeLanguage', step: 'background' },
    says: 'Hindi is not a language of the East Asian region',
  },
];
