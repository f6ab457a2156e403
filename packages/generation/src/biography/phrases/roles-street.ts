import type { TablePhrases } from '../phrase-types.ts';
import {
  BLACK_PROJECT_EXECS,
  CHEATED_CLIENT,
  CITY_ZONE_SALVAGE,
  CLIENT_FRAMES,
  CORP_PARTNER,
  CORPS_WANT_EXCLUSIVE,
  FAMILY_PARTNER,
  GANGERS_WANT_EXCLUSIVE,
  GUNNING_CODA,
  GUNNING_FRAMES,
  KIND_FRAMES,
  LOCAL_FIXERS,
  MENTOR_PARTNER,
  MOB_PARTNER,
  NIGHT_MARKETS,
  OLD_FRIEND_PARTNER,
  PARTNER_FRAMES,
  PARTNER_OR_ALONE,
  ROMANCE_PARTNER,
  type RoleQuestionPhrases,
  WAREHOUSE_BACKDOOR,
  WORKSPACE_FRAMES,
} from './roles-shared.ts';

/* The lifepaths of the Rockerboy, Solo, Netrunner and Tech, keyed by question id, rows by roll. */

/** The Rockerboy's kind (its own roll table): the frames open the role paragraph. */
export const ROCKERBOY_TYPE: TablePhrases = {
  topic: 'act',
  frames: [
    '{S} is {a role} by [calling|trade], [working|performing] as {x}',
    '{S} makes {his} living as {a role}, out front as {x}',
    'On stage {S} is {x}, {a role} [the corps would rather silence|with a crowd that follows {him} anywhere]',
    '{S} [earns|scrapes] a living as {x}, {a role} [through and through|to the bone]',
    ...KIND_FRAMES,
  ],
  rows: {
    1: ['a musician', 'a [working|gigging] musician', 'a musician who plays until the amps smoke'],
    2: ['a slam poet', 'a [street|spoken-word] poet', 'a poet who [spits|throws] verse like punches'],
    3: ['a street artist', 'a [graffiti|wall] artist', "an artist who paints the city's walls overnight"],
    4: [
      'a performance artist',
      'a [provocative|shock] performance artist',
      'an artist whose shows are [half art, half riot|impossible to ignore]',
    ],
    5: ['a comedian', 'a stand-up comic', 'a comedian who makes the powerful the punchline'],
    6: [
      'an orator',
      'a [firebrand|street] speaker',
      'a speaker who can [hold|move] a crowd with words alone',
    ],
    7: ['a politico', 'a [street|grassroots] politician', 'an activist [working|running] for office'],
    8: ['a rap artist', 'a rapper', 'an MC whose rhymes carry [across the city|on every feed]'],
    9: ['a DJ', 'a [club|underground] DJ', 'a DJ who keeps the [dance floors|clubs] packed'],
    10: ['an idoru', 'a [manufactured|rising] pop idol', 'an idol made for the screens and the crowds'],
  },
};

