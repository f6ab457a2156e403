import { skillPointsSpent } from './check/budgets.ts';
import type { BuildSkill } from './check/build.ts';
import { SPECIALTY_SKILL_BASES, SPECIALTY_SUGGESTIONS } from './data/skill-specialties.ts';
import { BASIC_SKILL_NAMES } from './data/skills.ts';
import { pickRandom, pickRandomIndex, type Rng } from './dice.ts';
import type { RoleId } from './ids.ts';
import { BASIC_SKILL_MIN, METHOD_RULES, SKILL_CREATION_MAX } from './methods.ts';
import { NATIVE_LANGUAGE_RANK, nativeLanguageSkillName } from './native-language.ts';
import { PLAIN_SKILL_NAMES, readSkillName, skillKey, specialtySkillName } from './skill-names.ts';
import { ROLE_SKILLS, skillsForRole } from './skills.ts';

/** A skill being built: ranks change while points are spent. */
interface Rising {
  readonly name: string;
  ranks: number;
}

/** Streetrat: the role's package as it is, then the native language at rank 4. */
export function packageSkillsWithNative(roleId: RoleId, nativeLanguage: string): BuildSkill[] {
  return [
    ...skillsForRole(roleId),
    { name: nativeLanguageSkillName(nativeLanguage), ranks: NATIVE_LANGUAGE_RANK },
  ];
}

function rankCost(skill: Rising): number {
  const read = readSkillName(skill.name);
  return read.kind !== 'unknown' && read.info.isDoubleCost ? 2 : 1;
}

/**
 * Raises skills of `pool` one rank at a time at random until `budget` points are spent, never above
 * the creation maximum. `more` adds a fresh skill when nothing in the pool can take the points left.
 */
function spendAtRandom(
  rng: Rng,
  pool: Rising[],
  budget: number,
  nativeLanguage: string,
  more: (maxCost: number) => Rising | null,
): BuildSkill[] {
  for (let left = budget - skillPointsSpent(pool, nativeLanguage); left > 0; ) {
    const open = pool.filter((skill) => skill.ranks < SKILL_CREATION_MAX && rankCost(skill) <= left);
    const extra = open.length === 0 ? more(left) : null;
    if (open.length === 0 && !extra) throw new RangeError(`cannot spend the last ${left} skill points`);
    if (extra) pool.push(extra);
    const skill = extra ?? pickRandom(rng, open);
    skill.ranks += 1;
    left -= rankCost(skill);
  }
  return pool.filter((skill) => skill.ranks > 0).map(({ name, ranks }) => ({ name, ranks }));
}

/**
 * Edgerunner: the method's 86 points spread at random over the role's 20 package skills (basic skills
 * from 2), with the native language at its free rank 4.
 */
export function rollPackageListSkills(rng: Rng, roleId: RoleId, nativeLanguage: string): BuildSkill[] {
  const basics = new Set<string>(BASIC_SKILL_NAMES);
  const pool: Rising[] = ROLE_SKILLS[roleId].map(({ name }) => ({
    name,
    ranks: basics.has(name) ? BASIC_SKILL_MIN : 0,
  }));
  pool.push({ name: nativeLanguageSkillName(nativeLanguage), ranks: NATIVE_LANGUAGE_RANK });
  const native = pool.length - 1;
  // The native language stays at 4: Edgerunner points go to the package only.
  const packageOnly = pool.filter((_, i) => i !== native);
  const spent = spendAtRandom(
    rng,
    packageOnly,
    METHOD_RULES.edgerunner.skillPoints!,
    nativeLanguage,
    () => null,
  );
  return [...spent, pool[native]!];
}

/**
 * A skill not in `taken` that costs at most `maxCost` a rank: a plain skill, or an instance of one of
 * the five specialty skills (each of the five as likely as any plain skill, whatever its suggestions).
 */
function freshSkill(rng: Rng, taken: Set<string>, maxCost = 2): Rising | null {
  const free = (name: string) => !taken.has(skillKey(name));
  const named = SPECIALTY_SKILL_BASES.flatMap((base) => {
    const names = SPECIALTY_SUGGESTIONS[base]
      .map((specialty) => specialtySkillName(base, specialty))
      .filter(free);
    return names.length > 0 ? [pickRandom(rng, names)] : [];
  });
  const fresh = [...PLAIN_SKILL_NAMES.filter(free), ...named].filter(
    (name) => rankCost({ name, ranks: 0 }) <= maxCost,
  );
  if (fresh.length === 0) return null;
  const name = pickRandom(rng, fresh);
  taken.add(skillKey(name));
  return { name, ranks: 0 };
}

/**
 * Complete Package: the 13 basic skills from 2 and the native language at its free 4, then the
 * method's 86 points (or `budget`: an NPC tier's) spread at random over those and a few more skills of
 * the whole game, named instances included.
 */
export function rollAnySkills(
  rng: Rng,
  nativeLanguage: string,
  budget: number = METHOD_RULES.complete.skillPoints!,
): BuildSkill[] {
  const pool: Rising[] = [
    ...BASIC_SKILL_NAMES.map((name) => ({ name, ranks: BASIC_SKILL_MIN })),
    { name: nativeLanguageSkillName(nativeLanguage), ranks: NATIVE_LANGUAGE_RANK },
  ];
  const taken = new Set(pool.map((skill) => skillKey(skill.name)));
  const extras = 3 + pickRandomIndex(rng, 8);
  for (let i = 0; i < extras; i++) {
    const skill = freshSkill(rng, taken);
    if (skill) pool.push(skill);
  }
  return spendAtRandom(rng, pool, budget, nativeLanguage, (maxCost) => freshSkill(rng, taken, maxCost));
}
