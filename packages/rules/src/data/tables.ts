import type { RollEntry, RollTable } from '../types.ts';

/** Numbers plain answers 1, 2, 3... in the order given. */
function rows(values: readonly string[]): readonly RollEntry[] {
  return values.map((value, index) => ({ roll: index + 1, value }));
}

/** Numbers answers that carry a short description, in the order given. */
function describedRows(values: readonly (readonly [string, string])[]): readonly RollEntry[] {
  return values.map(([value, description], index) => ({ roll: index + 1, value, description }));
}

/** Draft fields filled from a 1d10 background or lifepath table. */
type BaseTableKey =
  | 'culturalRegion'
  | 'personalityTrait'
  | 'valuesMost'
  | 'peopleAttitude'
  | 'valuedPerson'
  | 'valuedPossession'
  | 'childhoodEnvironment'
  | 'familyBackground'
  | 'originalBackground'
  | 'lifeGoal'
  | 'lifeGoalB'
  | 'clothingStyle'
  | 'hairstyle'
  | 'affectation'
  | 'rockerBoyType'
  | 'familyCrisis';

/** Keys of the friend, enemy and tragic love affair tables. */
type RelationTableKey =
  | 'friendRelationship'
  | 'enemyWho'
  | 'enemyWronged'
  | 'enemyCause'
  | 'enemyResources'
  | 'enemyAction'
  | 'loveAffair';

/**
 * The family's fall: the spec's family background runs from betrayal to inherited debt, which are the
 * game's family crisis rows, so both tables share them. Answers that start with 'Lost', 'Exiled' or
 * 'Inherited' read as what happened to the family; the others name the family themselves.
 */
const FAMILY_FALL = rows([
  'Lost everything through betrayal',
  'Lost everything through bad management',
  'Exiled or driven out of home, nation or corporation',
  'Your family was imprisoned, and only you escaped',
  'Your family vanished, and you are the last one left',
  'Your family was killed, and you were the only survivor',
  'Your family is tangled up in a long-running conspiracy, crime family or revolutionary group',
  'Your family was scattered to the winds by misfortune',
  'Your family is caught in a feud that has lasted for generations',
  'Inherited a family debt that must be paid off before anything else',
]);

/**
 * Every 1d10 table of the background and lifepath screens, keyed by the draft field it fills. Entries
 * the spec lists (section 3) are its exact words in its order; the others follow the game's base
 * lifepath in our own words.
 */
