import type { TablePhrases, Variants } from '../phrase-types.ts';

/*
 * Where the character comes from: region, family background, childhood and the family crisis (the
 * product's `familyBackground` table). Rows are keyed by roll. Written in our own words.
 */

/** Region rows are places that follow 'in' or 'from'. */
export const CULTURAL_REGION: TablePhrases = {
  topic: 'roots',
  frames: [
    '{S} was [born|raised] in {x}',
    '{S} [comes|hails] from {x}',
    '{S} first [saw daylight|drew breath] in {x}',
    '{S} is [a child|a product] of {x}',
    '{S} [started out|came up] in {x}',
  ],
  rows: {
    1: [
      'a [sprawling|restless] corner of the North American Free States',
      'the [overgrown|crumbling] suburbs of a North American megacity',
      'a North American [border|rust-belt] town',
    ],
    2: [
      'a [hillside|crowded] barrio in South America',
      'a Central American [port|coast] city [slick with humidity|that never sleeps]',
      'the [teeming|loud] streets of a South American megacity',
    ],
    3: [
      'a Western European port city [run by the corps|of old stone and new chrome|where the tide brings in more than water]',
      'the [grey|rain-soaked] arcologies of Western Europe',
      'an old Western European capital [wired for the new century|with chrome over its cobbles]',
    ],
    4: [
      'an Eastern European [border|factory] town',
      'the [rusting|concrete] housing blocks of an Eastern European city',
      'a [cold|hard-bitten] corner of Eastern Europe',
    ],
    5: [
      'a [sun-baked|sprawling] North African megacity',
      'the [crowded|glittering] towers of a Middle Eastern boom city',
      'a [market|harbour] district on the North African coast',
    ],
    6: [
      'a [booming|humming] Sub-Saharan free port',
      'the [fast-growing|sprawling] edge of a Sub-Saharan African megacity',
      'a Sub-Saharan boom town [that grew faster than its roads|wired before it was paved]',
    ],
    7: [
      'a [packed|roaring] South Asian megacity',
      'the [market lanes|crowded lanes] of a South Asian city',
      'a South Asian [river|harbour] city [that never stops moving|where nobody sleeps]',
    ],
    8: [
      'a South East Asian port [sprawl|city] [built half over the water|thick with humidity]',
      'the floating markets of South East Asia',
      'a [steaming|neon-lit] South East Asian megacity',
    ],
    9: [
      'the neon [megacities|canyons] of East Asia',
      'an East Asian arcology [town|district] [stacked to the clouds|where the lights never go out]',
      'a [crowded|humming] East Asian port',
    ],
    10: [
      'a Pacific [island|atoll] [town|state] [facing the rising sea|ringed by sea walls]',
      'a [sun-bleached|windswept] corner of Oceania',
      'a [small|sea-walled] island community in the Pacific',
    ],
  },
};

/** Family rows are people that follow 'born to', 'raised by' or 'came from'. */
export const ORIGINAL_BACKGROUND: TablePhrases = {
  topic: 'family',
  frames: [
    '{S} was born to {x}',
    '{S} was [raised|brought up] by {x}',
    '{S} [comes|came] from {x}',
    '{S} [started out|began life] with {x}',
  ],
  rows: {
    1: [
      'a family of Corporate Execs who lived [well|high] above the Street',
      'parents near the top of a megacorp, [with guarded homes and private tutors|with a name that opened doors]',
      'a Corporate Exec household [where money was never the question|with bodyguards at the door]',
    ],
    2: [
      'a family of Corporate Managers, comfortable and [closely watched|always watched]',
      'parents who ran departments for a Corp [and brought the job home|and lived by its schedule]',
      "a Corp manager's household in a [safe|guarded|leafy] suburb[| behind a security fence]",
    ],
    3: [
      "a family of Corporate Technicians who kept a Corp's machines [running|humming]",
      'parents who kept the labs and networks of a megacorp [running|alive] for middling pay',
      'a line of Corp technicians, middle-class and [easy to replace|never far from a layoff]',
    ],
    4: [
      'a Nomad pack that never stayed [anywhere|in one place] long',
      'a roaming Nomad clan of kin and [trucks|vehicles]',
      'Nomads who [hauled|traded] their way along the open roads',
    ],
    5: [
      'a boostergang that [passed for|served as] [family|a family]',
      'a Ganger family where loyalty [came first|was enforced] and arguments ended in blood',
      'gangers who taught {him} loyalty [first|before anything else] and settled arguments with fists',
    ],
    6: [
      'Combat Zoners who learned to sleep through [gunfire|the shooting]',
      'a family scraping by in the [lawless|burned-out] ruins of the Combat Zone',
      'parents who fought [every day|day after day] just to stay alive in the Combat Zone',
    ],
    7: [
      'a family with no fixed address, [drifting|moving on] from squat to squat',
      'parents who [moved|drifted] between shelters, squats and abandoned cars',
      'the Urban Homeless, [always one step from|one step ahead of] the next eviction',
    ],
    8: [
      'Megastructure Warren Rats packed into one tiny unit of a vast [block|tower]',
      'a family that was one number among thousands in a [government|city-built] megastructure',
      'parents who lived stacked with thousands of others in a [crumbling|concrete] megastructure',
    ],
    9: [
      'Reclaimers who took back [dead towns|abandoned farmland] [with their own hands|one building at a time]',
      'a family of Reclaimers rebuilding what the [wars and plagues|bad years] left behind',
      'settlers who [rebuilt|brought back] an abandoned town [from the ground up|board by board]',
    ],
    10: [
      'Edgerunners who lived from one [job|score] to the next',
      'parents who ran the Edge as [mercenaries and fixers|hired guns and go-betweens], never sure of the next [job|payday]',
      'a family of Edgerunners, [always one job from broke|never sure where the next job would come from]',
    ],
  },
};

