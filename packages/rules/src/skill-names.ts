import {
  SPECIALTY_SKILL_BASES,
  SPECIALTY_SUGGESTIONS,
  type SpecialtySkillBase,
} from './data/skill-specialties.ts';
import { CORE_SKILLS, type SkillInfo } from './data/skills.ts';

/** Longest specialty name a skill may carry, such as the 'Japanese' of `Language (Japanese)`. */
export const SPECIALTY_NAME_MAX = 40;

/**
 * What a skill name means to the rules:
 * - `skill`: one of the game's skills taken as it is ('Handgun', 'Athletics');
 * - `instance`: a named instance of a skill that takes a specialty ('Science (Chemistry)', and the
 *   basic 'Language (Streetslang)' and 'Local Expert (Your Home)');
 * - `needsSpecialty`: such a skill without its specialty ('Science');
 * - `unknown`: anything else ('Hacking the Gibson', 'Handgun (Glock)', a product key-skill label).
 */
export type SkillName =
  | { readonly kind: 'skill'; readonly name: string; readonly info: SkillInfo }
  | {
      readonly kind: 'instance';
      readonly name: string;
      readonly base: SpecialtySkillBase;
      readonly specialty: string;
      readonly info: SkillInfo;
    }
  | {
      readonly kind: 'needsSpecialty';
      readonly name: string;
      readonly base: SpecialtySkillBase;
      readonly info: SkillInfo;
    }
  | { readonly kind: 'unknown'; readonly name: string };

/** The basic instances stand for their skill, since the catalogue lists them and not the bare name. */
const BASE_ENTRY: Readonly<Record<SpecialtySkillBase, string>> = {
  Language: 'Language (Streetslang)',
  'Local Expert': 'Local Expert (Your Home)',
  'Martial Arts': 'Martial Arts',
  'Play Instrument': 'Play Instrument',
  Science: 'Science',
};

function isSpecialtyBase(value: string): value is SpecialtySkillBase {
  return (SPECIALTY_SKILL_BASES as readonly string[]).includes(value);
}

function baseInfo(base: SpecialtySkillBase): SkillInfo {
  return CORE_SKILLS[BASE_ENTRY[base]]!;
}

const INSTANCE = /^([^()]+) \(([^()]+)\)$/;

/** Reads a skill name exactly as written (names are case-sensitive, as the screens write them). */
export function readSkillName(name: string): SkillName {
  const match = INSTANCE.exec(name);
  if (match) {
    const [, base = '', specialty = ''] = match;
    const valid = specialty.trim() === specialty && specialty.length <= SPECIALTY_NAME_MAX;
    if (isSpecialtyBase(base) && valid) {
      return { kind: 'instance', name, base, specialty, info: baseInfo(base) };
    }
  }
  if (isSpecialtyBase(name)) return { kind: 'needsSpecialty', name, base: name, info: baseInfo(name) };
  const info = CORE_SKILLS[name];
  return info ? { kind: 'skill', name, info } : { kind: 'unknown', name };
}

/** The name of one instance of a skill that takes a specialty: `Language (Japanese)`. */
export function specialtySkillName(base: SpecialtySkillBase, specialty: string): string {
  return `${base} (${specialty.trim()})`;
}

/**
 * The name a skill the role package leaves unnamed ('Play Instrument') takes where a specialty must be
 * written: with the first specialty the skills screen suggests whose instance is not among `taken`
 * ('Play Instrument (Guitar)'), or the first one when the character holds them all.
 */
export function suggestedSpecialtySkillName(base: SpecialtySkillBase, taken: readonly string[] = []): string {
  const held = new Set(taken.map(skillKey));
  const names = SPECIALTY_SUGGESTIONS[base].map((specialty) => specialtySkillName(base, specialty));
  return names.find((name) => !held.has(skillKey(name))) ?? names[0]!;
}

/** The key two skill names share when they are the same skill (names compare ignoring case). */
export function skillKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The names a character can take outright on the skills screen: every skill of the game except the
 * five that take a specialty, which the screen offers through `specialtySkillName`.
 */
export const PLAIN_SKILL_NAMES: readonly string[] = Object.keys(CORE_SKILLS).filter(
  (name) => readSkillName(name).kind === 'skill',
);

/** Points a skill costs at these ranks: double for the x2 skills (an unknown name counts single). */
export function skillRankCost(name: string, ranks: number): number {
  const read = readSkillName(name);
  return read.kind !== 'unknown' && read.info.isDoubleCost ? ranks * 2 : ranks;
}
