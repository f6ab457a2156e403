import type { RoleId } from '../ids.ts';
import type { RoleLifepathQuestion, RollEntry, RollTable } from '../types.ts';

/** A table row: just the answer, or the answer with a note shown under it. */
type Row = string | readonly [value: string, description: string];

/** Numbers the rows 1..n in the order given; the `die` passed alongside must equal that n. */
function entries(rows: readonly Row[]): RollEntry[] {
  return rows.map((row, index) =>
    typeof row === 'string'
      ? { roll: index + 1, value: row }
      : { roll: index + 1, value: row[0], description: row[1] },
  );
}

/** The question-maker of one role: table ids are `<role>-<question id>`, unique across all roles. */
function questionsOf(roleId: RoleId) {
  return (
    id: string,
    title: string,
    die: RollTable['die'],
    rows: readonly Row[],
    when?: RoleLifepathQuestion['when'],
  ): RoleLifepathQuestion => ({
    id,
    table: { id: `${roleId}-${id}`, title, die, entries: entries(rows) },
    ...(when ? { when } : {}),
  });
}

const PARTNER_OR_ALONE: readonly Row[] = [
  ['Partner', 'You work with someone you trust, more or less.'],
  ['Alone', 'You work on your own, in a space that is all yours.'],
];

const rockerboy = questionsOf('rockerboy');
const solo = questionsOf('solo');
const netrunner = questionsOf('netrunner');
const tech = questionsOf('tech');
const medtech = questionsOf('medtech');
const media = questionsOf('media');
const exec = questionsOf('exec');
const lawman = questionsOf('lawman');
const fixer = questionsOf('fixer');
const nomad = questionsOf('nomad');

/**
 * Each role's own lifepath questions in asking order (docs/rules/creation.md#role-lifepaths). The rockerboy's
 * kind is its own wizard screen, so it is not asked again here; Medtechs and Medias have nobody gunning
 * for them. Question ids and answers are stored in drafts and saved characters, so never rename them.
 */
