import type { AttributeKey, RoleId } from '../ids.ts';

/** What the rules know about one skill: its linked STAT, our description, and whether it costs double. */
export interface SkillInfo {
  readonly stat: AttributeKey;
  readonly description: string;
  /** True for the x2 skills, whose ranks cost double points. */
  readonly isDoubleCost?: boolean;
}

/** The 13 basic skills every character has at rank 2 or more, in the order the packages list them. */
export const BASIC_SKILL_NAMES = [
  'Athletics',
  'Brawling',
  'Concentration',
  'Conversation',
  'Education',
  'Evasion',
  'First Aid',
  'Human Perception',
  'Language (Streetslang)',
  'Local Expert (Your Home)',
  'Perception',
  'Persuasion',
  'Stealth',
] as const;
/** One of the 13 basic skill names. */
export type BasicSkillName = (typeof BASIC_SKILL_NAMES)[number];

/** A role's Streetrat package: basic skills raised above 2, then the seven role skills with their ranks. */
export interface PackageRanks {
  readonly basic: Readonly<Partial<Record<BasicSkillName, number>>>;
  readonly role: Readonly<Record<string, number>>;
}

/**
 * The ten Streetrat skill packages (docs/rules/creation.md#streetrat-skill-packages). Each totals 86
 * points with x2 skills counted twice; the product sets the exec's Evasion to 5, which leaves that
 * package at 85.
 */
export const PACKAGE_RANKS: Record<RoleId, PackageRanks> = {
  rockerboy: {
    basic: {
      Brawling: 6,
      Evasion: 6,
      'First Aid': 6,
      'Human Perception': 6,
      'Local Expert (Your Home)': 4,
      Persuasion: 6,
    },
    role: {
      Composition: 6,
      Handgun: 6,
      'Melee Weapon': 6,
      'Personal Grooming': 4,
      'Play Instrument': 6,
      Streetwise: 6,
      'Wardrobe & Style': 4,
    },
  },
  solo: {
    basic: { Evasion: 6, 'First Aid': 6, Perception: 6 },
    role: {
      Autofire: 6,
      Handgun: 6,
      Interrogation: 6,
      'Melee Weapon': 6,
      'Resist Torture/Drugs': 6,
      'Shoulder Arms': 6,
      Tactics: 6,
    },
  },
  netrunner: {
    basic: { Education: 6, Evasion: 6, Stealth: 6 },
    role: {
      'Basic Tech': 6,
      'Conceal/Reveal Object': 6,
      Cryptography: 6,
      Cybertech: 6,
      'Electronics/Security Tech': 6,
      Handgun: 6,
      'Library Search': 6,
    },
  },
  tech: {
    basic: { Education: 6, Evasion: 6, 'First Aid': 6 },
    role: {
      'Basic Tech': 6,
      Cybertech: 6,
      'Electronics/Security Tech': 6,
      'Land Vehicle Tech': 6,
      'Shoulder Arms': 6,
      Science: 6,
      Weaponstech: 6,
    },
  },
  medtech: {
    basic: { Conversation: 6, Education: 6, Evasion: 6, 'Human Perception': 6 },
    role: {
      'Basic Tech': 6,
      Cybertech: 4,
      Deduction: 6,
      Paramedic: 6,
      'Resist Torture/Drugs': 4,
      Science: 6,
      'Shoulder Arms': 6,
    },
  },
  media: {
    basic: {
      Conversation: 6,
      Evasion: 6,
      'Human Perception': 6,
      'Local Expert (Your Home)': 6,
      Perception: 6,
      Persuasion: 6,
    },
    role: {
      Bribery: 6,
      Composition: 6,
      Deduction: 6,
      Handgun: 6,
      'Library Search': 4,
      'Lip Reading': 4,
      'Photography/Film': 4,
    },
  },
  exec: {
    basic: { Conversation: 6, Education: 6, Evasion: 5, 'Human Perception': 6, Persuasion: 6 },
    role: {
      Accounting: 6,
      Bureaucracy: 6,
      Business: 6,
      Deduction: 6,
      Handgun: 6,
      'Lip Reading': 6,
      'Personal Grooming': 4,
    },
  },
  lawman: {
    basic: { Brawling: 6, Conversation: 6, Evasion: 6 },
    role: {
      Autofire: 6,
      Criminology: 6,
      Deduction: 6,
      Handgun: 6,
      Interrogation: 6,
      'Shoulder Arms': 6,
      Tracking: 6,
    },
  },
  fixer: {
    basic: {
      Conversation: 6,
      Evasion: 6,
      'Human Perception': 6,
      'Language (Streetslang)': 4,
      'Local Expert (Your Home)': 6,
      Persuasion: 4,
    },
    role: {
      Bribery: 6,
      Business: 6,
      Forgery: 6,
      Handgun: 6,
      'Pick Lock': 4,
      Streetwise: 6,
      Trading: 6,
    },
  },
  nomad: {
    basic: { Brawling: 6, Evasion: 6, 'First Aid': 6, Perception: 4, Stealth: 6 },
    role: {
      'Animal Handling': 6,
      'Drive Land Vehicle': 6,
      Handgun: 6,
      'Melee Weapon': 6,
      Tracking: 6,
      Trading: 6,
      'Wilderness Survival': 6,
    },
  },
};