/** The Rockerboy's lifepath. */
export const ROCKERBOY: RoleQuestionPhrases = {
  groupOrSolo: {
    topic: 'act',
    frames: [
      '{x}',
      '[On stage|Under the lights], {x}',
      '[These days|For now], {x}',
      '[As things stand|At the moment], {x}',
    ],
    rows: {
      1: [
        '{S} [plays|performs] with a [band|crew]',
        '{S} shares the stage [and the van|and the arguments] with a group',
        '{S} is one part of a group act',
      ],
      2: ['{S} performs alone', '{S} works as a solo act, the spotlight all {his} own', '{S} goes it alone'],
    },
  },
  venue: {
    topic: 'stages',
    frames: [
      'The [band|group] [mostly|usually] plays {x}',
      '{S} and the [band|group] [mostly|usually] play {x}',
      '[Most nights|Most weeks], the [band|group] plays {x}',
    ],
    rows: {
      1: [
        'in alternative cafés',
        'at [small|late-night] alternative cafés',
        'in cafés on the alternative circuit',
      ],
      2: ['at private clubs', 'in [members-only|exclusive] clubs', 'behind the doors of private clubs'],
      3: ['in seedy dive bars', 'in [sticky-floored|run-down] dives', 'at the [worst|roughest] bars in town'],
      4: [
        'in guerrilla shows on the Street',
        'wherever the Street gives them a corner and a few minutes',
        'in unannounced street shows before the cops [arrive|show up]',
      ],
      5: [
        'in nightclubs all over the city',
        'in clubs all over town',
        'on a circuit of clubs across the city',
      ],
      6: ['on Data Pool streams', 'to audiences on the Data Pool', 'live over the Data Pool'],
    },
  },
  everInGroup: {
    topic: 'past',
    frames: ['{x}', '[As it happens|For the record], {x}', '[In fact|Truth be told], {x}'],
    rows: {
      1: [
        '{S} used to share the stage with a group',
        '{S} once belonged to a [band|group]',
        '=there was a [group|band] once, before {S} went solo',
      ],
      2: [
        '{S} has always [performed|worked] alone',
        '{S} has never [belonged to|played in] a group',
        '{S} never needed a band',
      ],
    },
  },
  whyLeft: {
    topic: 'old group',
    frames: [
      'That [ended|was over] when {x}',
      'The group [ended|fell apart] for {him} when {x}',
      '{S} left the [group|band] after {x}',
    ],
    rows: {
      1: [
        'the others voted {him} out for being impossible to work with',
        'the band voted {him} out, [fed up with|tired of] {his} temper',
        'the rest of the group [threw|kicked] {him} out as impossible to work with',
      ],
      2: [
        "{S} was caught with a bandmate's lover",
        'a bandmate found {him} with their lover',
        "an affair with a bandmate's lover came to light",
      ],
      3: [
        'the rest of the band died in an accident that [looked|smelled] wrong',
        'everyone else in the group died in a [suspicious|convenient] accident',
        'an accident nobody believes was an accident killed the rest of the band',
      ],
      4: [
        'enemies [killed|broke up] the band',
        'someone with a grudge [tore|ripped] the band apart',
        'enemies of the group [saw to it|made sure] there was no band left',
      ],
      5: [
        'creative differences turned ugly',
        'an argument over the music [turned vicious|got out of hand]',
        'the fights about the sound got too ugly to [fix|survive]',
      ],
      6: [
        '{S} chose to go solo and never looked back',
        '{S} decided {he} was better off alone',
        '{S} [walked|stepped] away to chase a solo career',
      ],
    },
  },
  gunning: {
    topic: 'troubles',
    frames: GUNNING_FRAMES,
    coda: GUNNING_CODA,
    rows: {
      1: [
        'a former bandmate who feels cheated',
        'an old bandmate who thinks {he} was robbed',
        'someone {he} once shared a stage with, nursing a grudge',
      ],
      2: [
        'a rival act after {his} audience',
        'a competing act that wants {his} fans',
        'a rival [band|performer] [hungry for|after] {his} crowd',
      ],
      3: [
        'corporate enemies who hate {his} message',
        'a Corp that wants {his} voice [silenced|shut down]',
        'corporate suits who [hate|fear] what {he} has to say',
      ],
      4: [
        'a critic who wants {him} to fail',
        'an influencer [set on|bent on] tearing {him} down',
        'a media critic with a [poisoned|sharp] pen and a grudge',
      ],
      5: [
        'an older star who sees {him} as a threat',
        'a fading star who [fears|resents] {his} rise',
        'an old headliner who wants {him} gone before {he} gets bigger',
      ],
      6: [
        'a former lover with a grudge',
        'an old flame turned media figure, with a score to settle',
        'someone from {his} past, once close, with a personal grudge',
      ],
    },
  },
};

