import { SKILL_CATALOGUE } from '@edgeforge/rules/data/skills';
import {
  FOUNDRY_CORE_SKILLS,
  FOUNDRY_SPECIFIC_SKILL_KINDS,
  type FoundryCoreSkill,
  type FoundrySkillProfile,
  type FoundrySpecificSkillKind,
} from './core-skills.ts';

const CORE_BY_NAME: ReadonlyMap<string, FoundryCoreSkill> = new Map(
  FOUNDRY_CORE_SKILLS.map((skill) => [skill.name, skill]),
);

const SPECIFIC_NAME = /^(.+?) \((.+)\)$/;

/** The core skill of that exact name, if it is one of the 63. */
export function findCoreSkill(name: string): FoundryCoreSkill | undefined {
  return CORE_BY_NAME.get(name);
}

/** Tells whether a name is one of the five specific-skill family names on its own ("Science"). */
export function isSpecificSkillKind(name: string): name is FoundrySpecificSkillKind {
  return Object.hasOwn(FOUNDRY_SPECIFIC_SKILL_KINDS, name);
}

/** Splits "Martial Arts (Karate)" into its family and detail; null for any other name. */
export function parseSpecificSkillName(
  name: string,
): { kind: FoundrySpecificSkillKind; detail: string } | null {
  const match = SPECIFIC_NAME.exec(name);
  if (!match) return null;
  const [, kind = '', detail = ''] = match;
  return isSpecificSkillKind(kind) && detail.trim() !== '' ? { kind, detail } : null;
}

/**
 * How the system defines a skill of this name: a core skill's own profile, or for a specific skill
 * ("Science (Biology)") its family's profile, not basic and not core. Undefined for other names.
 * A specific skill takes its family's own `skillType` (the system's packs leave some at `generic`, which
 * hides Martial Arts from the sheet's martial-arts checks).
 */
export function foundrySkillProfile(name: string): FoundrySkillProfile | undefined {
  const core = findCoreSkill(name);
  if (core) return core;
  const specific = parseSpecificSkillName(name);
  if (!specific) return undefined;
  return { ...FOUNDRY_SPECIFIC_SKILL_KINDS[specific.kind], basic: false, core: false };
}

/**
 * The Foundry item name for one of our skill names. Our 63 core names are Foundry's; a specific name
 * ("Language (Japanese)") stays as it is; a family name we keep generic ("Play Instrument") needs the
 * detail the character has ("Guitar"). Null when there is no Foundry skill for the name (a role
 * ability label such as "Interface"), or when a family name comes without a detail.
 */
export function foundrySkillName(ourName: string, detail?: string): string | null {
  if (findCoreSkill(ourName) || parseSpecificSkillName(ourName)) return ourName;
  if (!isSpecificSkillKind(ourName)) return null;
  const trimmed = detail?.trim() ?? '';
  return trimmed === '' ? null : `${ourName} (${trimmed})`;
}

/**
 * Our skill name for a Foundry skill item: the same name where our catalogue has it; for a specific
 * skill, the family name where our catalogue keeps that family generic ("Martial Arts (Karate)" is our
 * "Martial Arts"), else the specific name itself (we name languages and local areas in full, like
 * "Language (Streetslang)"). Null for any other name.
 */
export function ourSkillName(foundryName: string): string | null {
  if (Object.hasOwn(SKILL_CATALOGUE, foundryName)) return foundryName;
  const specific = parseSpecificSkillName(foundryName);
  if (!specific) return null;
  return Object.hasOwn(SKILL_CATALOGUE, specific.kind) ? specific.kind : foundryName;
}
