import {
  CLIENT_FRAMES,
  CORP_PARTNER,
  FAMILY_PARTNER,
  GUNNING_CODA,
  groupGunningFrames,
  KIND_FRAMES,
  MOB_PARTNER,
  NIGHT_MARKETS,
  OLD_FRIEND_PARTNER,
  PARTNER_FRAMES,
  PARTNER_OR_ALONE,
  ROMANCE_PARTNER,
  type RoleQuestionPhrases,
  WORKSPACE_FRAMES,
} from './roles-shared.ts';

/* The lifepaths of the Medtech, Media and Exec, keyed by question id, rows by roll. */

/** The Medtech's lifepath. */
export const MEDTECH: RoleQuestionPhrases = {
  kind: {
    topic: 'line of work',
    frames: [
      '{S} is {a role}, working as {x}',
      '{S} makes {his} living as {a role}, [mostly|chiefly] as {x}',
      '{S} patches people up as {a role}, [trained|practising] as {x}',
      '{S} works as {x}, {a role} [with steady hands|who has seen everything]',
      ...KIND_FRAMES,
    ],
    rows: {
      1: ['a surgeon', 'a [street|back-room] surgeon', 'a surgeon with [steady|quick] hands'],
      2: [
        'a general practitioner',
        'a [neighbourhood|local] doctor',
        'a family doctor for people who cannot afford one',
      ],
      3: ['a trauma medic', 'a [combat|field] medic', 'a medic who works the [worst|bloodiest] emergencies'],
      4: ['a psychiatrist', 'a doctor of broken minds', 'a [street|back-room] psychiatrist'],
      5: [
        'a cyberpsychosis therapist',
        'a therapist who [talks people back from|treats] the edge of cyberpsychosis',
        'a specialist in [chrome-sick|cyberpsycho] patients',
      ],
      6: [
        'a ripperdoc',
        'a [back-alley|street] ripperdoc',
        'a ripperdoc who [installs|fits] chrome [no questions asked|for cash]',
      ],
      7: [
        'a cryosystems operator',
        'a technician who [keeps|runs] the cryo tanks',
        'an operator of [cryo|cold-sleep] systems',
      ],
      8: [
        'a pharmacist',
        'a [street|back-room] pharmacist',
        'a chemist who [mixes|makes] the drugs people need',
      ],
      9: ['a bodysculptor', 'a sculptor of faces and bodies', 'a [cosmetic|body] surgeon who rebuilds faces'],
      10: [
        'a forensic pathologist',
        'a doctor who [reads|studies] the dead',
        'a pathologist who works for the coroners',
      ],
    },
  },
  partnerOrAlone: PARTNER_OR_ALONE,
  partner: {
    topic: 'partner',
    frames: PARTNER_FRAMES,
    rows: {
      1: [
        'a Trauma Team crewmate',
        'a medic from Trauma Team',
        'a fellow medic from a Trauma Team [unit|crew]',
      ],
      2: OLD_FRIEND_PARTNER,
      3: ROMANCE_PARTNER,
      4: FAMILY_PARTNER,
      5: MOB_PARTNER,
      6: CORP_PARTNER,
    },
  },
  workspace: {
    topic: 'clinic',
    frames: WORKSPACE_FRAMES,
    rows: {
      1: [
        'a clinic sterilised every single morning',
        'a [spotless|scrubbed] room [sterilised|cleaned down] every morning',
        'a clinic {he} sterilises at dawn each day',
      ],
      2: [
        'a dated but comfortable clinic',
        'an [old-fashioned|worn] but cosy practice',
        'a clinic that is [behind the times|out of date] but comfortable',
      ],
      3: [
        'a clinic where the cryo gear doubles as a drinks cooler',
        'a room whose cryo unit keeps the drinks cold too',
        'a practice with [beer|drinks] in the cryo tank',
      ],
      4: [
        'a clinic of single-use everything, [compacted|crushed] and stored',
        'a [disposable|throwaway] clinic where nothing is used twice',
        'a room where every tool is used once and [compacted|packed away]',
      ],
      5: [
        'a clinic dirtier than {his} patients would hope',
        'a [grimy|grubby] back room nobody should be operated in',
        'a practice [less clean|grubbier] than anyone would like',
      ],
      6: [
        'a meticulously organised, sterile clinic',
        'a [spotless|gleaming] clinic where everything has its place',
        'an [immaculate|orderly] room, sterile to the last tray',
      ],
    },
  },
  clients: {
    topic: 'patients',
    frames: CLIENT_FRAMES,
    rows: {
      1: [
        'local fixers who send {him} patients',
        'fixers who send the wounded {his} way',
        'a few fixers with [hurt people|patients] to place',
      ],
      2: [
        'gangers who trade protection for care',
        'a gang that [guards|protects] {him} in exchange for patching them up',
        'gangers who pay in protection',
      ],
      3: [
        'execs running black medical projects',
        'corporate execs with [medical work|experiments] off the books',
        'executives who need [secret|deniable] medicine',
      ],
      4: [
        'Solos who get shot for a living',
        'hired guns who keep coming in bleeding',
        'Solos who need patching up after every job',
      ],
      5: [
        'Nomads and fixers who bring in their wounded',
        'Nomad families with [wounded|injured] to treat',
        'fixers and Nomads [carrying|bringing] in the hurt',
      ],
      6: [
        'Trauma Team, as a paramedic on call',
        'Trauma Team, [riding|flying] as an on-call paramedic',
        'Trauma Team, on call for their [emergencies|runs]',
      ],
    },
  },
  supplies: {
    topic: 'supplies',
    frames: [
      '{S} gets {his} [supplies|stock] {x}',
      '{his} [meds|supplies] come {x}',
      '{S} [finds|sources] {his} supplies {x}',
    ],
    rows: {
      1: [
        'from abandoned medical stashes',
        'out of [forgotten|abandoned] medical stores',
        'from stashes [scavenged|salvaged] in abandoned clinics',
      ],
      2: ['from bodies', 'from the dead, [harvested|parted out]', 'from parts harvested off corpses'],
      3: [
        'from a fixer, in exchange for medical work',
        'through a fixer who [takes|trades for] treatment as payment',
        'from a fixer {he} pays in [stitches|treatment]',
      ],
      4: [
        'from execs or Trauma Team, in return for {his} services',
        'from Trauma Team or corporate contacts who [need|want] {his} skills',
        'through execs and Trauma Team, [traded|bartered] for {his} work',
      ],
      5: [
        'through a backdoor into a corporate or hospital warehouse',
        'out of a hospital [storeroom|warehouse] through a [hidden|secret] backdoor',
        'from corporate and hospital stock, via a backdoor {he} [found|built]',
      ],
      6: NIGHT_MARKETS,
    },
  },
};