/** The Solo's lifepath. */
export const SOLO: RoleQuestionPhrases = {
  kind: {
    topic: 'line of work',
    frames: [
      '{S} is {a role}, hired out as {x}',
      '{S} makes {his} living as {a role}, working as {x}',
      'On the Street {S} is known as {x}, {a role} [through and through|for hire]',
      '{S} sells {his} skills as {a role}: {x}',
      'These days {S} works as {x}, {a role} with a [reputation|price tag]',
      ...KIND_FRAMES,
    ],
    rows: {
      1: [
        'a bodyguard who keeps clients breathing, whatever it takes',
        'a bodyguard [for whoever can afford {him}|for the rich and the hunted]',
        'a professional bodyguard',
      ],
      2: [
        'street muscle for hire',
        'hired muscle for whoever pays this week',
        'a [heavy|leg-breaker] for anyone with cash',
      ],
      3: [
        'a corporate enforcer on salary, with side jobs on the quiet',
        "a Corp's enforcer who freelances [when the boss is not looking|on the side]",
        'a salaried corporate enforcer',
      ],
      4: [
        'a black ops agent',
        'an agent for the jobs nobody admits to',
        'a [deniable|quiet] operative for corps and freelancers alike',
      ],
      5: [
        'a vigilante for hire',
        'a paid vigilante who goes after [people the law will not touch|the untouchable]',
        'a hired avenger for people the law has failed',
      ],
      6: [
        'an assassin for hire',
        'a contract killer who works cleanly and asks no questions',
        'a [hired|paid] killer',
      ],
    },
    tones: { 1: 1, 5: 1, 6: -1 },
  },
  moralCompass: {
    topic: 'moral compass',
    frames: [
      '{S} {x}',
      '[As for scruples|When it comes to morals], {S} {x}',
      'By {his} own [code|rules], {S} {x}',
      '[On the job|At work], {S} {x}',
    ],
    rows: {
      1: [
        'always works for the right side',
        'takes only jobs {he} can square with {his} conscience',
        'fights for good, even when it pays badly',
      ],
      2: [
        'never hurts the innocent',
        'always spares the bystanders',
        'keeps {his} guns pointed away from [innocent people|anyone innocent]',
      ],
      3: [
        'rarely crosses the line, [though it has happened|but it happens]',
        'keeps {his} hands mostly clean',
        'slips now and then but [mostly|generally] stays straight',
      ],
      4: [
        'works for anyone, ruthlessly',
        'takes any job from anyone [and does it without mercy|with no questions asked]',
        'has no scruples about who pays {him}',
      ],
      5: [
        'bends the rules and the law to finish the job',
        'will break any rule that stands between {him} and a finished job',
        'gets the job done, [law or no law|legal or not]',
      ],
      6: [
        'is thoroughly evil and enjoys it',
        'takes real pleasure in the cruelty of the work',
        'does terrible things and sleeps soundly afterwards',
      ],
    },
    tones: { 1: 1, 2: 1, 4: -1, 6: -1 },
  },
  territory: {
    topic: 'territory',
    frames: [
      '{S} [works|operates] in {x}',
      '{his} [territory|turf] is {x}',
      'Most of {his} jobs [happen|take place] in {x}',
    ],
    rows: {
      1: ['a Corp Zone', 'the guarded streets of a Corp Zone', 'the clean, watched streets of a Corp Zone'],
      2: [
        'the Combat Zones',
        'the lawless Combat Zones',
        'the [burned-out|ruined] blocks of the Combat Zones',
      ],
      3: ['the whole city', 'every district of the city', 'the city, from the towers to the gutters'],
      4: [
        'the turf of one corporation',
        "one Corp's territory",
        'the ground a single corporation [owns|controls]',
      ],
      5: [
        'the turf of one fixer',
        'the patch of a single fixer {he} works for',
        'a territory run by one fixer or contact',
      ],
      6: [
        '={S} goes wherever the money [is|takes {him}]',
        '={S} has no turf [of {his} own|to speak of] and [follows|chases] the money',
        '=the money decides where {S} [works|turns up|goes next]',
      ],
    },
  },
  gunning: {
    topic: 'troubles',
    frames: GUNNING_FRAMES,
    coda: GUNNING_CODA,
    rows: {
      1: [
        'a corporation {he} angered',
        'a Corp {he} once crossed',
        'a corporation with a long memory and a grudge against {him}',
      ],
      2: [
        'a boostergang {he} tangled with',
        'a gang {he} once [crossed|shot up]',
        'boosters who [remember|have not forgotten] {his} face',
      ],
      3: [
        'corrupt or mistaken Lawmen',
        'cops who are convinced {he} is guilty',
        'Lawmen with [dirty|crooked] motives or a wrong file',
      ],
      4: [
        'a rival corporate Solo',
        "a Corp's own Solo who sees a rival in {him}",
        'a corporate gun who wants {his} reputation',
      ],
      5: [
        'a fixer who sees {him} as a threat',
        'a fixer who wants {him} [out of the picture|gone]',
        'a fixer {he} made nervous',
      ],
      6: [
        'a rival Solo who has made {him} a nemesis',
        'another Solo obsessed with beating {him}',
        "a rival gun who sees {him} as a life's work",
      ],
    },
  },
};

