import type { FullCharacter } from '@edgeforge/contracts/api';
import type { FoundrySkillItem } from '../model.ts';
import { FOUNDRY_CORE_SKILLS } from '../tables/core-skills.ts';
import {
  findCoreSkill,
  foundrySkillName,
  foundrySkillProfile,
  isSpecificSkillKind,
} from '../tables/skill-names.ts';

/**
 * The detail a specific skill gets when the character took the family without naming one (a package's
 * "Science"): Foundry has no generic family skill since 0.89, and the player renames it at the table.
 */
export const UNNAMED_SPECIALTY = 'Unspecified';

type Skills = FullCharacter['character_stats']['skills'];

/**
 * Our skill list as Foundry skill names and levels: core names as they are, specific ones ("Language
 * (Japanese)") as they are, a bare family name with the unnamed detail. Names Foundry has no skill for
 * (a role ability label) are left out; a name listed twice keeps its highest level.
 */
export function foundrySkillLevels(skills: Skills): Map<string, number> {
  const levels = new Map<string, number>();
  for (const skill of skills) {
    const name = isSpecificSkillKind(skill.name)
      ? foundrySkillName(skill.name, UNNAMED_SPECIALTY)
      : foundrySkillName(skill.name);
    if (name === null) continue;
    levels.set(name, Math.max(levels.get(name) ?? 0, skill.ranks));
  }
  return levels;
}

/**
 * Every skill item of the export: the 63 core skills in the system's order with the character's levels
 * (0 where the character has none), then the specific skills the character holds, alphabetically.
 */
export function foundrySkillItems(skills: Skills, idOf: (key: string) => string): FoundrySkillItem[] {
  const levels = foundrySkillLevels(skills);
  const core = FOUNDRY_CORE_SKILLS.map((skill) => ({ name: skill.name, profile: skill }));
  const specific = [...levels.keys()]
    .filter((name) => !findCoreSkill(name))
    .sort((a, b) => a.localeCompare(b))
    .flatMap((name) => {
      const profile = foundrySkillProfile(name);
      return profile ? [{ name, profile }] : [];
    });
  return [...core, ...specific].map(({ name, profile }) => ({
    _id: idOf(`skill:${name}`),
    name,
    type: 'skill',
    system: {
      level: levels.get(name) ?? 0,
      stat: profile.stat,
      category: profile.category,
      difficulty: profile.difficulty,
      skillType: profile.skillType,
      core: profile.core,
      basic: profile.basic,
    },
  }));
}
