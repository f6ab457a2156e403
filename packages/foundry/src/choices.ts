/**
 * The closed value lists of the `cyberpunk-red-core` actor's data model (system 0.89 to 0.93, and the
 * v13/v14 community fork 1.x, whose lists are the same): STATs, skills, wound states and role
 * abilities; the items' lists are in item-choices.ts. A string field with choices refuses any other
 * value when Foundry imports a file, and refuses the empty string unless the field says otherwise.
 */

/** The ten STAT keys, in the order the system's schema declares them. */
export const FOUNDRY_STAT_KEYS = [
  'int',
  'ref',
  'dex',
  'tech',
  'cool',
  'will',
  'luck',
  'move',
  'body',
  'emp',
] as const;
/** One of the ten STAT keys. */
export type FoundryStatKey = (typeof FOUNDRY_STAT_KEYS)[number];

/** What a role, a role ability or a skill names as its STAT: a STAT key, or `--` for none. */
export const FOUNDRY_STAT_OR_NONE = ['--', ...FOUNDRY_STAT_KEYS] as const;
/** A STAT key or `--`. */
export type FoundryStatOrNone = (typeof FOUNDRY_STAT_OR_NONE)[number];

/** The sections of the skill list on the character sheet. */
export const FOUNDRY_SKILL_CATEGORIES = [
  'awarenessSkills',
  'bodySkills',
  'controlSkills',
  'educationSkills',
  'fightingSkills',
  'performanceSkills',
  'rangedweaponSkills',
  'socialSkills',
  'techniqueSkills',
] as const;
/** One skill section. */
export type FoundrySkillCategory = (typeof FOUNDRY_SKILL_CATEGORIES)[number];

/** How a skill's ranks are bought: `difficult` is the x2 cost. */
export const FOUNDRY_SKILL_DIFFICULTIES = ['typical', 'difficult', 'role'] as const;
/** One skill difficulty. */
export type FoundrySkillDifficulty = (typeof FOUNDRY_SKILL_DIFFICULTIES)[number];

/** Which family a skill belongs to; the specific families come in many named variants. */
export const FOUNDRY_SKILL_TYPES = [
  'generic',
  'language',
  'localExpert',
  'martialArt',
  'playInstrument',
  'science',
] as const;
/** One skill family. */
export type FoundrySkillType = (typeof FOUNDRY_SKILL_TYPES)[number];

/** The character's wound state. */
export const FOUNDRY_WOUND_STATES = [
  'notWounded',
  'lightlyWounded',
  'seriouslyWounded',
  'mortallyWounded',
  'dead',
] as const;
/** One wound state. */
export type FoundryWoundState = (typeof FOUNDRY_WOUND_STATES)[number];

/** Bonuses a role ability may add to every roll of a kind. */
export const FOUNDRY_UNIVERSAL_BONUSES = [
  'attack',
  'damage',
  'damageReduction',
  'initiative',
  'fumbleRecovery',
] as const;
/** One universal bonus. */
export type FoundryUniversalBonus = (typeof FOUNDRY_UNIVERSAL_BONUSES)[number];

/** The fractions by which a role's sub-abilities share its rank. */
export const FOUNDRY_ABILITY_MULTIPLIERS = [0.25, 0.5, 1, 2] as const;
/** One sub-ability multiplier. */
export type FoundryAbilityMultiplier = (typeof FOUNDRY_ABILITY_MULTIPLIERS)[number];
