import type { FullCharacter } from '@edgeforge/contracts/api';
import { suggestedSpecialtySkillName } from '@edgeforge/rules/skill-names';
import type { FoundrySkillItem } from '../model.ts';
import { FOUNDRY_CORE_SKILLS } from '../tables/core-skills.ts';
import {
  findCoreSkill,
  foundrySkillName,
  foundrySkillProfile,
  isSpecificSkillKind,
} from '../tables/skill-names.ts';

type Skills = FullCharacter['character_stats']['skills'];

/** The export's skills by Foundry name with their levels, and the notes on the names it had to choose. */
export interface FoundrySkillNames {
  readonly levels: ReadonlyMap<string, number>;
  readonly notes: readonly string[];
}

/**
 * Our skill list as Foundry skill names and levels: core names as they are, specific ones ("Language
 * (Japanese)") as they are. A family name a package leaves bare ("Science", as the sheet shows it) takes
 * the first specialty the rules suggest that the character does not hold ("Science (Biology)"), since
 * Foundry has no family skill of its own since 0.89, and a note says so for the player to rename it at
 * the table. Names Foundry has no skill for (a role ability label) are left out; a name listed twice
 * keeps its highest level.
 */
export function foundrySkillNames(skills: Skills): FoundrySkillNames {
  const levels = new Map<string, number>();
  const keep = (name: string, ranks: number) => levels.set(name, Math.max(levels.get(name) ?? 0, ranks));
  const bare = skills.flatMap(({ name, ranks }) =>
    isSpecificSkillKind(name) ? [{ base: name, ranks }] : [],
  );
  for (const skill of skills) {
    const name = foundrySkillName(skill.name);
    if (name !== null) keep(name, skill.ranks);
  }
  const taken = skills.map((skill) => skill.name);
  const renamed = bare.map(({ base, ranks }) => {
    const name = suggestedSpecialtySkillName(base, taken);
    keep(name, ranks);
    taken.push(name);
    return `${base} as ${name}`;
  });
  const notes =
    renamed.length > 0 ? [`Named for Foundry, which wants a specialty: ${renamed.join(', ')}.`] : [];
  return { levels, notes };
}

/**
 * Every skill item of the export: the 63 core skills in the system's order with the character's levels
 * (0 where the character has none), then the specific skills the character holds, alphabetically.
 */
export function foundrySkillItems(
  levels: ReadonlyMap<string, number>,
  idOf: (key: string) => string,
): FoundrySkillItem[] {
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
