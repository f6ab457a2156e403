/**
 * The 17 lifepath fields of a character's `system.lifepath`, in the rulebook's order. Each is an HTML
 * string. The sheet also reads a `languages` field the schema lacks, so languages belong in
 * `culturalOrigin`.
 */
export const FOUNDRY_LIFEPATH_FIELDS = [
  'culturalOrigin',
  'personality',
  'clothingStyle',
  'hairStyle',
  'affectations',
  'valueMost',
  'aboutPeople',
  'valuedPerson',
  'valuedPossession',
  'familyBackground',
  'childhoodEnvironment',
  'familyCrisis',
  'friends',
  'enemies',
  'tragicLoveAffairs',
  'lifeGoals',
  'roleLifepath',
] as const;
/** One lifepath field of the character sheet. */
export type FoundryLifepathField = (typeof FOUNDRY_LIFEPATH_FIELDS)[number];