/** The Media's lifepath. */
export const MEDIA: RoleQuestionPhrases = {
  kind: {
    topic: 'line of work',
    frames: [
      '{S} is {a role}, working as {x}',
      '{S} chases the truth as {a role}, [mostly|chiefly] as {x}',
      '{S} makes {his} living as {x}, {a role} [with a recorder always running|who never stops asking]',
      'By trade {S} is {x}, {a role} [with sources everywhere|with a nose for scandal]',
      ...KIND_FRAMES,
    ],
    rows: {
      1: ['a blogger', 'a [popular|sharp-tongued] blogger', 'a blogger with a [loyal|growing] following'],
      2: [
        'a book writer',
        'an author of [hard-hitting|exposé] books',
        'a writer of books [the corps hate|that sell]',
      ],
      3: [
        'a videographer',
        'a [street|camera-toting] videographer',
        'a videographer who films [everything|what others miss]',
      ],
      4: ['a documentarian', 'a documentary maker', 'a maker of [long-form|deep-dive] documentaries'],
      5: [
        'an investigative reporter',
        'a reporter who digs [where others will not|too deep]',
        'an investigative journalist',
      ],
      6: [
        'a street scribe',
        "a scribe who [writes|records] the Street's own stories",
        'a chronicler of [street life|the Street]',
      ],
    },
  },
  outlet: {
    topic: 'audience',
    frames: [
      '{his} work reaches [people|the public] through {x}',
      '{S} [publishes|puts out] {his} work through {x}',
      '{S} reaches {his} [audience|public] through {x}',
    ],
    rows: {
      1: [
        'a monthly magazine',
        'a [glossy|monthly] magazine',
        'a magazine that [comes out|appears] once a month',
      ],
      2: ['a blog', 'a [popular|well-read] blog', 'a blog of {his} own'],
      3: ['a mainstream vid feed', 'a [big|major] vid feed', 'a mainstream video channel'],
      4: ['a news channel', 'a [cable|round-the-clock] news channel', 'a news [network|station]'],
      5: ['book sales', 'books sold off the shelves', 'the books {he} sells'],
      6: [
        'screamsheets on the Street',
        'cheap screamsheets [handed out|pasted up] on the Street',
        'street screamsheets',
      ],
    },
  },
  ethics: {
    topic: 'ethics',
    frames: [
      '{S} {x}',
      '[As for ethics|When it comes to ethics], {S} {x}',
      'By {his} own lights, {S} {x}',
      '[On the page|In {his} work], {S} {x}',
    ],
    rows: {
      1: [
        'runs only verified truth, every time',
        'prints nothing {he} has not [checked|verified] twice',
        'sticks to [verified facts|the verified truth], always',
      ],
      2: [
        'is honest but will run a rumour',
        'tells the truth, [though|but] {he} will run a good rumour',
        'is honest [at heart|mostly] yet not above a juicy rumour',
      ],
      3: [
        'has real standards and rarely slips',
        'keeps to real standards, with a slip now and then',
        'rarely strays from {his} [principles|standards]',
      ],
      4: [
        'bends the rules, but only against the bad guys',
        'will break the rules to [nail|expose] the guilty',
        'plays dirty only with people who deserve it',
      ],
      5: [
        'is a ruthless muckraker',
        'digs up dirt [ruthlessly|without mercy]',
        'will [wreck|ruin] anyone for a story',
      ],
      6: [
        'is a wholly corrupt pen for hire',
        'writes whatever {he} is paid to write',
        'sells {his} [byline|words] to the highest bidder',
      ],
    },
    tones: { 1: 1, 2: 1, 5: -1, 6: -1 },
  },
  stories: {
    topic: 'stories',
    frames: [
      '{S} [chases|covers] {x}',
      '{his} [beat|speciality] is {x}',
      '{S} [has made|built] a name covering {x}',
      '[Most of all|Above all], {S} [chases|goes after] {x}',
    ],
    rows: {
      1: ['political intrigue', 'the backroom deals of politics', 'stories of political [scheming|intrigue]'],
      2: [
        'ecological impact',
        'what the corps do to the [land|environment]',
        'the damage done to the [planet|environment]',
      ],
      3: ['celebrity news', 'the lives of the famous', 'gossip about the [rich and famous|stars]'],
      4: [
        'corporate takedowns',
        'stories that bring down corporations',
        'the dirty secrets of the [corps|megacorps]',
      ],
      5: ['editorials and opinion', 'opinion pieces [with bite|that start arguments]', 'sharp editorials'],
      6: [
        '={S} [writes|churns out] propaganda [for whoever pays|by the yard]',
        '=the stories {S} tells are propaganda for [whoever pays|the highest bidder]',
        '={S} shapes {his} stories to sell a cause, [whatever the facts|truth or not]',
      ],
    },
    tones: { 6: -1 },
  },
};

