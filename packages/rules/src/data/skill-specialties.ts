import { REGION_LANGUAGES } from './tables.ts';

/**
 * The five skills the game asks to name: a character may hold several instances of each, written
 * `Language (Japanese)`, `Local Expert (Watson)`, `Martial Arts (Karate)`, `Play Instrument (Guitar)`,
 * `Science (Chemistry)`.
 */
export const SPECIALTY_SKILL_BASES = [
  'Language',
  'Local Expert',
  'Martial Arts',
  'Play Instrument',
  'Science',
] as const;

/** One of the five skills that take a specialty. */
export type SpecialtySkillBase = (typeof SPECIALTY_SKILL_BASES)[number];

/** Every language of the cultural regions, once each, alphabetically, with Streetslang first. */
function allLanguages(): string[] {
  const regional = new Set(Object.values(REGION_LANGUAGES).flat());
  return ['Streetslang', ...[...regional].sort()];
}

/**
 * Specialties the skills screen offers for each of the five (the player may also type their own) and
 * that a rolled character picks from. Suggestions only: the rules accept any specialty name.
 */
export const SPECIALTY_SUGGESTIONS: Readonly<Record<SpecialtySkillBase, readonly string[]>> = {
  Language: allLanguages(),
  'Local Expert': [
    'Your Home',
    'Watson',
    'Heywood',
    'Little China',
    'Old Japantown',
    'Rancho Coronado',
    'South Night City',
    'The Badlands',
  ],
  'Martial Arts': ['Aikido', 'Animal Kung Fu', 'Boxing', 'Capoeira', 'Judo', 'Karate', 'Taekwondo'],
  'Play Instrument': ['Guitar', 'Bass', 'Drums', 'Keyboards', 'Synthesizer', 'Turntables', 'Violin'],
  Science: ['Biology', 'Chemistry', 'Physics', 'Mathematics', 'Neuroscience', 'Robotics'],
};