export const ROLE_LIFEPATH_DATA: Record<RoleId, readonly RoleLifepathQuestion[]> = {
  rockerboy: [
    rockerboy('groupOrSolo', 'Group or Solo Act?', 2, [
      ['In a group', 'You share the stage, the van and the arguments with a band or crew.'],
      ['Solo act', 'The spotlight, the money and the blame are all yours.'],
    ]),
    rockerboy(
      'venue',
      'Where Do You Usually Perform?',
      6,
      [
        'Alternative cafés',
        'Private clubs',
        'Seedy dive bars',
        'Guerrilla performances on the Street',
        'Nightclubs all over the city',
        'Data Pool streams',
      ],
      { questionId: 'groupOrSolo', value: 'In a group' },
    ),
    rockerboy(
      'everInGroup',
      'Were You Ever in a Group?',
      2,
      [
        ['Yes', 'You used to share the stage with others.'],
        ['No', 'You have always performed alone.'],
      ],
      { questionId: 'groupOrSolo', value: 'Solo act' },
    ),
    rockerboy(
      'whyLeft',
      'Why Did You Leave the Group?',
      6,
      [
        'Voted out for being impossible to work with',
        "Caught with a bandmate's lover",
        'The rest of the band died in a suspicious accident',
        'Enemies killed or broke up the band',
        'Creative differences that turned ugly',
        'Chose to go solo and never looked back',
      ],
      { questionId: 'everInGroup', value: 'Yes' },
    ),
    rockerboy('gunning', "Who's Gunning for You?", 6, [
      'A former bandmate who feels cheated',
      'A rival act after your audience',
      'Corporate enemies who hate your message',
      'A critic or influencer who wants you to fail',
      'An older star who sees you as a threat',
      'A former lover or media figure with a personal grudge',
    ]),
  ],
  solo: [
    solo('kind', 'What Kind of Solo Are You?', 6, [
      ['Bodyguard', 'You keep clients breathing, whatever it takes.'],
      ['Street muscle for hire', 'You break heads for whoever is paying this week.'],
      ['Corporate enforcer', 'A corp keeps you on salary, and you take side jobs on the quiet.'],
      ['Black ops agent', 'Corporate or freelance, you handle the jobs nobody admits to.'],
      ['Vigilante for hire', 'You go after the people the law will not touch.'],
      ['Assassin for hire', 'You end lives for money, cleanly and without questions.'],
    ]),
    solo('moralCompass', 'Your Moral Compass', 6, [
      'Always working for good',
      'Always sparing the innocent',
      'Rarely slipping, but it happens',
      'Ruthless and working for anyone',
      'Bending the rules and the law to finish the job',
      'Thoroughly evil and enjoying it',
    ]),
    solo('territory', 'Your Operational Territory', 6, [
      'A Corp Zone',
      'The Combat Zones',
      'The whole city',
      'The turf of one corporation',
      'The turf of one fixer or contact',
      'Wherever the money is',
    ]),
    solo('gunning', "Who's Gunning for You?", 6, [
      'A corporation you angered',
      'A boostergang you tangled with',
      'Corrupt or mistaken Lawmen',
      'A rival corporate Solo',
      'A fixer who sees you as a threat',
      'A rival Solo who has made you a nemesis',
    ]),
  ],
  netrunner: [
    netrunner('kind', 'What Kind of Netrunner Are You?', 6, [
      'Freelancer hacking for hire',
      'Corporate drone runner',
      'Hacktivist with a cause',
      'Hacking just for the thrill of it',
      'Regular member of a freelance crew',
      'On call for a Media, politico or Lawman',
    ]),
    netrunner('partnerOrAlone', 'Partner or Alone?', 2, PARTNER_OR_ALONE),
    netrunner(
      'partner',
      'Who Is Your Partner?',
      6,
      [
        'Family',
        'An old friend',
        'A possible romance',
        'A secret partner who may be a rogue AI',
        'A secret partner with mob or gang ties',
        'A secret partner with corporate ties',
      ],
      { questionId: 'partnerOrAlone', value: 'Partner' },
    ),
    netrunner(
      'workspace',
      'What Is Your Workspace Like?',
      6,
      [
        'Screens everywhere, every one of them lit',
        'Bare, since Virtuality looks much nicer',
        'A filthy bed buried in cables',
        'A corporate modular office',
        'Minimalist, clean and tidy',
        'It has slowly eaten your whole home',
      ],
      { questionId: 'partnerOrAlone', value: 'Alone' },
    ),
    netrunner('clients', 'Who Are Your Other Clients?', 6, [
      'Local fixers who send you jobs',
      'Gangers who guard your spot in return',
      'Execs running black projects',
      'Solos who need their systems secured',
      'Nomads and fixers securing family systems',
      'Nobody but yourself, selling the data you find',
    ]),
    netrunner('programs', 'Where Do You Get Your Programs?', 6, [
      'Scavenged from abandoned City Zones',
      'Taken from runners you brain-burned',
      'From a fixer, in exchange for hacks',
      'From execs, in exchange for your services',
      'Through a backdoor into a corporate warehouse',
      'Bought at the Night Markets',
    ]),
    netrunner('gunning', "Who's Gunning for You?", 6, [
      'Possibly a rogue AI or a NET ghost',
      'Rival Netrunners who hate you',
      'Corporations that want you to work only for them',
      'Lawmen who see you as a black hat',
      'Old clients who think you cheated them',
      'A fixer or client who wants you exclusively',
    ]),
  ],
  tech: [
    tech('kind', 'What Kind of Tech Are You?', 10, [
      'Cyberware technician',
      'Vehicle mechanic',
      'Jack of all trades',
      'Small electronics technician',
      'Weaponsmith',
      'Crazy inventor',
      'Robot and drone mechanic',
      'Heavy machinery mechanic',
      'Scavenger',
      'Nautical mechanic',
    ]),
    tech('partnerOrAlone', 'Partner or Alone?', 2, PARTNER_OR_ALONE),
    tech(
      'workspace',
      'What Is Your Workspace Like?',
      6,
      [
        'A mess strewn with blueprints',
        'Chaos sorted by colour code',
        'All digital and backed up every day',
        'Everything kept on your Agent',
        'Full of junk kept just in case',
        'Filed in a system only you understand',
      ],
      { questionId: 'partnerOrAlone', value: 'Alone' },
    ),
    tech(
      'partner',
      'Who Is Your Partner?',
      6,
      [
        'Family',
        'An old friend',
        'A possible romance',
        'A mentor',
        'A secret partner with mob or gang ties',
        'A secret partner with corporate ties',
      ],
      { questionId: 'partnerOrAlone', value: 'Partner' },
    ),
    tech('clients', 'Who Are Your Main Clients?', 6, [
      'Local fixers who send you jobs',
      'Gangers who guard your shop in return',
      'Execs running black projects',
      'Solos who need their weapons kept working',
      'Nomads and fixers who bring you found tech',
      'Nobody but yourself, selling what you build',
    ]),
    tech('supplies', 'Where Do You Get Your Supplies?', 6, [
      'Scavenged from abandoned City Zones',
      'Stripped from bodies after firefights',
      'From a fixer, in exchange for repair work',
      'From execs, in exchange for your services',
      'Through a backdoor into a corporate warehouse',
      'Bought at the Night Markets',
    ]),
    tech('gunning', "Who's Gunning for You?", 6, [
      'Gangers who want you working only for them',
      'A rival Tech poaching your customers',
      'Corporations that want you working only for them',
      'A big manufacturer your modifications threaten',
      'An old client who thinks you cheated them',
      'A rival Tech fighting you for parts',
    ]),
  ],
  medtech: [
    medtech('kind', 'What Kind of Medtech Are You?', 10, [
      'Surgeon',
      'General practitioner',
      'Trauma medic',
      'Psychiatrist',
      'Cyberpsychosis therapist',
      'Ripperdoc',
      'Cryosystems operator',
      'Pharmacist',
      'Bodysculptor',
      'Forensic pathologist',
    ]),
    medtech('partnerOrAlone', 'Partner or Alone?', 2, PARTNER_OR_ALONE),
    medtech(
      'partner',
      'Who Is Your Partner?',
      6,
      [
        'Trauma Team crewmates',
        'An old friend',
        'A possible romance',
        'Family',
        'A secret partner with mob or gang ties',
        'A secret partner with corporate ties',
      ],
      { questionId: 'partnerOrAlone', value: 'Partner' },
    ),
    medtech(
      'workspace',
      'What Is Your Workspace Like?',
      6,
      [
        'Sterilised every single morning',
        'Dated but comfortable',
        'Cryo gear that doubles as a drinks cooler',
        'Single-use everything, compacted and stored',
        'Dirtier than your patients would hope',
        'Meticulously organised and sterile',
      ],
      { questionId: 'partnerOrAlone', value: 'Alone' },
    ),
    medtech('clients', 'Who Are Your Main Clients?', 6, [
      'Local fixers who send you patients',
      'Gangers who trade protection for care',
      'Execs running black medical projects',
      'Solos who get shot for a living',
      'Nomads and fixers who bring in their wounded',
      'Trauma Team, as a paramedic on call',
    ]),
    medtech('supplies', 'Where Do You Get Your Supplies?', 6, [
      'Scavenged from abandoned medical stashes',
      'Parts harvested from bodies',
      'From a fixer, in exchange for medical work',
      'From execs or Trauma Team, in exchange for your services',
      'Through a backdoor into a corporate or hospital warehouse',
      'Bought at the Night Markets',
    ]),
  ],
  media: [
    media('kind', 'What Kind of Media Are You?', 6, [
      'Blogger',
      'Book writer',
      'Videographer',
      'Documentarian',
      'Investigative reporter',
      'Street scribe',
    ]),
    media('outlet', 'How Does Your Work Reach People?', 6, [
      'A monthly magazine',
      'A blog',
      'A mainstream vid feed',
      'A news channel',
      'Book sales',
      'Screamsheets on the Street',
    ]),
    media('ethics', 'How Ethical Are You?', 6, [
      'Only verified truth, every time',
      'Honest, but willing to run a rumour',
      'Rarely slipping, with real standards',
      'Bending the rules, but only against the bad guys',
      'A ruthless muckraker',
      'A wholly corrupt pen for hire',
    ]),
    media('stories', 'What Stories Do You Chase?', 6, [
      'Political intrigue',
      'Ecological impact',
      'Celebrity news',
      'Corporate takedowns',
      'Editorials and opinion',
      'Propaganda',
    ]),
  ],
  exec: [
    exec('corpType', 'What Kind of Corporation Do You Work For?', 10, [
      'Financial',
      'Media and communications',
      'Cybertech and medical technology',
      'Pharmaceuticals and biotech',
      'Food, clothing and other consumer goods',
      'Energy production',
      'Personal electronics and robotics',
      'Corporate services',
      'Consumer services',
      'Real estate and construction',
    ]),
    exec('division', 'Which Division Do You Work In?', 6, [
      'Procurement',
      'Manufacturing',
      'Research and development',
      'Human resources',
      'Public affairs, publicity and advertising',
      'Mergers and acquisitions',
    ]),
    exec('corpEthics', 'How Good or Bad Is Your Corporation?', 6, [
      'Genuinely ethical',
      'Fair and honest in its dealings',
      'Rarely slipping into shady deals',
      'Willing to bend the rules',
      'Ruthless, with profit above all',
      'Thoroughly evil',
    ]),
    exec('base', 'Where Is Your Corporation Based?', 6, [
      'One city',
      'Several cities',
      'Statewide',
      'Across the nation',
      'International, with a few offices',
      'International, with offices everywhere',
    ]),
    exec('gunning', "Who's Gunning for Your Group?", 6, [
      'A rival corporation in your industry',
      'Law enforcement',
      'Local Media',
      'A feuding division of your own company',
      'The local government',
      'International corporations eyeing a hostile takeover',
    ]),
    exec('boss', 'What Is Your Boss Like?', 6, [
      'A mentor with enemies of their own',
      'Gives you a free hand and does not want to know',
      'A micromanager who checks everything',
      'Volatile and paranoid',
      'Cool, and watches your back',
      'Threatened by you and plotting against you',
    ]),
  ],
  lawman: [
    lawman('position', 'What Is Your Position on the Force?', 6, [
      'Guard',
      'Beat cop on patrol',
      'Criminal investigator',
      'SWAT officer',
      'Motor patrol officer',
      'Internal affairs investigator',
    ]),
    lawman('jurisdiction', 'What Is Your Jurisdiction?', 6, [
      'Corp Zones',
      'A standard city patrol zone',
      'The Combat Zones',
      'The outer city',
      'Recovery zones',
      'The open highways',
    ]),
    lawman('corruption', 'How Corrupt Is Your Group?', 6, [
      'Fair and ethical',
      'Fair, but hard on offenders',
      'Rarely slipping',
      'Bending the rules to catch the bad guys',
      'Ruthless, breaking the law to control the Street',
      'Wholly corrupt',
    ]),
    lawman('gunning', "Who's Gunning for Your Group?", 6, [
      'Organised crime',
      'Boostergangs',
      'A police accountability group',
      'Dirty politicians',
      'Smugglers',
      'Street criminals',
    ]),
    lawman('target', "Who Is Your Group's Main Target?", 6, [
      'Organised crime',
      'Boostergangs',
      'Drug runners',
      'Dirty politicians',
      'Smugglers',
      'Street crime',
    ]),
  ],
  fixer: [
    fixer('kind', 'What Kind of Fixer Are You?', 10, [
      ['Gang deal broker', 'You broker deals between rival gangs.'],
      ['Rare goods procurer', 'You find rare things for exclusive clients.'],
      ['Agent for Solos and Techs', 'You book work for a stable of Solos or Techs.'],
      ['Night Market supplier', 'You keep the Night Markets stocked with one staple: food, meds or drugs.'],
      ['Contraband dealer', 'You source highly illegal goods, from street drugs to milspec weapons.'],
      ['Parts and medical supplier', 'You supply Techs and Medtechs with parts and medical stock.'],
      ['Night Market operator', 'You run several Night Markets, though you own none of them.'],
      ['Heavy contracts broker', 'You broker deals for heavy machinery, military vehicles and aircraft.'],
      ['Fence', 'You move the loot of raids on Corp Zones and Combat Zones.'],
      ['Exclusive agent', 'You represent a single Media, Rockerboy or Nomad pack.'],
    ]),
    fixer('partnerOrAlone', 'Partner or Alone?', 2, PARTNER_OR_ALONE),
    fixer(
      'partner',
      'Who Is Your Partner?',
      6,
      [
        'Family',
        'An old friend',
        'A possible romance',
        'A mentor',
        'A secret partner with mob or gang ties',
        'A secret partner with corporate ties',
      ],
      { questionId: 'partnerOrAlone', value: 'Partner' },
    ),
    fixer(
      'office',
      'What Is Your Office Like?',
      6,
      [
        'No office at all, always on the move',
        'A booth at a local bar',
        'Data Pool messages and dead drops',
        'A spare room in a warehouse, shop or clinic',
        'An abandoned building',
        'The lobby of a cube hotel',
      ],
      { questionId: 'partnerOrAlone', value: 'Alone' },
    ),
    fixer('clients', 'Who Are Your Side Clients?', 6, [
      'Rockerboys and Medias looking for gigs',
      'Gangers who guard your turf in return',
      'Execs procuring for black projects',
      'Solos who need jobs',
      'Nomads and fixers setting up deals',
      'Politicos and execs buying information',
    ]),
    fixer('gunning', "Who's Gunning for You?", 6, [
      'Gangers who want you working only for them',
      'Rival fixers poaching your clients',
      'Execs who want you working only for them',
      'An enemy of a former client tidying up loose ends',
      'An old client who thinks you cheated them',
      'A rival fixer competing for the same goods',
    ]),
  ],
  nomad: [
    nomad('job', 'Your Job in the Pack', 6, [
      ['Scout', 'You ride ahead to find the way, and do the talking when the pack meets strangers.'],
      ['Outrider', 'You guard the convoy and keep its weapons ready.'],
      ['Pilot or driver', 'You move people and gear from place to place.'],
      ['Loadmaster', 'You run the big cargo haulers and the trucking.'],
      ['Smuggler', 'You work alone, carrying what nobody should know about.'],
      ['Procurement', 'You find the fuel, vehicles and parts the pack runs on.'],
    ]),
    nomad('philosophy', "Your Pack's Philosophy", 6, [
      'Good and welcoming to all',
      'An honest family business',
      'Rarely slipping into shady deals',
      'Bending the rules for the good of the pack',
      'Ruthless and self-serving',
      'Highway raiders who terrorise everyone',
    ]),
    nomad('gunning', "Who's Gunning for Your Pack?", 6, [
      'Organised crime',
      'Boostergangs',
      'Drug runners',
      'Dirty politicians',
      'Rival packs in your line of trade',
      'Dirty cops',
    ]),
    nomad('packSize', 'How Big Is Your Pack?', 6, [
      'A single extended family',
      'A couple dozen members',
      'Forty or fifty members',
      'More than a hundred members',
      'A Blood Family of hundreds',
      'An Affiliated Family of several Blood Families',
    ]),
    nomad('landAirSea', 'Land, Air or Sea?', 3, [
      ['Land', 'Your pack rolls on the highways.'],
      ['Air', 'Your pack flies the skies between the cities.'],
      ['Sea', 'Your pack sails the coasts and the open ocean.'],
    ]),
    nomad(
      'landTrade',
      'What Does Your Land Pack Do?',
      10,
      [
        'Runs as a gogang',
        'Passenger transport',
        'A travelling school and chautauqua',
        'A travelling show or carnival',
        'Migrant farming',
        'Cargo hauling',
        'Shipment protection',
        'Smuggling',
        'A mercenary army',
        'A construction crew',
      ],
      { questionId: 'landAirSea', value: 'Land' },
    ),
    nomad(
      'airTrade',
      'What Does Your Air Pack Do?',
      6,
      [
        'Air piracy',
        'Cargo flights',
        'Passenger flights',
        'Aircraft protection',
        'Smuggling',
        'Combat support',
      ],
      { questionId: 'landAirSea', value: 'Air' },
    ),
    nomad(
      'seaTrade',
      'What Does Your Sea Pack Do?',
      6,
      ['Piracy', 'Cargo shipping', 'Passenger shipping', 'Smuggling', 'Combat support', 'Submarine warfare'],
      { questionId: 'landAirSea', value: 'Sea' },
    ),
  ],
};