/** The Exec's lifepath. */
export const EXEC: RoleQuestionPhrases = {
  corpType: {
    topic: 'employer',
    frames: [
      '{S} [is|serves as] {a role} at {x}',
      '{S} [climbs|works] the corporate ladder as {a role} at {x}',
      'In a [sharp|tailored] suit {S} works as {a role} for {x}',
      '{S} [draws|earns] a corporate salary as {a role} at {x}',
    ],
    rows: {
      1: ['a financial house', 'a bank that moves money across borders', 'a [finance|banking] corporation'],
      2: [
        'a media and communications company',
        'a [media|broadcast] giant',
        'a corporation that owns [feeds and networks|screens and channels]',
      ],
      3: [
        'a cybertech and medical technology firm',
        'a maker of cyberware and medical tech',
        'a [cybertech|medtech] corporation',
      ],
      4: [
        'a pharmaceutical and biotech company',
        'a [drug|biotech] giant',
        'a corporation that makes [drugs|medicines] and engineered life',
      ],
      5: [
        'a consumer goods company',
        'a maker of food, clothing and everyday goods',
        "a corporation that [sells|stocks] the city's shelves",
      ],
      6: [
        'an energy company',
        'a [power|fuel] corporation',
        'a company that [keeps the lights on|sells the city its power]',
      ],
      7: [
        'a personal electronics and robotics firm',
        'a maker of [gadgets and robots|agents and robots]',
        'an electronics [giant|corporation]',
      ],
      8: [
        'a corporate services firm',
        'a company that sells services to other corps',
        'a [consulting|corporate services] outfit',
      ],
      9: [
        'a consumer services company',
        'a company that sells [services|convenience] to the public',
        'a [service|consumer] corporation',
      ],
      10: [
        'a real estate and construction company',
        'a [property|construction] giant',
        'a corporation that [builds|owns] half the skyline',
      ],
    },
  },
  division: {
    topic: 'division',
    frames: ['{S} [works|sits] in {x}', '{S} [holds|has] a desk in {x}', '{his} [desk|office] is in {x}'],
    rows: {
      1: ['procurement', 'the procurement division', 'purchasing and procurement'],
      2: ['manufacturing', 'the manufacturing division', 'production and manufacturing'],
      3: ['research and development', 'R&D', 'the research division'],
      4: ['human resources', 'HR', 'the human resources division'],
      5: ['public affairs and advertising', 'publicity and public affairs', 'the advertising division'],
      6: ['mergers and acquisitions', 'M&A', 'the mergers and acquisitions team'],
    },
  },
  corpEthics: {
    topic: 'employer',
    frames: [
      'The company {S} [serves|works for] is {x}',
      '{his} [corporation|company] is {x}',
      'As [corporations|corps] go, {his} employer is {x}',
    ],
    rows: {
      1: [
        'genuinely ethical',
        'honest to the core, strange as it sounds',
        'that rare thing, an ethical corp',
      ],
      2: ['fair and honest in its dealings', 'straight with its partners', 'fair-dealing and honest'],
      3: [
        'mostly clean, [with the odd|bar the occasional] shady deal',
        'rarely caught in anything shady',
        'clean enough, rarely slipping into shady deals',
      ],
      4: [
        'willing to bend the rules',
        'happy to bend the rules [when it pays|for profit]',
        'flexible about the rules',
      ],
      5: [
        'ruthless, with profit above all',
        'ruthless and hungry for profit',
        'all about profit, [whatever the cost|by any means]',
      ],
      6: ['thoroughly evil', 'rotten to the core', 'as evil as corporations come'],
    },
    tones: { 1: 1, 2: 1, 5: -1, 6: -1 },
  },
  base: {
    topic: "company's reach",
    frames: [
      'The company [operates|does business] {x}',
      '{his} employer [works|trades] {x}',
      'The corporation [has a presence|is present] {x}',
    ],
    rows: {
      1: ['in one city', 'in a single city', 'in just one city'],
      2: ['in several cities', 'across a handful of cities', 'in [a few|several] cities'],
      3: ['statewide', 'across the state', 'throughout the state'],
      4: ['across the nation', 'nationwide', 'all over the country'],
      5: [
        'internationally, with a few offices',
        'in a few countries, [through|with] a handful of offices',
        'abroad as well, from a few offices',
      ],
      6: [
        'all over the world',
        'internationally, with offices everywhere',
        'worldwide, with an office in every city that matters',
      ],
    },
  },
  gunning: {
    topic: 'troubles',
    frames: groupGunningFrames('{his} [team|division]'),
    coda: GUNNING_CODA,
    rows: {
      1: [
        'a rival corporation in the same industry',
        'a competitor in the same business',
        'a rival corp [hungry for|after] the same market',
      ],
      2: ['law enforcement', 'the police', 'investigators with badges'],
      3: [
        'the local Media',
        'local reporters [sniffing around|digging]',
        'Medias who [smell|sense] a scandal',
      ],
      4: [
        'a feuding division of {his} own company',
        'another division of the same corp',
        'rivals inside {his} own company',
      ],
      5: ['the local government', 'city hall', 'local officials [with an agenda|who want a scalp]'],
      6: [
        'international corporations eyeing a hostile takeover',
        'foreign megacorps [planning|circling for] a takeover',
        'global corps eyeing the company',
      ],
    },
  },
  boss: {
    topic: 'boss',
    frames: [
      '{his} [boss|superior] is {x}',
      'The person {S} [answers|reports] to is {x}',
      '{S} [reports|answers] to {x}',
    ],
    rows: {
      1: [
        'a mentor with enemies of their own',
        'a patron who [teaches|protects] {him} and has enemies of their own',
        'a mentor whose enemies are now {his} problem too',
      ],
      2: [
        'someone who gives {him} a free hand and does not want to know',
        'a hands-off boss who asks no questions',
        'a boss who [looks the other way|leaves {him} alone]',
      ],
      3: [
        'a micromanager who checks everything',
        'a boss who [watches|checks] every move {he} makes',
        'a [fussy|nit-picking] micromanager',
      ],
      4: [
        'a volatile and paranoid [manager|superior]',
        'a volatile, paranoid boss',
        'a boss [prone to rages|who sees plots everywhere]',
      ],
      5: [
        'a cool boss who watches {his} back',
        'a [calm|level] superior who [looks out for|protects] {him}',
        'someone who keeps a cool head and covers for {him}',
      ],
      6: [
        'a boss who feels threatened by {him} and plots against {him}',
        'a superior [plotting|scheming] to [bring {him} down|get rid of {him}]',
        'a boss who sees {him} as a rival and acts on it',
      ],
    },
    tones: { 5: 1, 6: -1 },
  },
};