/**
 * The 66 skills of the game with their STAT links (docs/rules/creation.md#skills) and our own one-line
 * descriptions. The five that take a specialty (Language, Local Expert, Martial Arts, Play Instrument,
 * Science) appear once: Language and Local Expert as the basic instances every character has.
 */
export const CORE_SKILLS: Readonly<Record<string, SkillInfo>> = {
  // INT
  Accounting: {
    stat: 'INT',
    description: 'Keeping books, reading balance sheets and spotting where the money really went.',
  },
  'Animal Handling': {
    stat: 'INT',
    description: 'Calming, training and riding animals, from guard dogs to the odd surviving horse.',
  },
  Bureaucracy: {
    stat: 'INT',
    description: 'Working the forms, permits and officials of a corp or city office to get things done.',
  },
  Business: {
    stat: 'INT',
    description: 'Knowing how deals, markets and corporations work, and how to make a profit from them.',
  },
  Composition: {
    stat: 'INT',
    description: 'Writing songs, speeches, articles or scripts that grab an audience and stay with it.',
  },
  'Conceal/Reveal Object': {
    stat: 'INT',
    description: 'Hiding things on a body or in a room, and finding what others have hidden.',
  },
  Criminology: {
    stat: 'INT',
    description: 'Reading crime scenes, records and criminal habits to piece together who did what.',
  },
  Cryptography: {
    stat: 'INT',
    description: 'Making and breaking codes and ciphers, from street graffiti signs to encrypted files.',
  },
  Deduction: {
    stat: 'INT',
    description: 'Joining scattered clues into a conclusion that holds together.',
  },
  Education: {
    stat: 'INT',
    description: 'General schooling: reading, maths, history and the basics of how the world works.',
  },
  Gamble: {
    stat: 'INT',
    description: 'Playing the odds at cards and dice, and knowing when the game is rigged.',
  },
  'Language (Streetslang)': {
    stat: 'INT',
    description: 'Speaking and reading a language; everyone on the Street gets by in Streetslang.',
  },
  'Library Search': {
    stat: 'INT',
    description: 'Digging facts out of databases, archives and the Data Pool quickly and thoroughly.',
  },
  'Lip Reading': {
    stat: 'INT',
    description: "Following a conversation you cannot hear by watching the speakers' lips.",
  },
  'Local Expert (Your Home)': {
    stat: 'INT',
    description: 'Knowing an area inside out: its shortcuts, its players, its rumours and its dangers.',
  },
  Perception: {
    stat: 'INT',
    description: 'Noticing what is around you: hidden clues, ambushes, odd sounds and things out of place.',
  },
  Science: {
    stat: 'INT',
    description: 'Trained knowledge of a scientific field such as chemistry, biology or physics.',
  },
  Tactics: {
    stat: 'INT',
    description: 'Planning a fight: positions, timing, cover and how to make the enemy play your game.',
  },
  Tracking: {
    stat: 'INT',
    description: 'Following a trail of footprints, blood or disturbed ground to whoever left it.',
  },
  'Wilderness Survival': {
    stat: 'INT',
    description: 'Finding water, food and shelter and staying alive outside the city walls.',
  },
  // REF
  Archery: {
    stat: 'REF',
    description: 'Shooting bows and crossbows accurately, for quiet work or a hunt.',
  },
  Autofire: {
    stat: 'REF',
    description: 'Controlling automatic bursts and suppressive fire without spraying the whole block.',
    isDoubleCost: true,
  },
  'Drive Land Vehicle': {
    stat: 'REF',
    description: 'Driving cars, bikes and trucks hard and fast, including chases and stunts.',
  },
  Handgun: {
    stat: 'REF',
    description: 'Shooting pistols and other one-handed firearms accurately under pressure.',
  },
  'Heavy Weapons': {
    stat: 'REF',
    description: 'Firing rocket launchers, grenade launchers and other crew-sized weapons.',
    isDoubleCost: true,
  },
  'Pilot Air Vehicle': {
    stat: 'REF',
    description: 'Flying aircraft and AVs, from cargo haulers to nimble panzer gunships.',
    isDoubleCost: true,
  },
  'Pilot Sea Vehicle': {
    stat: 'REF',
    description: 'Handling boats, hydrofoils and ships in calm water and rough seas.',
  },
  Riding: {
    stat: 'REF',
    description: 'Staying in the saddle of a horse or other mount at speed and in a fight.',
  },
  'Shoulder Arms': {
    stat: 'REF',
    description: 'Shooting rifles and shotguns braced against the shoulder.',
  },
  // DEX
  Athletics: {
    stat: 'DEX',
    description: 'Running, jumping, climbing, swimming and throwing with speed and control.',
  },
  Brawling: {
    stat: 'DEX',
    description: 'Fighting with fists, elbows and whatever is within reach, with no formal style.',
  },
  Contortionist: {
    stat: 'DEX',
    description: 'Bending the body to slip out of restraints or squeeze through tight gaps.',
  },
  Dance: {
    stat: 'DEX',
    description: 'Moving to music with skill, from club floors to stage choreography.',
  },
  Evasion: {
    stat: 'DEX',
    description: 'Getting out of the way of blows and, for the quick, of bullets too.',
  },
  'Martial Arts': {
    stat: 'DEX',
    description: 'A trained fighting style with special moves that hit harder than plain brawling.',
    isDoubleCost: true,
  },
  'Melee Weapon': {
    stat: 'DEX',
    description: 'Fighting with blades, clubs and other hand-held weapons.',
  },
  Stealth: {
    stat: 'DEX',
    description: 'Moving unseen and unheard, hiding in shadows and crowds.',
  },
  // TECH
  'Air Vehicle Tech': {
    stat: 'TECH',
    description: 'Repairing and tuning aircraft and AVs, from engines to avionics.',
  },
  'Basic Tech': {
    stat: 'TECH',
    description: 'Fixing everyday machines and gadgets: wiring, plumbing, simple electronics.',
  },
  Cybertech: {
    stat: 'TECH',
    description: 'Maintaining, repairing and tweaking cyberware, in or out of a body.',
  },
  Demolitions: {
    stat: 'TECH',
    description: 'Setting, shaping and disarming explosives so they blow exactly what you want.',
    isDoubleCost: true,
  },
  'Electronics/Security Tech': {
    stat: 'TECH',
    description: 'Building and beating electronic systems: alarms, cameras, locks and sensors.',
    isDoubleCost: true,
  },
  'First Aid': {
    stat: 'TECH',
    description: 'Patching wounds and stabilising the injured until real help arrives.',
  },
  Forgery: {
    stat: 'TECH',
    description: 'Faking documents, IDs and signatures well enough to pass a close look.',
  },
  'Land Vehicle Tech': {
    stat: 'TECH',
    description: 'Repairing and modifying cars, bikes and trucks, often with scavenged parts.',
  },
  'Paint/Draw/Sculpt': {
    stat: 'TECH',
    description: 'Making visual art, from street murals to portraits and sculpture.',
  },
  Paramedic: {
    stat: 'TECH',
    description: 'Advanced emergency medicine: treating critical injuries and keeping the dying alive.',
    isDoubleCost: true,
  },
  'Photography/Film': {
    stat: 'TECH',
    description: 'Shooting and editing pictures and video that tell the story, or prove it.',
  },
  'Pick Lock': {
    stat: 'TECH',
    description: 'Opening mechanical locks without the key, quietly and quickly.',
  },
  'Pick Pocket': {
    stat: 'TECH',
    description: 'Lifting wallets, chips and keys from a mark without being noticed.',
  },
  'Play Instrument': {
    stat: 'TECH',
    description: 'Playing a musical instrument well enough to move a crowd.',
  },
  'Sea Vehicle Tech': {
    stat: 'TECH',
    description: 'Keeping boats and ships running, from outboard motors to hull repairs.',
  },
  Weaponstech: {
    stat: 'TECH',
    description: 'Repairing, maintaining and upgrading firearms and other weapons.',
  },
  // COOL
  Acting: {
    stat: 'COOL',
    description: 'Playing a role convincingly, on stage or while running a con.',
  },
  Bribery: {
    stat: 'COOL',
    description: 'Knowing who takes money, how much to offer and how to offer it without offence.',
  },
  Interrogation: {
    stat: 'COOL',
    description: 'Pulling information out of someone who does not want to give it up.',
  },
  'Personal Grooming': {
    stat: 'COOL',
    description: 'Looking your best: hair, skin, make-up and the small touches that impress.',
  },
  Persuasion: {
    stat: 'COOL',
    description: 'Talking people into believing you or doing what you want.',
  },
  Streetwise: {
    stat: 'COOL',
    description: 'Knowing how the Street works: who sells what, who to avoid and where to find it.',
  },
  Trading: {
    stat: 'COOL',
    description: 'Haggling, bartering and striking deals that leave you ahead.',
  },
  'Wardrobe & Style': {
    stat: 'COOL',
    description: 'Putting together clothes and looks that make a statement and fit the moment.',
  },
  // WILL
  Concentration: {
    stat: 'WILL',
    description: 'Staying focused and keeping your head clear under noise, stress or distraction.',
  },
  Endurance: {
    stat: 'WILL',
    description: 'Pushing on through heat, cold, hunger and exhaustion.',
  },
  'Resist Torture/Drugs': {
    stat: 'WILL',
    description: 'Holding out against pain, interrogation and chemicals meant to break you.',
  },
  // EMP
  Conversation: {
    stat: 'EMP',
    description: 'Drawing people out in friendly talk and learning things they did not mean to share.',
  },
  'Human Perception': {
    stat: 'EMP',
    description: 'Reading people: spotting lies, moods and hidden motives from small signs.',
  },
};

