import { byRole } from './by-role.ts';
import { BASIC_SKILL_NAMES, PACKAGE_RANKS, SKILL_CATALOGUE } from './data/skills.ts';
import type { RoleId } from './ids.ts';
import { BASIC_SKILL_MIN } from './methods.ts';
import { readSkillName } from './skill-names.ts';
import type { RoleSkill } from './types.ts';

/** Rank dots on the skills screen use this many colour steps (docs/rules/product.md). */
export const RANK_DOT_STEPS = 6;

function toRoleSkill(name: string, ranks: number): RoleSkill {
  const info = SKILL_CATALOGUE[name];
  if (!info) throw new Error(`skill ${name} is missing from the catalogue`);
  return {
    name,
    ranks,
    stat: info.stat,
    description: info.description,
    isDoubleCost: info.isDoubleCost === true,
  };
}

/** The 13 basic skills every character has, at their base rank 2. */
export const BASIC_SKILLS: readonly RoleSkill[] = BASIC_SKILL_NAMES.map((name) =>
  toRoleSkill(name, BASIC_SKILL_MIN),
);

function buildPackage(roleId: RoleId): RoleSkill[] {
  const { basic, role } = PACKAGE_RANKS[roleId];
  const raised = basic as Readonly<Record<string, number>>;
  return [
    ...BASIC_SKILL_NAMES.map((name) => toRoleSkill(name, raised[name] ?? BASIC_SKILL_MIN)),
    ...Object.entries(role).map(([name, ranks]) => toRoleSkill(name, ranks)),
  ];
}

/** Each role's full 20-skill Streetrat package: the 13 basic skills, then the 7 role skills. */
export const ROLE_SKILLS: Record<RoleId, readonly RoleSkill[]> = byRole(buildPackage);

/**
 * Our description of a skill, matched by exact name, then ignoring case and any parenthesised detail
 * (so 'Language (Japanese)' finds Language); 'No description available' when nothing matches.
 */
export function skillDescription(name: string): string {
  const exact = SKILL_CATALOGUE[name];
  if (exact) return exact.description;
  const base = (value: string) =>
    value
      .replace(/\s*\(.*\)\s*$/, '')
      .trim()
      .toLowerCase();
  const wanted = base(name);
  const match = Object.entries(SKILL_CATALOGUE).find(([key]) => base(key) === wanted);
  return match ? match[1].description : 'No description available';
}

/** Copies and sorts skills by ranks descending, then by name, as the skills screen lists them. */
export function sortSkillsByRanks<T extends { readonly name: string; readonly ranks: number }>(
  skills: readonly T[],
): T[] {
  return [...skills].sort((a, b) => b.ranks - a.ranks || a.name.localeCompare(b.name));
}

/** The skills a draft stores when the role is chosen: name and ranks of the role's package. */
export function skillsForRole(roleId: RoleId): { name: string; ranks: number }[] {
  return ROLE_SKILLS[roleId].map(({ name, ranks }) => ({ name, ranks }));
}

/**
 * The package skill a skill name stands for in the role's package, if any: the same name, or a named
 * instance of a package skill the package leaves unnamed ('Play Instrument (Guitar)' for a Rockerboy's
 * 'Play Instrument', 'Science (Chemistry)' for a Tech's 'Science').
 */
export function packageSkillFor(roleId: RoleId, name: string): RoleSkill | undefined {
  const read = readSkillName(name);
  return ROLE_SKILLS[roleId].find(
    (skill) => skill.name === name || (read.kind === 'instance' && skill.name === read.base),
  );
}
