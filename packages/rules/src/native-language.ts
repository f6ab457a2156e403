import type { BuildSkill } from './check/build.ts';
import { pickRandom, type Rng } from './dice.ts';
import { skillKey, specialtySkillName } from './skill-names.ts';
import { CULTURAL_REGION_LANGUAGES } from './tables.ts';

/** Every character speaks one language of their cultural region at this rank, free of skill points. */
export const NATIVE_LANGUAGE_RANK = 4;

/** The languages a character of this cultural region may speak natively; none for an unknown region. */
export function nativeLanguageOptions(region: string | null | undefined): readonly string[] {
  return region != null && Object.hasOwn(CULTURAL_REGION_LANGUAGES, region)
    ? CULTURAL_REGION_LANGUAGES[region]!
    : [];
}

/** The skill a native language is held as: `Language (Japanese)`. */
export function nativeLanguageSkillName(language: string): string {
  return specialtySkillName('Language', language);
}

/** One language of the region, chosen at random; throws a RangeError for an unknown region. */
export function rollNativeLanguage(rng: Rng, region: string): string {
  return pickRandom(rng, nativeLanguageOptions(region));
}

/**
 * The skills with the native language moved from `previous` to `next` (either may be null): the old
 * language's skill goes, the new one comes at its free rank 4 unless the list holds it already. The
 * screens call it when the cultural region, and with it the native language, changes.
 */
export function withNativeLanguageSkill(
  skills: readonly BuildSkill[],
  previous: string | null | undefined,
  next: string | null | undefined,
): BuildSkill[] {
  const dropped = previous ? skillKey(nativeLanguageSkillName(previous)) : null;
  const kept = skills.filter((skill) => skillKey(skill.name) !== dropped);
  if (!next) return kept;
  const name = nativeLanguageSkillName(next);
  return kept.some((skill) => skillKey(skill.name) === skillKey(name))
    ? kept
    : [...kept, { name, ranks: NATIVE_LANGUAGE_RANK }];
}
