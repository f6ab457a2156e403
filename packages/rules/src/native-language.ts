import { pickRandom, type Rng } from './dice.ts';
import { specialtySkillName } from './skill-names.ts';
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
