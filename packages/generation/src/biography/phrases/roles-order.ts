import {
  BOOSTERGANGS,
  CHEATED_CLIENT,
  CORP_PARTNER,
  DIRTY_POLITICIANS,
  DRUG_RUNNERS,
  FAMILY_PARTNER,
  GANGERS_WANT_EXCLUSIVE,
  GUNNING_CODA,
  GUNNING_FRAMES,
  groupGunningFrames,
  KIND_FRAMES,
  MENTOR_PARTNER,
  MOB_PARTNER,
  OLD_FRIEND_PARTNER,
  ORGANISED_CRIME,
  PARTNER_FRAMES,
  PARTNER_OR_ALONE,
  ROMANCE_PARTNER,
  type RoleQuestionPhrases,
  SMUGGLERS,
} from './roles-shared.ts';

/* The lifepaths of the Lawman, Fixer and Nomad, keyed by question id, rows by roll. */

/** The Lawman's lifepath. */
export const LAWMAN: RoleQuestionPhrases = {
  position: {
    topic: 'post',
    frames: [
      '{S} wears the badge as {a role}, serving as {x}',
      '{S} is {a role}, on the force as {x}',
      'On the force {S} works as {x}, {a role} [through and through|who has seen it all]',
      '{S} makes {his} living as {a role}: {x}',
      ...KIND_FRAMES,
    ],
    rows: {
      1: ['a guard', 'a [security|facility] guard', 'a guard [posted|stationed] at [a checkpoint|the gates]'],
      2: ['a beat cop on patrol', 'a patrol officer [walking|working] a beat', 'a street cop on foot patrol'],
      3: ['a criminal investigator', 'a detective', 'an investigator [working|chasing] criminal cases'],
      4: ['a SWAT officer', 'a member of a tactical [unit|team]', 'a heavy-weapons officer on a SWAT team'],
      5: [
        'a motor patrol officer',
        'a cop in a [patrol car|pursuit car]',
        'a highway [patrol|traffic] officer',
      ],
      6: [
        'an internal affairs investigator',
        'a cop who investigates other cops',
        'an IA [investigator|officer]',
      ],
    },
  },
  jurisdiction: {
    topic: 'beat',
    frames: [
      '{S} [works|patrols] {x}',
      '{his} [beat|patch] is {x}',
      '{his} jurisdiction [covers|takes in] {x}',
    ],
    rows: {
      1: ['the Corp Zones', 'the guarded Corp Zones', 'the [clean|orderly] Corp Zones'],
      2: [
        'a standard city patrol zone',
        'an ordinary city [district|patrol zone]',
        'a regular patrol zone in the city',
      ],
      3: ['the Combat Zones', 'the lawless Combat Zones', 'the [ruined|burned-out] Combat Zones'],
      4: ['the outer city', "the city's outer [districts|edges]", 'the [outskirts|suburbs] of the city'],
      5: ['the recovery zones', 'zones [being rebuilt|in recovery]', 'the [half-rebuilt|recovering] zones'],
      6: ['the open highways', 'the highways between the cities', 'the long [open|empty] roads'],
    },
  },
  corruption: {
    topic: 'force',
    frames: [
      '{his} [department|unit] is {x}',
      'The force {S} [serves|works for] is {x}',
      'As forces go, {his} [unit|department] is {x}',
    ],
    rows: {
      1: ['fair and ethical', 'honest and [by the book|clean]', 'that rare thing, a clean force'],
      2: [
        'fair, but hard on offenders',
        'fair but [tough|harsh] on criminals',
        'strict with offenders yet fair',
      ],
      3: [
        'mostly clean, [rarely slipping|with the odd slip]',
        'rarely caught [cutting corners|on the take]',
        'clean enough, for the city',
      ],
      4: [
        'willing to bend the rules to catch the bad guys',
        'loose with the rules when an arrest is at stake',
        'happy to cut corners to catch criminals',
      ],
      5: [
        'ruthless, breaking the law to control the Street',
        'brutal and above its own laws',
        'a [ruthless|heavy-handed] force that rules the Street by fear',
      ],
      6: ['wholly corrupt', 'rotten [through and through|to the core]', 'bought and paid for, top to bottom'],
    },
    tones: { 1: 1, 2: 1, 5: -1, 6: -1 },
  },
  gunning: {
    topic: 'troubles',
    frames: groupGunningFrames('{his} [unit|precinct]'),
    coda: GUNNING_CODA,
    rows: {
      1: ORGANISED_CRIME,
      2: BOOSTERGANGS,
      3: [
        'a police accountability group',
        'activists who [watch|film] every arrest',
        "a citizens' group [demanding|pushing for] accountability",
      ],
      4: DIRTY_POLITICIANS,
      5: SMUGGLERS,
      6: ['street criminals', 'the small-time crooks of the Street', 'street-level [crooks|criminals]'],
    },
  },
  target: {
    topic: 'cases',
    frames: [
      '{his} [unit|precinct] goes after {x}',
      'The main target of {his} [unit|precinct] is {x}',
      '{S} and {his} [unit|colleagues] [hunt|chase] {x}',
      'Most of {his} [cases|arrests] involve {x}',
    ],
    rows: {
      1: ORGANISED_CRIME,
      2: BOOSTERGANGS,
      3: DRUG_RUNNERS,
      4: DIRTY_POLITICIANS,
      5: SMUGGLERS,
      6: ['street crime', 'crime on the Street', 'the everyday crime of the Street'],
    },
  },
};