export const BASE_TABLES: Readonly<Record<BaseTableKey, RollTable>> = {
  culturalRegion: {
    id: 'culturalRegion',
    title: 'Cultural Region',
    die: 10,
    entries: rows([
      'North American',
      'South/Central American',
      'Western European',
      'Eastern European',
      'Middle Eastern/North African',
      'Sub-Saharan African',
      'South Asian',
      'South East Asian',
      'East Asian',
      'Oceania/Pacific Islander',
    ]),
  },
  personalityTrait: {
    id: 'personalityTrait',
    title: 'Personality Trait',
    die: 10,
    entries: rows([
      'Shy and secretive',
      'Rebellious, antisocial, and violent',
      'Arrogant, proud, and aloof',
      'Moody, rash, and headstrong',
      'Picky, fussy, and nervous',
      'Stable and serious',
      'Silly and fluff-headed',
      'Sneaky and deceptive',
      'Intellectual and detached',
      'Friendly and outgoing',
    ]),
  },
  valuesMost: {
    id: 'valuesMost',
    title: 'What Do You Value Most?',
    die: 10,
    entries: rows([
      'Money',
      'Honor',
      'Your word',
      'Honesty',
      'Knowledge',
      'Vengeance',
      'Love',
      'Power',
      'Family',
      'Friendship',
    ]),
  },
  peopleAttitude: {
    id: 'peopleAttitude',
    title: 'How Do You Feel About People?',
    die: 10,
    entries: rows([
      'I stay neutral.',
      'I take people as they come, no more and no less.',
      'I like almost everyone.',
      'I hate almost everyone.',
      'People are tools: use them and drop them.',
      'Every person has value.',
      'People are obstacles to crush if they get in my way.',
      'Nobody can be trusted. Rely on no one.',
      'Wipe them all out and let the cockroaches have the place.',
      'People are wonderful!',
    ]),
  },
  valuedPerson: {
    id: 'valuedPerson',
    title: 'Most Valued Person',
    die: 10,
    entries: rows([
      'Parent',
      'Brother or sister',
      'Lover',
      'Friend',
      'Yourself',
      'Pet',
      'Teacher or mentor',
      'Public figure',
      'Personal hero',
      'No one',
    ]),
  },
  valuedPossession: {
    id: 'valuedPossession',
    title: 'Most Valued Possession',
    die: 10,
    entries: rows([
      'Weapon',
      'Tool',
      'Piece of clothing',
      'Photograph',
      'Book or diary',
      'Recording',
      'Musical instrument',
      'Piece of jewelry',
      'Toy',
      'Letter',
    ]),
  },
  childhoodEnvironment: {
    id: 'childhoodEnvironment',
    title: 'Childhood Environment',
    die: 10,
    entries: rows([
      'Ran on the Street, with no adult supervision',
      'In a safe, walled-off Corporate Zone',
      'In a Nomad pack, always moving from town to town',
      'In a Nomad pack that ran ships, planes and caravans',
      'In a decaying, once-wealthy neighborhood holding off the boostergangs',
      'In the heart of the Combat Zone, living in a squat',
      'In a huge megastructure run by a Corp or the City',
      'In a ghost town brought back to life by Reclaimers',
      'On a Drift Nation, a floating city off the coast',
      'In a luxury corporate arcology high above the Street',
    ]),
  },
  familyBackground: {
    id: 'familyBackground',
    title: 'Family Background',
    die: 10,
    entries: FAMILY_FALL,
  },
  originalBackground: {
    id: 'originalBackground',
    title: 'Original Background',
    die: 10,
    entries: describedRows([
      [
        'Corporate Execs',
        'Your family sat near the top of a megacorp: guarded homes, private schools and a name that opened doors.',
      ],
      [
        'Corporate Managers',
        'Your parents ran departments for a Corp, which bought a comfortable, closely watched life in a safe suburb.',
      ],
      [
        'Corporate Technicians',
        "Your family kept a Corp's labs, machines and networks running: hard-working, middle-class and easy to replace.",
      ],
      [
        'Nomad Pack',
        'You grew up in a roaming clan of kin and vehicles, hauling, trading and fighting along the open roads.',
      ],
      [
        'Ganger Family',
        'A boostergang raised you. Loyalty to the gang came first, and arguments were settled with fists or worse.',
      ],
      [
        'Combat Zoners',
        'Your family lived in the lawless ruins of the Combat Zone, where every day was a fight to stay alive.',
      ],
      [
        'Urban Homeless',
        'You had no fixed address, drifting with your family between squats, shelters and abandoned cars.',
      ],
      [
        'Megastructure Warren Rats',
        'Your family was packed into a tiny unit of a vast government-built block, one number among thousands.',
      ],
      [
        'Reclaimers',
        'Your family took back abandoned towns and farmland, rebuilding what the wars and plagues left behind.',
      ],
      [
        'Edgerunners',
        'Your parents lived on the Edge as mercenaries, runners or fixers, never sure where the next job would come from.',
      ],
    ]),
  },
  lifeGoal: {
    id: 'lifeGoal',
    title: 'Life Goals',
    die: 10,
    entries: rows([
      'Get rich',
      'Gain power',
      'Gain prestige and social standing',
      'Find love',
      'Cause pain and suffering',
      'Live down your past',
      'Gain revenge',
      'Protect someone/something',
      'Become feared/respected',
      'Acquire a specific item/thing',
    ]),
  },
  lifeGoalB: {
    id: 'lifeGoalB',
    title: 'Life Goals (Version B)',
    die: 10,
    entries: rows([
      'Get rich',
      'Gain power',
      'Gain fame',
      'Find love',
      'Save the world',
      'Destroy the world',
      'Discover who you are',
      'Avenge a wrong',
      'Bring justice to the world',
      'Live down your past',
    ]),
  },
  clothingStyle: {
    id: 'clothingStyle',
    title: 'Clothing Style',
    die: 10,
    entries: describedRows([
      ['Generic Chic', 'Standard, colorful street clothes made of modular pieces that mix and match.'],
      ['Leisurewear', 'Comfortable athletic gear, made for moving fast and getting out of trouble.'],
      ['Urban Flash', 'Flashy, tech-laden streetwear with glowing trims and loud cuts.'],
      ['Businesswear', 'Sharp suits and clean lines that project authority and presence.'],
      ['High Fashion', 'Exclusive designer labels for people who never look at the price tag.'],
      ['Bohemian', 'Folksy, retro layers for a free spirit who ignores the trends.'],
      ['Bag Lady Chic', 'Ragged, mismatched layers scavenged from wherever, the look of the Street vagrant.'],
      ['Gang Colors', 'Dangerous, rebellious colors that tell everyone which gang has your back.'],
      ['Nomad Leathers', 'Rugged western leathers with tribal touches, built for a life on the road.'],
      ['Asia Pop', 'Bright, youthful and costume-like outfits straight out of the pop idol scene.'],
    ]),
  },
  hairstyle: {
    id: 'hairstyle',
    title: 'Hairstyle',
    die: 10,
    entries: rows([
      'Mohawk',
      'Long and ratty',
      'Short and spiked',
      'Wild and all over',
      'Bald',
      'Striped',
      'Wild colors',
      'Neat and short',
      'Short and curly',
      'Long and straight',
    ]),
  },
  affectation: {
    id: 'affectation',
    title: 'Affectation You Are Never Without',
    die: 10,
    entries: rows([
      'Tattoos',
      'Mirrorshades',
      'Ritual scars',
      'Spiked gloves',
      'Nose rings',
      'Tongue or other piercings',
      'Strange fingernail implants',
      'Spiked boots or heels',
      'Fingerless gloves',
      'Strange contacts',
    ]),
  },
  rockerBoyType: {
    id: 'rockerBoyType',
    title: 'Rockerboy Type',
    die: 10,
    entries: rows([
      'Musician',
      'Slam Poet',
      'Street Artist',
      'Performance Artist',
      'Comedian',
      'Orator',
      'Politico',
      'Rap Artist',
      'DJ',
      'Idoru',
    ]),
  },
  familyCrisis: {
    id: 'familyCrisis',
    title: 'Family Crisis',
    die: 10,
    entries: FAMILY_FALL,
  },
};

