import type {
  FoundrySkillCategory,
  FoundrySkillDifficulty,
  FoundrySkillType,
  FoundryStatKey,
} from '../choices.ts';

/** How the system defines one skill item: its STAT, its sheet section, its cost, its family, its flags. */
export interface FoundrySkillProfile {
  readonly stat: FoundryStatKey;
  readonly category: FoundrySkillCategory;
  readonly difficulty: FoundrySkillDifficulty;
  readonly skillType: FoundrySkillType;
  /** One of the skills every character starts with at 2. */
  readonly basic: boolean;
  /** Seeded on every new character and not deletable. */
  readonly core: boolean;
}

/** One of the system's core skills: its exact item name and its profile. */
export interface FoundryCoreSkill extends FoundrySkillProfile {
  readonly name: string;
}

function skill(
  name: string,
  stat: FoundryStatKey,
  category: FoundrySkillCategory,
  extra: Partial<Omit<FoundryCoreSkill, 'name' | 'stat' | 'category'>> = {},
): FoundryCoreSkill {
  return {
    name,
    stat,
    category,
    difficulty: 'typical',
    skillType: 'generic',
    basic: false,
    core: true,
    ...extra,
  };
}

/**
 * The 63 skills the system seeds on a new character (its internal skills pack), by exact item name.
 * An import does not seed them, so an export must carry every one. "Local Expert (Your Home)" is the one
 * seeded skill the system marks as not core (a player may delete it).
 */
export const FOUNDRY_CORE_SKILLS: readonly FoundryCoreSkill[] = [
  skill('Accounting', 'int', 'educationSkills'),
  skill('Acting', 'cool', 'performanceSkills'),
  skill('Air Vehicle Tech', 'tech', 'techniqueSkills'),
  skill('Animal Handling', 'int', 'educationSkills'),
  skill('Archery', 'ref', 'rangedweaponSkills'),
  skill('Athletics', 'dex', 'bodySkills', { basic: true }),
  skill('Autofire', 'ref', 'rangedweaponSkills', { difficulty: 'difficult' }),
  skill('Basic Tech', 'tech', 'techniqueSkills'),
  skill('Brawling', 'dex', 'fightingSkills', { basic: true }),
  skill('Bribery', 'cool', 'socialSkills'),
  skill('Bureaucracy', 'int', 'educationSkills'),
  skill('Business', 'int', 'educationSkills'),
  skill('Composition', 'int', 'educationSkills'),
  skill('Conceal/Reveal Object', 'int', 'awarenessSkills'),
  skill('Concentration', 'will', 'awarenessSkills', { basic: true }),
  skill('Contortionist', 'dex', 'bodySkills'),
  skill('Conversation', 'emp', 'socialSkills', { basic: true }),
  skill('Criminology', 'int', 'educationSkills'),
  skill('Cryptography', 'int', 'educationSkills'),
  skill('Cybertech', 'tech', 'techniqueSkills'),
  skill('Dance', 'dex', 'bodySkills'),
  skill('Deduction', 'int', 'educationSkills'),
  skill('Demolitions', 'tech', 'techniqueSkills', { difficulty: 'difficult' }),
  skill('Drive Land Vehicle', 'ref', 'controlSkills'),
  skill('Education', 'int', 'educationSkills', { basic: true }),
  skill('Electronics/Security Tech', 'tech', 'techniqueSkills', { difficulty: 'difficult' }),
  skill('Endurance', 'will', 'bodySkills'),
  skill('Evasion', 'dex', 'fightingSkills', { basic: true }),
  skill('First Aid', 'tech', 'techniqueSkills', { basic: true }),
  skill('Forgery', 'tech', 'techniqueSkills'),
  skill('Gamble', 'int', 'educationSkills'),
  skill('Handgun', 'ref', 'rangedweaponSkills'),
  skill('Heavy Weapons', 'ref', 'rangedweaponSkills', { difficulty: 'difficult' }),
  skill('Human Perception', 'emp', 'socialSkills', { basic: true }),
  skill('Interrogation', 'cool', 'socialSkills'),
  skill('Land Vehicle Tech', 'tech', 'techniqueSkills'),
  skill('Language (Streetslang)', 'int', 'educationSkills', { basic: true, skillType: 'language' }),
  skill('Library Search', 'int', 'educationSkills'),
  skill('Lip Reading', 'int', 'awarenessSkills'),
  skill('Local Expert (Your Home)', 'int', 'educationSkills', { basic: true, core: false }),
  skill('Melee Weapon', 'dex', 'fightingSkills'),
  skill('Paint/Draw/Sculpt', 'tech', 'techniqueSkills'),
  skill('Paramedic', 'tech', 'techniqueSkills', { difficulty: 'difficult' }),
  skill('Perception', 'int', 'awarenessSkills', { basic: true }),
  skill('Personal Grooming', 'cool', 'socialSkills'),
  skill('Persuasion', 'cool', 'socialSkills', { basic: true }),
  skill('Photography/Film', 'tech', 'techniqueSkills'),
  skill('Pick Lock', 'tech', 'techniqueSkills'),
  skill('Pick Pocket', 'tech', 'techniqueSkills'),
  skill('Pilot Air Vehicle', 'ref', 'controlSkills', { difficulty: 'difficult' }),
  skill('Pilot Sea Vehicle', 'ref', 'controlSkills'),
  skill('Resist Torture/Drugs', 'will', 'bodySkills'),
  skill('Riding', 'ref', 'controlSkills'),
  skill('Sea Vehicle Tech', 'tech', 'techniqueSkills'),
  skill('Shoulder Arms', 'ref', 'rangedweaponSkills'),
  skill('Stealth', 'dex', 'bodySkills', { basic: true }),
  skill('Streetwise', 'cool', 'socialSkills'),
  skill('Tactics', 'int', 'educationSkills'),
  skill('Tracking', 'int', 'awarenessSkills'),
  skill('Trading', 'cool', 'socialSkills'),
  skill('Wardrobe & Style', 'cool', 'socialSkills'),
  skill('Weaponstech', 'tech', 'techniqueSkills'),
  skill('Wilderness Survival', 'int', 'educationSkills'),
];

/** The five skill families that exist only as specific items since system 0.89, keyed by name prefix. */
export const FOUNDRY_SPECIFIC_SKILL_KINDS = {
  Language: { stat: 'int', category: 'educationSkills', difficulty: 'typical', skillType: 'language' },
  'Local Expert': {
    stat: 'int',
    category: 'educationSkills',
    difficulty: 'typical',
    skillType: 'localExpert',
  },
  'Martial Arts': {
    stat: 'dex',
    category: 'fightingSkills',
    difficulty: 'difficult',
    skillType: 'martialArt',
  },
  'Play Instrument': {
    stat: 'tech',
    category: 'performanceSkills',
    difficulty: 'typical',
    skillType: 'playInstrument',
  },
  Science: { stat: 'int', category: 'educationSkills', difficulty: 'typical', skillType: 'science' },
} as const satisfies Record<string, Omit<FoundrySkillProfile, 'basic' | 'core'>>;
/** One specific skill family, named as its items' prefix ("Martial Arts" for "Martial Arts (Karate)"). */
export type FoundrySpecificSkillKind = keyof typeof FOUNDRY_SPECIFIC_SKILL_KINDS;