/** The Fixer's lifepath. */
export const FIXER: RoleQuestionPhrases = {
  kind: {
    topic: 'line of work',
    frames: [
      '{S} is {a role}, working as {x}',
      '{S} makes {his} living as {a role}, [mostly|chiefly] as {x}',
      '{S} knows someone who knows someone, and trades on it as {x}',
      '{S} works as {x}, {a role} [with a long contact list|who takes a cut of everything]',
      ...KIND_FRAMES,
    ],
    rows: {
      1: [
        'a broker of deals between rival gangs',
        'a go-between for rival gangs',
        'the middleman gangs trust [to broker a truce|with their deals]',
      ],
      2: [
        'a procurer of rare goods for exclusive clients',
        'a finder of rare things for [rich|exclusive] clients',
        'a [rare goods|luxury] procurer',
      ],
      3: [
        'an agent for Solos and Techs',
        'a booking agent for a stable of Solos or Techs',
        'the agent who finds work for [hired guns|Solos] and Techs',
      ],
      4: [
        'a supplier to the Night Markets',
        'the one who keeps the Night Markets stocked with a staple',
        'a Night Market supplier of food, meds or drugs',
      ],
      5: [
        'a contraband dealer',
        'a dealer in [goods nobody should sell|highly illegal goods]',
        'a source for street drugs and milspec weapons alike',
      ],
      6: [
        'a supplier of parts and medical stock',
        'the one who keeps Techs and Medtechs [supplied|stocked]',
        'a parts and medical [supplier|dealer]',
      ],
      7: [
        'an operator of several Night Markets',
        'the one who runs [several|a string of] Night Markets without owning any',
        'a Night Market operator',
      ],
      8: [
        'a broker of heavy contracts',
        'a dealer in heavy machinery, military vehicles and aircraft',
        'a broker for [big-ticket|heavy] [hardware|contracts]',
      ],
      9: [
        'a fence',
        'a fence for loot from Corp and Combat Zone raids',
        'the one who moves [stolen|raided] goods',
      ],
      10: [
        'an exclusive agent',
        'the exclusive agent of a single [Media|Rockerboy|Nomad pack]',
        'an agent who [represents|speaks for] one client only',
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
      4: MENTOR_PARTNER,
      5: MOB_PARTNER,
      6: CORP_PARTNER,
    },
  },
  office: {
    topic: 'office',
    frames: [
      '{S} [does business|deals] from {x}',
      '{his} [office|place of business] is {x}',
      '{S} [keeps|runs] {his} office out of {x}',
    ],
    rows: {
      1: [
        '={S} has no office at all and [keeps moving|never stays put]',
        '={S} [works|deals] on the move, with no office [to raid|anyone could find]',
        '={his} office is wherever {he} happens to be [that day|that night|standing]',
      ],
      2: ['a booth at a local bar', 'a corner booth in {his} local', 'a [regular|reserved] booth at a bar'],
      3: [
        'a web of Data Pool messages and dead drops',
        'dead drops and [coded|anonymous] Data Pool messages',
        'a scatter of dead drops and Data Pool messages',
      ],
      4: [
        'a spare room in a warehouse, shop or clinic',
        "a back room in a [friend's|quiet] shop",
        'a spare room at the back of a [warehouse|clinic]',
      ],
      5: ['an abandoned building', 'a [derelict|condemned] building', 'an empty building nobody else wants'],
      6: [
        'the lobby of a cube hotel',
        'a corner of a cube hotel lobby',
        'the [shabby|busy] lobby of a cube hotel',
      ],
    },
  },
  clients: {
    topic: 'side clients',
    frames: [
      '[On the side|Besides that], {S} works for {x}',
      '{S} also [deals with|does business with] {x}',
      '[Side money|Extra money] comes from {x}',
    ],
    rows: {
      1: [
        'Rockerboys and Medias looking for gigs',
        'performers and reporters [hunting|looking] for work',
        'Rockerboys and Medias who need [gigs|bookings]',
      ],
      2: [
        'gangers who guard {his} turf in return',
        'a gang that guards {his} patch in exchange',
        'gangers who pay in protection',
      ],
      3: [
        'execs procuring for black projects',
        'corporate execs who need things [found|sourced] quietly',
        'executives shopping for [off-the-books|secret] projects',
      ],
      4: [
        'Solos who need jobs',
        'hired guns looking for work',
        'Solos [hungry|hunting] for their next contract',
      ],
      5: [
        'Nomads and fixers setting up deals',
        'Nomad families with deals to [arrange|make]',
        'other fixers and Nomads who need a [broker|go-between]',
      ],
      6: [
        'politicos and execs buying information',
        'politicians and execs who pay for [secrets|information]',
        'buyers of secrets [in suits|from city hall and the towers]',
      ],
    },
  },
  gunning: {
    topic: 'troubles',
    frames: GUNNING_FRAMES,
    coda: GUNNING_CODA,
    rows: {
      1: GANGERS_WANT_EXCLUSIVE,
      2: [
        'rival fixers poaching {his} clients',
        'other fixers [luring away|stealing] {his} clients',
        'a rival fixer after {his} [client list|contacts]',
      ],
      3: [
        'execs who want {him} working only for them',
        'corporate execs who will not share {him} with anyone',
        'execs [set on owning|that want to own] {his} contacts',
      ],
      4: [
        'an enemy of a former client, tidying up loose ends',
        "someone cleaning up after an old client's enemies",
        "a killer sent to tie off an old client's loose ends",
      ],
      5: CHEATED_CLIENT,
      6: [
        'a rival fixer competing for the same goods',
        'another fixer chasing the same [merchandise|goods]',
        'a rival who [wants|grabs] the same goods first',
      ],
    },
  },
};

const TRADE_FRAMES = [
  'They [make their living|earn their keep] by {x}',
  'What the [family|pack] does [for a living|] is {x}',
  'The convoy [lives|survives] by {x}',
];

/** The Nomad's lifepath. */
export const NOMAD: RoleQuestionPhrases = {
  job: {
    topic: 'place in the pack',
    frames: [
      '{S} is {a role}, riding with the pack as {x}',
      '{S} runs with a Nomad family, serving as {x}',
      'In the pack {S} is {x}, {a role} who trusts the road more than any city',
      '{S} earns {his} place in the pack as {x}',
      ...KIND_FRAMES,
    ],
    rows: {
      1: [
        "the pack's scout",
        'a scout who rides ahead and does the talking with strangers',
        'the [scout and negotiator|pathfinder] of the convoy',
      ],
      2: ['an outrider', 'an outrider who guards the convoy', "the convoy's [armed escort|guard]"],
      3: [
        'a [pilot|driver] for the pack',
        'a driver who moves people and gear',
        'the one behind the [wheel|controls] when the pack moves',
      ],
      4: [
        'the loadmaster',
        'the loadmaster of the [big haulers|cargo rigs]',
        'the one who runs the [trucking|heavy cargo]',
      ],
      5: [
        'a smuggler',
        'a lone smuggler for the family',
        'a runner who carries what nobody should know about',
      ],
      6: [
        "the pack's procurer",
        'the one who finds fuel, vehicles and parts',
        'a procurer who keeps the convoy supplied',
      ],
    },
  },
  philosophy: {
    topic: 'pack',
    frames: [
      'The [pack|family] is {x}',
      '{his} family on the road is {x}',
      'As [packs|Nomad families] go, {hers} is {x}',
    ],
    rows: {
      1: [
        'good and welcoming to all',
        'open-handed and welcoming',
        'a welcoming family that turns no one away',
      ],
      2: ['an honest family business', 'honest, hard-working and fair', 'a straight family business'],
      3: [
        'mostly clean, rarely slipping into shady deals',
        'honest [enough|most of the time], bar the odd shady deal',
        'rarely crooked',
      ],
      4: [
        'willing to bend the rules for the good of the pack',
        "loose with the rules [where the family is concerned|for the pack's sake]",
        'a family that bends the law to survive',
      ],
      5: ['ruthless and self-serving', 'hard, selfish and ruthless', 'out for itself and nobody else'],
      6: [
        'a band of highway raiders who terrorise everyone',
        'a pack of [raiders|road pirates] feared on every highway',
        'a gang of highway raiders',
      ],
    },
    tones: { 1: 1, 2: 1, 5: -1, 6: -1 },
  },
  gunning: {
    topic: 'troubles',
    frames: groupGunningFrames('the pack'),
    coda: GUNNING_CODA,
    rows: {
      1: ORGANISED_CRIME,
      2: BOOSTERGANGS,
      3: DRUG_RUNNERS,
      4: DIRTY_POLITICIANS,
      5: [
        'rival packs in the same trade',
        'other Nomad families in the same [line of work|business]',
        'a rival pack [after|chasing] the same trade',
      ],
      6: ['dirty cops', 'crooked Lawmen', 'cops on the take'],
    },
  },
  packSize: {
    topic: 'pack',
    frames: [
      '{his} [pack|clan] is {x}',
      'The family {S} [rides|travels] with is {x}',
      '[All told|Counting everyone], the pack is {x}',
    ],
    rows: {
      1: ['a single extended family', 'one [big|sprawling] family', 'just one extended family'],
      2: ['a couple of dozen strong', 'about two dozen people', 'a [tight|small] band of two dozen'],
      3: ['forty or fifty strong', 'some forty or fifty people', 'a band of forty or fifty'],
      4: ['more than a hundred strong', 'over a hundred people', 'a [big|large] band of more than a hundred'],
      5: [
        'a Blood Family of hundreds',
        'hundreds strong, a full Blood Family',
        'a Blood Family several hundred strong',
      ],
      6: [
        'an Affiliated Family of several Blood Families',
        'a [federation|union] of several Blood Families',
        'several Blood Families [bound|joined] together',
      ],
    },
  },
  landAirSea: {
    topic: 'roads',
    frames: ['{x}', '[By choice|By tradition], {x}', '[These days|For now], {x}'],
    rows: {
      1: [
        'the pack rolls on the highways',
        '{S} and the pack travel by land',
        'the family keeps to the roads',
      ],
      2: [
        'the pack flies between the cities',
        '{S} and the pack take to the air',
        'the family [lives|works] in the sky',
      ],
      3: [
        'the pack sails the coasts and the open ocean',
        '{S} and the pack travel by sea',
        'the family [lives|works] on the water',
      ],
    },
  },
  landTrade: {
    topic: 'trade',
    frames: TRADE_FRAMES,
    rows: {
      1: ['running as a gogang', 'riding as a gogang', 'raising hell as a motorised gang'],
      2: ['carrying passengers', 'moving people from city to city', 'running passenger transport'],
      3: [
        'running a travelling school',
        'teaching town to town as a [chautauqua|travelling school]',
        'bringing lessons and lectures to the [towns|settlements]',
      ],
      4: [
        'putting on a travelling show',
        'running a [carnival|travelling show]',
        'taking a show from town to town',
      ],
      5: ['migrant farming', 'following the harvests', 'working the fields as [migrant|travelling] farmers'],
      6: ['hauling cargo', 'moving freight', 'running cargo [across the country|between the cities]'],
      7: ['protecting shipments', "guarding other people's cargo", 'riding shotgun on shipments'],
      8: ['smuggling', 'running contraband', 'moving goods past the checkpoints'],
      9: [
        'fighting as a mercenary army',
        'hiring out as [an army|mercenaries]',
        'selling its guns as a mercenary force',
      ],
      10: [
        'working as a construction crew',
        'building things [as a travelling crew|for hire]',
        'taking construction jobs',
      ],
    },
  },
  airTrade: {
    topic: 'trade',
    frames: TRADE_FRAMES,
    rows: {
      1: ['air piracy', 'raiding [aircraft|cargo planes]', 'robbing other flights'],
      2: ['flying cargo', 'running cargo flights', 'hauling freight by air'],
      3: ['flying passengers', 'running passenger flights', 'ferrying people by air'],
      4: ['protecting aircraft', 'escorting other flights', 'guarding planes in the air'],
      5: ['smuggling', 'flying contraband', 'moving goods past the radar'],
      6: [
        'flying combat support',
        'providing air support [in combat|for hire]',
        'selling its pilots as combat support',
      ],
    },
  },
  seaTrade: {
    topic: 'trade',
    frames: TRADE_FRAMES,
    rows: {
      1: ['piracy', 'raiding ships', 'preying on shipping'],
      2: ['shipping cargo', 'moving freight by sea', 'running cargo ships'],
      3: [
        'carrying passengers by sea',
        'running passenger boats',
        'ferrying people [along the coast|between ports]',
      ],
      4: ['smuggling', 'running contraband by boat', 'moving goods past the harbour patrols'],
      5: [
        'providing combat support',
        'hiring out as naval [muscle|support]',
        'selling its boats and guns as combat support',
      ],
      6: ['submarine warfare', 'hunting with submarines', 'fighting under the waves'],
    },
  },
};
