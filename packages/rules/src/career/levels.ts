import type { RoleAbilitySetup } from '../role-ability.ts';
import { advancedLevel } from './advance.ts';
import { type RoleGrowth, setupInPlay } from './rank-growth.ts';
import type { Advance } from './state.ts';

/**
 * The character's levels now (docs/rules/career.md#where-the-levels-show): the build's skills and role
 * ability with the career's advancement applied: each skill at the build's level plus the levels bought,
 * the rank likewise, and the set-up grown by the rank's raises (`setupInPlay`). The career screen, the
 * sheet, the share link, the PDF and the Foundry export all read the levels here, so they cannot
 * disagree; the build is read, never changed.
 */

/** A skill at a level, as the build stores it. */
export interface SkillLevel {
  readonly name: string;
  readonly ranks: number;
}

/** The levels as creation made them: the skills, the role ability's rank (null without one), its set-up. */
export interface BuildLevels {
  readonly skills: readonly SkillLevel[];
  readonly rank: number | null;
  /** Null for a character saved before the set-up was kept: its rank cannot be raised. */
  readonly setup: RoleAbilitySetup | null | undefined;
}

/** What the career holds over the levels: the levels bought per skill and for the rank, what the raises grew. */
export interface LevelsLayer {
  readonly skills?: Readonly<Record<string, Pick<Advance, 'bought'>>>;
  readonly roleRank?: Pick<Advance, 'bought'> | null;
  readonly roleGrowth?: RoleGrowth;
}

/** The levels now. */
export interface LevelsNow {
  /** The build's skills in its order at their level now, then the skills bought that it lacked, by name. */
  readonly skills: readonly SkillLevel[];
  readonly rank: number | null;
  /** The set-up in play at the rank now; null when the build has none. */
  readonly setup: RoleAbilitySetup | null;
}

/** The build's levels with the career's advancement applied; without a career, the build's own. */
export function levelsNow(build: BuildLevels, layer: LevelsLayer | null | undefined): LevelsNow {
  const bought = layer?.skills ?? {};
  const held = new Set(build.skills.map((skill) => skill.name));
  const added = Object.keys(bought)
    .filter((name) => !held.has(name))
    .sort();
  const skills = [
    ...build.skills.map((skill) => ({
      name: skill.name,
      ranks: advancedLevel(skill.ranks, bought[skill.name]),
    })),
    ...added.map((name) => ({ name, ranks: advancedLevel(0, bought[name]) })),
  ];
  const rank = build.rank === null ? null : advancedLevel(build.rank, layer?.roleRank);
  const setup = build.setup && rank !== null ? setupInPlay(build.setup, rank, layer?.roleGrowth) : null;
  return { skills, rank, setup };
}

/** The levels bought since creation: one skill's (0 when none was) and the rank's. */
export function raisedSinceCreation(layer: LevelsLayer | null | undefined): {
  skill: (name: string) => number;
  rank: number;
} {
  return {
    skill: (name) => layer?.skills?.[name]?.bought ?? 0,
    rank: layer?.roleRank?.bought ?? 0,
  };
}