/** Childhood rows are past-tense predicates of the character. */
export const CHILDHOOD_ENVIRONMENT: TablePhrases = {
  topic: 'childhood',
  frames: [
    '{S} {x}',
    '{S} {x}, and it [still shows|left its mark on {him}|shaped everything after]',
    'As for [childhood|the early years], {S} {x}',
    '[Back then|In those years], {S} {x}',
    '[Early on|From the start], {S} {x}',
  ],
  rows: {
    1: [
      'ran wild on the Street with nobody [looking out for|watching over] {him}',
      'grew up [loose|on {his} own] on the Street, [answering to nobody|with no adult in sight]',
      'learned the Street [the hard way|young], [without a grown-up to turn to|with nobody to tell {him} no]',
    ],
    2: [
      'grew up behind the [walls and checkpoints|guarded gates] of a Corporate Zone',
      'spent {his} childhood in a [guarded|walled] Corporate Zone, where the Street was something on the news',
      'was raised inside a Corporate Zone, [safe|sheltered] behind [walls|checkpoints] {he} never chose',
    ],
    3: [
      'grew up on the road with a Nomad pack that never [settled|stayed put]',
      'spent {his} childhood [in the back of a truck|in a moving convoy], [a new town every week|one town after another]',
      'was raised on the move, in a Nomad pack that [crossed|rolled across] the country and back',
    ],
    4: [
      'grew up among Nomad haulers who crewed [cargo ships|freighters], planes and convoys',
      'spent {his} childhood on [the decks of Nomad freighters|Nomad cargo runs] and in the holds of their planes',
      'was raised by a Nomad crew that moved freight by sea, air and road',
    ],
    5: [
      'grew up in a faded, once-rich neighbourhood that [kept|held] the boosters at bay',
      'spent {his} childhood in a once-wealthy district [slowly rotting|going to seed] while it held off the boostergangs',
      'was raised behind the cracked fronts of a neighbourhood that had seen better days and fought to keep the gangs out',
    ],
    6: [
      'grew up in a squat [deep inside|in the middle of] the Combat Zone',
      'spent {his} childhood in the Combat Zone, [sleeping|hiding] in a squat [between firefights|through the gunfire]',
      'was raised [in the heart of|deep in] the Combat Zone, where a squat was the best home on offer',
    ],
    7: [
      'grew up in one of the [vast|huge] tower blocks a Corp or the City packs people into',
      'spent {his} childhood in a [huge|vast] megastructure, one kid among thousands in its corridors',
      'was raised in a megastructure [run by|owned by] [a Corp|the City], where the lifts broke more often than they worked',
    ],
    8: [
      'grew up in an abandoned town that Reclaimers were bringing back [to life|from the dead]',
      'spent {his} childhood [helping|watching] Reclaimers rebuild a ghost town [house by house|street by street]',
      'was raised in a [dead|deserted] town [coming back to life|waking up again] under Reclaimer hands',
    ],
    9: [
      'grew up aboard a Drift Nation, a city of [lashed-together|roped-together] boats out at sea',
      'spent {his} childhood on a floating Drift Nation [off the coast|beyond the harbour]',
      'was raised [at sea|on the water], on a Drift Nation of boats [chained|roped] together',
    ],
    10: [
      'grew up in a corporate arcology, far above the [dirt|noise] of the Street',
      'spent {his} childhood in a [luxury|gleaming] corporate arcology, high above the Street',
      'was raised on the upper floors of a corporate arcology, where the Street was [only a view|a distant glow]',
    ],
  },
};