/**
 * The product's key-skill labels of the roles (docs/rules/product.md#roles), so the role screens can
 * explain them too. They are labels, not skills a character can take: several name a role ability.
 */
export const KEY_SKILL_LABELS: Readonly<Record<string, SkillInfo>> = {
  'Charismatic Leadership': {
    stat: 'COOL',
    description: "The Rockerboy's pull on a crowd: turning fans into followers who act on your word.",
  },
  Performance: {
    stat: 'COOL',
    description: 'Owning a stage, a street corner or a feed, and holding the audience until the last note.',
  },
  'Combat Awareness': {
    stat: 'INT',
    description: "The Solo's trained battle sense: acting first, spotting threats and striking weak points.",
  },
  Weapons: {
    stat: 'REF',
    description: 'All-round mastery of guns and blades, kept clean, loaded and close at hand.',
  },
  Interface: {
    stat: 'INT',
    description: "The Netrunner's talent for the NET: scanning, breaking in and fighting inside a system.",
  },
  Electronics: {
    stat: 'TECH',
    description: 'Understanding circuits and devices well enough to build, bypass or jack into them.',
  },
  Surgery: {
    stat: 'TECH',
    description:
      "Operating to repair serious injuries and install cyberware, the core of the Medtech's craft.",
  },
  Pharmaceuticals: {
    stat: 'TECH',
    description: 'Brewing and dosing drugs that heal, boost or calm, from speedheal to antidotes.',
  },
  Credibility: {
    stat: 'COOL',
    description: "The Media's reputation: getting stories believed, sources to talk and rumours to find you.",
  },
  Interview: {
    stat: 'EMP',
    description: 'Asking the right questions in the right way so people tell you their story.',
  },
  Resources: {
    stat: 'INT',
    description: "Drawing on the corporation's money, equipment and favours to get a job done.",
  },
  Teamwork: {
    stat: 'COOL',
    description: "The Exec's ability to build a loyal team and earn the perks of corporate rank.",
  },
  Backup: {
    stat: 'COOL',
    description:
      "The Lawman's call for reinforcements: more officers, better armed, arriving faster as rank grows.",
  },
  Streetdeal: {
    stat: 'COOL',
    description:
      "The Fixer's network: finding anything, from hot merchandise to the right contact, at a price.",
  },
  Driving: {
    stat: 'REF',
    description: "Handling the family's vehicles on any road, or off it, at any speed.",
  },
  Family: {
    stat: 'EMP',
    description: "The Nomad's bond with the pack: calling on kin for vehicles, help and shelter.",
  },
  Survival: {
    stat: 'INT',
    description: 'Living off the land between cities, reading weather, terrain and danger.',
  },
};

/** Everything the screens can describe: the game's skills and the product's key-skill labels. */
export const SKILL_CATALOGUE: Readonly<Record<string, SkillInfo>> = { ...CORE_SKILLS, ...KEY_SKILL_LABELS };