/**
 * The lifepath's friend, enemy and tragic love affair tables. All are 1d10 but `enemyWronged`, a d2
 * of 'You' / 'Them' that the draft stores lower-cased.
 */
export const RELATION_TABLES: Readonly<Record<RelationTableKey, RollTable>> = {
  friendRelationship: {
    id: 'friendRelationship',
    title: 'Friend',
    die: 10,
    entries: rows([
      'Like an older brother or sister to you',
      'Like a younger brother or sister to you',
      'A teacher or mentor',
      'A partner or co-worker',
      'A former lover',
      'An old enemy',
      'Like a parent to you',
      'An old childhood friend',
      'Someone from the Street',
      'Someone with a shared interest or goal',
    ]),
  },
  enemyWho: {
    id: 'enemyWho',
    title: 'Who They Are',
    die: 10,
    entries: rows([
      'Ex-friend',
      'Ex-lover',
      'Estranged relative',
      'Childhood enemy',
      'Employee or underling',
      'Employer or boss',
      'Partner or co-worker',
      'Corporate exec',
      'Government official',
      'Boosterganger',
    ]),
  },
  enemyWronged: {
    id: 'enemyWronged',
    title: 'Who Was Wronged',
    die: 2,
    entries: rows(['You', 'Them']),
  },
  enemyCause: {
    id: 'enemyCause',
    title: 'What Started It',
    die: 10,
    entries: rows([
      'Made them lose face or status',
      'Cost them a lover, friend or relative',
      'Humiliated them in public',
      'Called them a coward, or something worse',
      'Deserted or betrayed them',
      'Turned down their job offer or romantic advances',
      'You just never got along',
      'A romantic rivalry',
      'A business rivalry',
      'Framed them for a crime they did not commit',
    ]),
  },
  enemyResources: {
    id: 'enemyResources',
    title: 'What They Can Throw at You',
    die: 10,
    entries: rows([
      'Only themselves, and not very seriously',
      'Themselves, and they mean it',
      'Themselves and a close friend',
      'Themselves and a few friends (1d6 ÷ 2)',
      'Themselves and a crew of friends (1d10 ÷ 2)',
      'A whole gang (1d10 + 5 or more)',
      'The local cops or other Lawmen',
      'A powerful gang boss or small corporation',
      'A powerful corporation',
      'An entire city, government or agency',
    ]),
  },
  enemyAction: {
    id: 'enemyAction',
    title: 'What You Will Do',
    die: 10,
    entries: rows([
      'Avoid them at all costs',
      'Keep well clear of them',
      'Go into a murderous rage and attack',
      'Fly into a blind rage and go after them',
      'Backstab them indirectly',
      'Strike at them through others, never face to face',
      'Attack them verbally',
      'Tear them down with words in public',
      'Frame them for a crime',
      'Set out to kill or maim them',
    ]),
  },
  loveAffair: {
    id: 'loveAffair',
    title: 'Tragic Love Affair',
    die: 10,
    entries: rows([
      'Your lover died in an accident',
      'Your lover vanished without a trace',
      'It just did not work out',
      'A personal goal or vendetta came between you',
      'Your lover was kidnapped',
      'Your lover went insane or cyberpsycho',
      'Your lover committed suicide',
      'Your lover was killed in a fight',
      'A rival cut you out of the action',
      'Your lover is in prison or in exile',
    ]),
  },
};