/** Crisis rows are past-tense clauses with their own subject, so they can follow 'until' or 'when'. */
export const FAMILY_CRISIS: TablePhrases = {
  topic: "family's story",
  frames: [
    '[Then|And then] {x}',
    'It did not [last|hold]: {x}',
    'When {S} was still [young|small|a kid], {x}',
    '[Then|But then] came the worst of it: {x}',
    "The family's luck ran out [early|soon enough]: {x}",
  ],
  rows: {
    1: [
      'someone the family trusted sold them out, and they lost [everything|it all]',
      'a [partner|friend] the family trusted betrayed them and [took|walked off with] everything they had',
      'the family was betrayed by its own [allies|friends] and lost [it all|everything]',
    ],
    2: [
      'bad deals and worse decisions [ate through|swallowed] everything the family owned',
      "{his} parents gambled [the family's savings|everything they had] on the wrong deals and lost",
      'the family [squandered|threw away] what it had, one bad call at a time',
    ],
    3: [
      'the family was thrown out of the [home|country|corporation] it belonged to',
      '{his} family was [cast out of|driven from] the place they called home',
      'the family was driven into exile [with little more than the clothes on their backs|and never allowed back]',
    ],
    4: [
      'the family was [locked up|sent to prison], and only {S} got away',
      'the law came for {his} family, and {S} alone slipped [through the net|away]',
      'everyone {he} called family ended up behind bars, everyone but {Sobj}',
    ],
    5: [
      '{his} family disappeared one by one until only {S} was left',
      'the family vanished, [person by person|one after another], and {S} is the last [of them|one left]',
      '{his} people disappeared without a trace, leaving {Sobj} [alone|on {his} own]',
    ],
    6: [
      '{his} family was wiped out, and {S} survived by [luck alone|sheer luck]',
      'killers took the whole family, and only {S} [came out alive|lived]',
      'the family was [murdered|slaughtered], and {S} lived through it by pure chance',
    ],
    7: [
      "the family's [long|old] ties to a crime syndicate dragged them under",
      'the underground cause {his} family had served for generations [finally came to collect|came knocking]',
      'the conspiracy {his} family had served for generations [turned on them|came for them]',
    ],
    8: [
      'bad luck broke the family apart and scattered it [across the map|far and wide]',
      'one misfortune after another scattered {his} family [to the winds|across the continent]',
      'the family was torn apart by [hard|bad] luck, its members flung in every direction',
    ],
    9: [
      'an old blood feud [caught up with|reached] the family',
      'the family was dragged into a blood feud older than anyone could [remember|recall]',
      "a feud that had run for generations [finally|at last] came to the family's door",
    ],
    10: [
      'the family sank under a debt that {S} inherited and [still has to clear|must pay off before anything else]',
      '{S} inherited a family debt that has to be cleared before [anything else|all else]',
      "the family's debts passed down to {Sobj}, debts that [still come first|still hang over {him}]",
    ],
  },
};

/** A childhood {C} and a crisis {F} in one sentence, when the family stayed in its own world. */
export const CHILDHOOD_THEN_CRISIS: Variants = [
  '{S} {C}, until {F}',
  '{S} {C}, at least until {F}',
  '[At first|Early on], {S} {C}, but then {F}',
  '{S} {C}, and then {F}',
  '{S} {C}, [right up to the day|until the year] {F}',
  '{S} {C}, [though not for long|but not for ever]: {F}',
];

/** Tails after a crisis; empty ones keep some crises bare. */
export const CRISIS_AFTERMATH: Variants = [
  '',
  '',
  ', and nothing was the same [again|afterwards]',
  ', and {S} learned [early|fast] that nothing lasts',
  ', and [it|that] still follows {him}',
];

