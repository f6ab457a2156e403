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
  | 'rockerBoyType';

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
 * Every 1d10 table of the background and lifepath screens, keyed by the draft field it fills. Entries
 * the product lists keep its exact words in its order; the others follow the game's base lifepath in our
 * own words (docs/rules/product.md#roll-tables).
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
      'Most people are all right by me.',
      'Most people make my skin crawl.',
      'Everyone is a means to an end.',
      'Everybody counts for something.',
      'Cross me and I will go straight through you.',
      'Trust is for suckers; I count on myself.',
      'The world would be better off without the human race.',
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
      'Ran wild on the Street with nobody looking out for you',
      'Behind the walls and checkpoints of a Corporate Zone',
      'On the road with a Nomad pack that never settled',
      'Among Nomad haulers who crewed cargo ships, planes and convoys',
      'In a faded, once-rich neighborhood that kept the boosters at bay',
      'In a squat deep inside the Combat Zone',
      'In one of the vast tower blocks a Corp or the City packs people into',
      'In an abandoned town that Reclaimers were bringing back',
      'Aboard a Drift Nation, a city of lashed-together boats out at sea',
      'In a corporate arcology, far above the dirt of the Street',
    ]),
  },
  familyBackground: {
    id: 'familyBackground',
    title: 'Family Background',
    die: 10,
    // The product's family background runs from betrayal to inherited debt: these are the game's family
    // crisis rows, so this one table is the character's family crisis (the lifepath step shows it too).
    // Rows read as what befell the family ('Lost ...', 'Thrown ...') or as a sentence of their own.
    entries: rows([
      'Lost everything through betrayal',
      'Lost it all to bad deals and worse decisions',
      'Thrown out of the home, country or corporation they belonged to',
      'Your family went to prison; you alone got away',
      'Your family disappeared one by one, and you are all that is left',
      'Your family was wiped out; you survived by luck alone',
      'Your family has served a crime syndicate or an underground cause for generations',
      'Bad luck broke your family apart and spread it across the map',
      'Your family is locked in a blood feud older than anyone can remember',
      'Inherited a family debt that has to be cleared before anything else',
    ]),
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
      ['Generic Chic', 'Cheap, bright separates that snap together into a new outfit every day.'],
      ['Leisurewear', 'Sporty, stretchy gear you can sprint, climb or brawl in without a second thought.'],
      ['Urban Flash', 'Loud streetwear wired with light strips, chrome trim and plenty of attitude.'],
      ['Businesswear', 'Tailored suits that tell the room who is in charge before you say a word.'],
      ['High Fashion', 'One-off pieces from designer houses, priced for people who never ask.'],
      ['Bohemian', 'Layered, hand-me-down looks with a nostalgic, wandering spirit.'],
      ['Bag Lady Chic', 'Whatever kept you warm last night, worn in mismatched heaps.'],
      ['Gang Colors', 'The colors and patches of your crew, worn as a warning to everyone else.'],
      ['Nomad Leathers', 'Road-worn leather, denim and clan markings made to last on the highways.'],
      ['Asia Pop', 'Candy-bright, playful outfits borrowed from idol stars and stage costumes.'],
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
      'Someone who taught you the trade',
      'Someone you worked jobs with',
      'An old flame who stayed close',
      'A former rival who now has your back',
      'Like the parent you never had',
      'Someone you grew up with',
      'A face from the Street who always shows up',
      'Someone chasing the same dream as you',
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
      'Made them look small in front of their own people',
      'Cost them a lover, friend or relative',
      'Humiliated them in public',
      'Called them a coward, or something worse',
      'Betrayed them when it counted',
      'Turned down their offer, of work or of love',
      'You just never got along',
      'Both wanted the same lover',
      'Both chased the same money',
      'Framed them for something they never did',
    ]),
  },
  enemyResources: {
    id: 'enemyResources',
    title: 'What They Can Throw at You',
    die: 10,
    entries: rows([
      'Just them, and their heart is not in it',
      'Just them, but they are serious',
      'Them and one trusted friend',
      'Them and a handful of friends (1d6 ÷ 2)',
      'Them and a crew of friends (1d10 ÷ 2)',
      'A gang at their back (1d10 + 5 or more)',
      'Police or other Lawmen who owe them favors',
      'A gang boss or a small corp with real clout',
      'A megacorp and its deep pockets',
      'A city hall, a government or one of its agencies',
    ]),
  },
  enemyAction: {
    id: 'enemyAction',
    title: 'What You Will Do',
    die: 10,
    entries: rows([
      'Steer well clear of them',
      'Stay out of their way',
      'Lose all control and go for their throat',
      'See red and come at them swinging',
      'Undermine them quietly from behind',
      'Strike at them through others, never face to face',
      'Tear into them with words',
      'Shame them in front of everyone',
      'Pin a crime on them',
      'Hunt them down and make them pay in blood',
    ]),
  },
  loveAffair: {
    id: 'loveAffair',
    title: 'Tragic Love Affair',
    die: 10,
    entries: rows([
      'An accident took your lover away',
      'Your lover disappeared one night and never came back',
      'The romance faded, slowly and for good',
      'Ambition or a grudge got in the way of the romance',
      'Someone snatched your lover and you never got them back',
      'Your lover lost their mind, to madness or to chrome',
      'Your lover took their own life',
      'A fight turned deadly, and your lover did not walk away',
      'Someone else won your lover over',
      'Your lover is locked up or banished, out of reach',
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