/** The Netrunner's lifepath. */
export const NETRUNNER: RoleQuestionPhrases = {
  kind: {
    topic: 'line of work',
    frames: [
      '{S} [jacks in|runs the NET] as {a role}, working as {x}',
      'In the NET {S} is {x}, {a role} with a fast deck',
      '{S} makes {his} living as {a role}, [mostly|chiefly] as {x}',
      '{S} works as {x}, {a role} [to the bone|through and through]',
      ...KIND_FRAMES,
    ],
    rows: {
      1: [
        'a freelancer who hacks for whoever pays',
        'a hacker for hire',
        'a freelance runner who sells {his} skills to anyone',
      ],
      2: ['a corporate drone runner', 'a runner on a Corp payroll', 'a salaried runner for a corporation'],
      3: [
        'a hacktivist with a cause',
        'a hacker who [breaks|cracks] systems for a cause',
        'an activist with a cyberdeck',
      ],
      4: [
        'a hacker who does it for the thrill',
        'a thrill-seeker who hacks because {he} can',
        'a runner in it for the rush',
      ],
      5: [
        'a regular member of a freelance crew',
        'the runner of a freelance crew',
        'one of a freelance crew, [always on call|on every job]',
      ],
      6: [
        'an on-call runner for a [Media|politico|Lawman]',
        'a hacker on call for a [Media|politico|Lawman]',
        'the private runner of a [Media|politico|Lawman]',
      ],
    },
  },
  partnerOrAlone: PARTNER_OR_ALONE,
  partner: {
    topic: 'partner',
    frames: PARTNER_FRAMES,
    rows: {
      1: FAMILY_PARTNER,
      2: OLD_FRIEND_PARTNER,
      3: ROMANCE_PARTNER,
      4: [
        'a secret partner who may be a rogue AI',
        'someone {he} has never met in person, possibly a rogue AI',
        'a voice in the NET that might not be human',
      ],
      5: MOB_PARTNER,
      6: CORP_PARTNER,
    },
  },
  workspace: {
    topic: 'workspace',
    frames: WORKSPACE_FRAMES,
    rows: {
      1: [
        'a room where every screen is [lit|always on]',
        'a den of [glowing|blinking] screens',
        'a nest of [monitors|displays], every one of them awake',
      ],
      2: [
        'a bare room, since Virtuality looks [nicer|better] anyway',
        'an empty room {he} barely notices once {he} jacks in',
        'four bare walls and a chair, because the NET is prettier',
      ],
      3: [
        'a filthy bed buried in cables',
        'a [grimy|rumpled] mattress [tangled|buried] in cables',
        'a bed {he} rarely leaves, [wrapped|swamped] in wiring',
      ],
      4: [
        'a [sterile|modular] corporate office',
        'a [rented|standard] corporate cubicle',
        'a [neat|bland] modular office in a corporate block',
      ],
      5: [
        'a clean, minimal room',
        'a tidy space with not one thing out of place',
        'a minimalist room [kept spotless|as neat as a lab]',
      ],
      6: [
        'a [flat|home] slowly eaten by {his} gear',
        'a home where the equipment has [taken over every room|crowded out the furniture]',
        'an apartment [lost|swallowed] under cables and hardware',
      ],
    },
  },
  clients: {
    topic: 'clients',
    frames: CLIENT_FRAMES,
    rows: {
      1: LOCAL_FIXERS,
      2: [
        'gangers who guard {his} spot in return',
        'a gang that [keeps|guards] {his} spot safe in exchange',
        'gangers who pay in protection',
      ],
      3: BLACK_PROJECT_EXECS,
      4: [
        'Solos who need their systems secured',
        'Solos who [pay|hire] {him} to lock down their gear',
        'hired guns who need their [tech|cyberware] kept safe',
      ],
      5: [
        'Nomads and fixers securing their family systems',
        'Nomad families who need their networks protected',
        'Nomads and fixers [guarding|securing] family data',
      ],
      6: [
        '={S} works for nobody but {himself}, selling the data {he} [finds|digs up]',
        '={S} answers to no client and sells what {he} [digs up|finds|steals] [in the NET|out there]',
        '={his} only [client|customer] is {himself}: {he} [sells|trades] the data {he} finds',
      ],
    },
  },
  programs: {
    topic: 'software',
    frames: [
      '{S} gets {his} [programs|code] {x}',
      '{his} [programs|tools] come {x}',
      '{S} [finds|sources] {his} software {x}',
      '{his} best [software|code] [comes|came] {x}',
    ],
    rows: {
      1: CITY_ZONE_SALVAGE,
      2: [
        'from runners {he} has brain-burned',
        'off the decks of runners {he} [fried|burned out]',
        'from the decks of rivals {he} left [brain-dead|fried]',
      ],
      3: [
        'from a fixer, [paid for|in exchange for] with hacks',
        'through a fixer who takes hacks as payment',
        'from a fixer {he} pays in [hacks|favours at the keyboard]',
      ],
      4: [
        'from execs, in return for {his} services',
        'from corporate execs who pay in code',
        'through [exec|corporate] contacts who want {his} skills',
      ],
      5: WAREHOUSE_BACKDOOR,
      6: NIGHT_MARKETS,
    },
  },
  gunning: {
    topic: 'troubles',
    frames: GUNNING_FRAMES,
    coda: GUNNING_CODA,
    rows: {
      1: [
        'something in the NET that may be a rogue AI',
        'what might be a rogue AI or a NET ghost',
        'a presence in the NET [nobody can name|that might not be human]',
      ],
      2: [
        'rival Netrunners who hate {him}',
        'other runners [with a grudge|who want {his} scalp]',
        'rival runners [out to fry|looking to burn] {him}',
      ],
      3: CORPS_WANT_EXCLUSIVE,
      4: [
        'Lawmen who see {him} as a black hat',
        'cops who [file|mark] {him} as a criminal hacker',
        'Lawmen [convinced|sure] {he} is a black hat',
      ],
      5: [
        'old clients who think {he} cheated them',
        'former clients who feel [cheated|robbed]',
        'clients [convinced|sure] {he} sold them short',
      ],
      6: [
        'a fixer who wants {him} exclusively',
        'a client who will not share {him} with anyone',
        'a fixer who wants {his} deck for nobody else',
      ],
    },
  },
};