/**
 * Languages spoken in each cultural region, keyed by the `culturalRegion` table's values. A character
 * usually speaks one of them natively.
 */
export const REGION_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  'North American': ['Chinese', 'Cree', 'Creole', 'English', 'French', 'Navajo', 'Spanish'],
  'South/Central American': [
    'Creole',
    'English',
    'German',
    'Guarani',
    'Mayan',
    'Portuguese',
    'Quechua',
    'Spanish',
  ],
  'Western European': [
    'Dutch',
    'English',
    'French',
    'German',
    'Italian',
    'Norwegian',
    'Portuguese',
    'Spanish',
  ],
  'Eastern European': ['English', 'Finnish', 'Polish', 'Romanian', 'Russian', 'Ukrainian'],
  'Middle Eastern/North African': ['Arabic', 'Berber', 'English', 'Farsi', 'French', 'Hebrew', 'Turkish'],
  'Sub-Saharan African': [
    'Arabic',
    'English',
    'French',
    'Hausa',
    'Lingala',
    'Oromo',
    'Portuguese',
    'Swahili',
    'Twi',
    'Yoruba',
  ],
  'South Asian': ['Bengali', 'Dari', 'English', 'Hindi', 'Nepali', 'Sinhalese', 'Tamil', 'Urdu'],
  'South East Asian': [
    'Arabic',
    'Burmese',
    'English',
    'Filipino',
    'Hindi',
    'Indonesian',
    'Khmer',
    'Malay',
    'Vietnamese',
  ],
  'East Asian': ['Cantonese', 'English', 'Japanese', 'Korean', 'Mandarin', 'Mongolian'],
  'Oceania/Pacific Islander': ['English', 'French', 'Hawaiian', 'Maori', 'Pama-Nyungan', 'Tahitian'],
};
