import {
  FOUNDRY_SKILL_CATEGORIES,
  FOUNDRY_SKILL_DIFFICULTIES,
  FOUNDRY_SKILL_TYPES,
  FOUNDRY_STAT_KEYS,
} from '../choices.ts';
import { type FoundryIssue, issue } from '../issues.ts';
import { FOUNDRY_CORE_SKILLS, type FoundrySkillProfile } from '../tables/core-skills.ts';
import { findCoreSkill, foundrySkillProfile, isSpecificSkillKind } from '../tables/skill-names.ts';
import { describeItem, type ItemView } from './read.ts';

/** The profile fields compared for every skill; a specific skill's family does not fix its flags. */
const PROFILE_FIELDS = ['stat', 'category', 'difficulty'] as const;
/** Also compared for the 63 core skills, which an export copies from the system's definitions. */
const CORE_FIELDS = [...PROFILE_FIELDS, 'skillType', 'basic', 'core'] as const;

/** The values each profile field may take; anything else is the schema check's to report. */
const VALID: Record<keyof FoundrySkillProfile, readonly unknown[]> = {
  stat: FOUNDRY_STAT_KEYS,
  category: FOUNDRY_SKILL_CATEGORIES,
  difficulty: FOUNDRY_SKILL_DIFFICULTIES,
  skillType: FOUNDRY_SKILL_TYPES,
  basic: [true, false],
  core: [true, false],
};

/** The valid fields of a skill item that differ from how the system defines a skill of that name. */
function mismatches(
  item: ItemView,
  profile: FoundrySkillProfile,
  fields: readonly (keyof FoundrySkillProfile)[],
) {
  return fields
    .filter((field) => VALID[field].includes(item.system[field]) && item.system[field] !== profile[field])
    .map(
      (field) => `${field} is ${JSON.stringify(item.system[field])}, not ${JSON.stringify(profile[field])}`,
    );
}

/** One skill item: not a retired generic name, and as the system defines it. */
function checkSkill(item: ItemView): FoundryIssue[] {
  const name = item.name ?? '';
  const path = ['items', item.index];
  if (isSpecificSkillKind(name)) {
    return [
      issue(
        'generic-skill',
        [...path, 'name'],
        `"${name}" is no longer a skill of its own since system 0.89; name the specific one, such as "${name} (…)"`,
      ),
    ];
  }
  const profile = foundrySkillProfile(name);
  if (!profile) return [];
  const wrong = mismatches(item, profile, findCoreSkill(name) ? CORE_FIELDS : PROFILE_FIELDS);
  return wrong.length === 0
    ? []
    : [issue('skill-mismatch', [...path, 'system'], `${describeItem(item)}: ${wrong.join('; ')}`)];
}

/**
 * All 63 core skills are present once each (an import does not seed them, unlike "Create Actor"), no
 * two skills share a name (the sheet keys skills by name), and each skill is as the system defines it.
 */
export function checkSkills(items: readonly ItemView[]): FoundryIssue[] {
  const skills = items.filter((item) => item.type === 'skill');
  const byName = new Map<string, ItemView[]>();
  for (const skill of skills) {
    if (skill.name !== undefined) byName.set(skill.name, [...(byName.get(skill.name) ?? []), skill]);
  }
  const missing = FOUNDRY_CORE_SKILLS.filter((core) => !byName.has(core.name)).map((core) =>
    issue('missing-core-skill', ['items'], `the core skill "${core.name}" is missing`),
  );
  const duplicates = [...byName.values()]
    .filter((named) => named.length > 1)
    .map((named) =>
      issue(
        'duplicate-skill',
        ['items', named[1]?.index ?? 0, 'name'],
        `the skill "${named[0]?.name}" appears ${named.length} times`,
      ),
    );
  return [...missing, ...duplicates, ...skills.flatMap(checkSkill)];
}