/** The Tech's lifepath. */
export const TECH: RoleQuestionPhrases = {
  kind: {
    topic: 'line of work',
    frames: [
      '{S} is {a role}, working as {x}',
      '{S} makes {his} living as {a role}, [mostly|chiefly] as {x}',
      'Give {Sobj} a [toolkit|workbench] and {he} becomes {x}, {a role} [of real talent|through and through]',
      '{S} works as {x}, {a role} with grease under {his} nails',
      ...KIND_FRAMES,
    ],
    rows: {
      1: [
        'a cyberware technician',
        'a tech who [installs|tunes] cyberware',
        'a specialist in [chrome|cyberware] repair',
      ],
      2: [
        'a vehicle mechanic',
        'a mechanic who keeps cars and bikes running',
        'a grease monkey for anything with an engine',
      ],
      3: [
        'a jack of all trades',
        'a fixer of anything, [from toasters to turrets|big or small]',
        'a tech who [can turn {his} hand to|tackles] any job',
      ],
      4: [
        'a small electronics technician',
        'a repairer of agents, comms and gadgets',
        'a specialist in small electronics',
      ],
      5: [
        'a weaponsmith',
        'a gunsmith [with steady hands|of some reputation]',
        'a maker and mender of weapons',
      ],
      6: [
        'a crazy inventor',
        'an inventor with [wild|dangerous] ideas',
        'a tinkerer whose inventions [sometimes work|work more often than not]',
      ],
      7: [
        'a robot and drone mechanic',
        'a drone [wrangler|mechanic] and robot repairer',
        'a specialist in drones and robots',
      ],
      8: [
        'a heavy machinery mechanic',
        'a mechanic for cranes, loaders and [big rigs|heavy plant]',
        'a tech who [keeps|works on] heavy machinery',
      ],
      9: [
        'a scavenger',
        'a salvager who [strips|picks over] the ruins for parts',
        'a scavenger with a good eye for [salvage|useful junk]',
      ],
      10: [
        'a nautical mechanic',
        'a mechanic for boats and ships',
        'a [dockside|harbour] mechanic for anything that floats',
      ],
    },
  },
  partnerOrAlone: PARTNER_OR_ALONE,
  workspace: {
    topic: 'workspace',
    frames: WORKSPACE_FRAMES,
    rows: {
      1: [
        'a mess strewn with blueprints',
        'a workshop buried in blueprints',
        'a [cluttered|chaotic] bench under drifts of plans',
      ],
      2: [
        'chaos sorted by colour code',
        'a colour-coded [jumble|clutter]',
        'a mess that only makes sense by its colour codes',
      ],
      3: [
        'an all-digital setup backed up every day',
        'a paperless shop [backed up daily|mirrored every night]',
        'a shop that lives in backups, not on paper',
      ],
      4: [
        'little more than {his} Agent, where everything is kept',
        'whatever is stored on {his} Agent',
        'an Agent that holds {his} whole shop',
      ],
      5: [
        'a shop full of junk kept just in case',
        'a [den|hoard] of parts {he} might need someday',
        'a [workshop|garage] crammed with things kept just in case',
      ],
      6: [
        'a filing system only {he} understands',
        'a workshop organised in a way nobody else can follow',
        'stacks and drawers [arranged|sorted] by {his} own private logic',
      ],
    },
  },
  partner: {
    topic: 'partner',
    frames: PARTNER_FRAMES,
    rows: {
      1: FAMILY_PARTNER,
      2: OLD_FRIEND_PARTNER,
      3: ROMANCE_PARTNER,
      4: MENTOR_PARTNER,
      5: MOB_PARTNER,
      6: CORP_PARTNER,
    },
  },
  clients: {
    topic: 'clients',
    frames: CLIENT_FRAMES,
    rows: {
      1: LOCAL_FIXERS,
      2: [
        'gangers who guard {his} shop in return',
        'a gang that keeps {his} shop safe in exchange',
        'gangers who pay in protection',
      ],
      3: BLACK_PROJECT_EXECS,
      4: [
        'Solos who need their weapons kept working',
        'hired guns who [bring|send] {him} their weapons',
        'Solos who trust {him} with their gear',
      ],
      5: [
        'Nomads and fixers who bring {him} [found|salvaged] tech',
        'Nomads with salvage to [fix|sell]',
        'fixers and Nomads [trading|bringing in] odd tech they found',
      ],
      6: [
        '={S} works for nobody but {himself}, selling what {he} [builds|makes]',
        '={S} answers to no client and sells what {he} [makes|builds] [to whoever wants it|at the markets]',
        '={his} only [client|customer] is {himself}: {he} [builds|makes] things and sells them',
      ],
    },
  },
  supplies: {
    topic: 'supplies',
    frames: [
      '{S} gets {his} [parts|supplies] {x}',
      '{his} [parts|supplies] come {x}',
      '{S} [finds|sources] {his} [parts|supplies] {x}',
    ],
    rows: {
      1: CITY_ZONE_SALVAGE,
      2: [
        'from bodies after firefights',
        'off the bodies left behind after [firefights|a shootout]',
        'from the dead, [stripped|picked clean] after the shooting stops',
      ],
      3: [
        'from a fixer, in exchange for repair work',
        'through a fixer who [takes|trades for] repairs as payment',
        'from a fixer {he} pays in repairs',
      ],
      4: [
        'from execs, in return for {his} services',
        'from corporate execs who pay in parts',
        'through [exec|corporate] contacts who want {his} skills',
      ],
      5: WAREHOUSE_BACKDOOR,
      6: NIGHT_MARKETS,
    },
  },
  gunning: {
    topic: 'troubles',
    frames: GUNNING_FRAMES,
    coda: GUNNING_CODA,
    rows: {
      1: GANGERS_WANT_EXCLUSIVE,
      2: [
        'a rival Tech poaching {his} customers',
        'another Tech [stealing|luring away] {his} customers',
        'a rival [shop|Tech] after {his} clients',
      ],
      3: CORPS_WANT_EXCLUSIVE,
      4: [
        'a big manufacturer {his} modifications threaten',
        'a manufacturer who [hates|fears] what {his} mods do to their sales',
        'a big [maker|brand] whose products {he} keeps improving',
      ],
      5: CHEATED_CLIENT,
      6: [
        'a rival Tech fighting {him} for parts',
        'another Tech [competing|scrapping] with {him} for salvage',
        'a rival who [wants|grabs] the same parts first',
      ],
    },
  },
};