/** Which world a family background row belongs to, by roll. */
export const ORIGIN_WORLD: Readonly<Record<number, World>> = {
  1: 'corp',
  2: 'corp',
  3: 'corp',
  4: 'nomad',
  5: 'street',
  6: 'street',
  7: 'street',
  8: 'street',
  9: 'reclaim',
  10: 'street',
};

/** Which world a childhood row belongs to, by roll. */
export const CHILDHOOD_WORLD: Readonly<Record<number, World>> = {
  1: 'street',
  2: 'corp',
  3: 'nomad',
  4: 'nomad',
  5: 'street',
  6: 'street',
  7: 'street',
  8: 'reclaim',
  9: 'nomad',
  10: 'corp',
};

/** The worlds a family and a childhood can belong to. */
export type World = 'corp' | 'nomad' | 'street' | 'reclaim';

/** How a family got from its own world to the one the character grew up in. */
export type Passage = 'fall' | 'rise' | 'road' | 'settle' | 'move';

/**
 * Bridges from the family sentence to a childhood in another world. {C} is the childhood predicate;
 * the `crisis` bridges also tell the family crisis at {F}.
 */
export const BRIDGES: Readonly<Record<Passage | 'crisis', Variants>> = {
  crisis: [
    'It did not last: {F}, and {S} {C}',
    'Then {F}, and after that {S} {C}',
    'That life ended when {F}, and from then on {S} {C}',
    'Everything changed when {F}, and after that {S} {C}',
    '[Then|But then] {F}, so {S} {C}',
    'When {S} was [still young|small|barely walking], {F}, and from then on {S} {C}',
    'That world fell apart when {F}, and {S} {C}',
    'After {F}, {S} {C}',
    'When {F}, {S} {C}',
    'Once {F}, {S} {C}',
    'It did not last: {F}, so {S} {C}',
    '[Then|In the end] {F}, which is how {S} {C}',
    '[Then one day|One day] {F}, so {S} {C}',
    'Nothing [stayed|stays] the same for long: {F}, and {S} {C}',
  ],
  fall: [
    'That comfort did not last, and {S} {C}',
    'Then the family [lost its place|fell from grace|lost its footing], and {S} {C}',
    'The money ran out [early|before {S} was grown], and {S} {C}',
    '[Somewhere along the way|Before long] the family lost everything, and {S} {C}',
  ],
  rise: [
    'Then a [lucky break|Corp contract] [lifted|pulled] the family up and out, and {S} {C}',
    'Against the odds the family [climbed|bought its way] behind the corporate walls, and {S} {C}',
    'A Corp [recruiter|talent scout] took an interest in the family, and {S} {C}',
  ],
  road: [
    'Then the family packed up and left the city behind, and {S} {C}',
    'When the city had nothing left to give, the family took to the road, and {S} {C}',
    'The family [joined|threw in with] people on the move, and {S} {C}',
  ],
  settle: [
    'Then the pack [broke up|fell apart], and {S} {C}',
    'The family left the road [behind|for good], and {S} {C}',
    'When the convoy [broke up|lost its vehicles], the family stayed put, and {S} {C}',
  ],
  move: [
    'The family did not stay [put|long], and {S} {C}',
    'Then the family moved on, and {S} {C}',
    '[Soon|Before long] the family [moved|pulled up stakes], and {S} {C}',
  ],
};

/** The opening sentence when both the region {R} and the family {O} are known. */
export const BIRTH_FRAMES: Variants = [
  '{S} was born in {R} to {O}',
  '{S} [comes|hails] from {R}, [born to|the child of] {O}',
  '[Born|Brought into the world] in {R}, {S} was raised by {O}',
  '{S} first [saw daylight|drew breath] in {R}, born to {O}',
  '{S} is a child of {R}, [raised|brought up] by {O}',
  '{S} [came up|started out] in {R}, [raised|brought up] by {O}',
  'The story of {Sobj} [starts|begins] in {R}, with {O}',
];

/** The opening sentence when nothing is known of the character's roots. */
export const UNKNOWN_ROOTS: Variants = [
  'Nobody knows much about where {S} came from, and {he} [likes|prefers] it that way',
  '{S} [never talks|rarely talks] about where {he} came from, and nobody [pushes|asks twice]',
  "Where {S} came from is [a closed book|anyone's guess], and {he} [keeps it that way|means to keep it so]",
];
