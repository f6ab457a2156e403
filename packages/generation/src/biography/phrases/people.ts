import type { TablePhrases, Variants } from '../phrase-types.ts';

/*
 * The people in the character's life: the person valued most, friends, enemies and tragic loves.
 * Other people are 'they' and 'them', whatever their gender, so the character's pronouns stay clear.
 */

/** The person valued most; rows starting with '=' are whole clauses. */
export const VALUED_PERSON: TablePhrases = {
  topic: 'people',
  coda: [
    ', and that will not change',
    ', [though|and] {he} [rarely|seldom] says so',
    ', whatever anyone [thinks|says]',
    ', and everyone close to {Sobj} knows it',
    ', and it has been that way for years',
    ', and {he} [does not apologise for it|makes no apology for it]',
    ', [for better or worse|like it or not]',
    ', and that says a lot about {Sobj}',
    ', and [nobody|no one] has ever [changed|shaken] that',
  ],
  frames: [
    'The person {S} [values|treasures] most is {x}',
    'If anyone matters to {Sobj}, it is {x}',
    '{S} would [walk through fire|take a bullet] for {x}',
    '[Above everyone else|More than anyone], {S} [cares about|looks out for] {x}',
    'The one person {S} [would never betray|would die for] is {x}',
    '[In {his} heart|Deep down], {S} [lives for|would do anything for] {x}',
  ],
  rows: {
    1: [
      'a parent who kept {him} alive when nobody else would',
      'the parent who raised {him}',
      'the parent who [stood by|never gave up on] {him}',
    ],
    2: [
      'a brother or sister {he} would bleed for',
      '{his} only sibling',
      'a sibling who knows all {his} secrets',
    ],
    3: [
      'a lover {he} keeps well away from the business',
      'a lover who waits up for {him}',
      '{his} lover, the one soft spot {he} has',
    ],
    4: [
      'a friend who has pulled {him} out of more than one fire',
      'an old friend [from the early days|who has known {him} forever]',
      'a friend {he} trusts with {his} life',
    ],
    5: [
      '={S} values {himself} [first, last and always|above everyone else|before anybody else]',
      '=the only person {S} [really|truly] [trusts|cares about|counts on] is {himself}',
      '=when it comes down to it, {S} [looks out for|takes care of] {himself} [first|before anyone else]',
    ],
    6: [
      'a pet that waits for {him} after every job',
      'a scruffy animal that shares {his} [flat|place]',
      'a [scruffy|loyal] pet that [greets|waits up for] {him}',
    ],
    7: [
      'a teacher who showed {him} how the Street really works',
      'the mentor who [took {him} in|took a chance on {him}]',
      'an old mentor {he} still [answers to|turns to]',
    ],
    8: [
      'a public figure {he} has only ever seen on the feeds',
      'a [celebrity|public figure] {he} [follows|watches] on every screen',
      'a [famous|well-known] face who does not know {he} exists',
    ],
    9: [
      'a personal hero whose old exploits {he} still tries to live up to',
      'a hero {he} has [looked up to|idolised] since childhood',
      'a legend {he} [measures {himself} against|tries to live up to]',
    ],
    10: [
      '=nobody [matters|counts] to {Sobj} [that much|more than the next job|more than {his} own skin]',
      '={S} [keeps|holds] no one [that close|close enough to matter|close enough to hurt {him}]',
      '=there is no one {S} would [bleed|take a bullet|risk {his} neck] for',
    ],
  },
  // Caring for nobody, or only for oneself, pulls against a friend told in the same sentence.
  tones: { 5: -1, 10: -1 },
};

/** Friends are people, with a little of their history. */
export const FRIEND: TablePhrases = {
  topic: 'friends',
  coda: [
    ', and the bond has held [for years|through everything]',
    ', and they have [saved|covered] each other more than once',
    ', which is more than most people [in the city|on the Street] can say',
    ', and that [counts for a lot|matters] in this city',
  ],
  frames: [
    '{S} can [count|rely] on {x}',
    '{S} can [also|] lean on {x}',
    '[On {his} side|In {his} camp] stands {x}',
    'Not everyone is against {him}: {S} [has|still has] {x}',
  ],
  rows: {
    1: [
      'a friend who has been like an older [brother or sister|sibling] to {him}',
      'an older friend who looks out for {him} like family',
      'someone [older|a few years older] who took {him} under their wing',
    ],
    2: [
      'a friend {he} looks after like a younger sibling',
      'a younger friend who [looks up to|follows] {him} like a kid brother or sister',
      'someone younger {he} has sworn to [protect|look after]',
    ],
    3: [
      'a mentor who taught {him} the trade',
      'an old teacher [who still checks in|{he} still calls on]',
      'someone who showed {him} the ropes [and never asked for thanks|when {he} was green]',
    ],
    4: [
      'a partner from [the old days|the job]',
      'someone {he} has worked jobs with [for years|since the start]',
      'a [co-worker|crewmate] who has [covered|saved] {his} back more than once',
    ],
    5: [
      'an old flame who stayed close',
      'a former lover [who is still a friend|{he} still trusts]',
      'someone {he} once loved, now a friend [and nothing more|above all]',
    ],
    6: [
      'an old rival who now has {his} back',
      'a former enemy who [came around|switched sides]',
      'someone who once wanted {him} dead and now [drinks with|stands with] {him}',
    ],
    7: [
      'someone who has been like a parent to {him}',
      'an older friend who [raised|half-raised] {him} when nobody else would',
      'the closest thing {he} has to a parent',
    ],
    8: [
      'a friend {he} grew up with',
      'a childhood friend [from the old neighbourhood|from the early years]',
      'someone who has known {him} since they were both kids',
    ],
    9: [
      'a face from the Street who always shows up [when it counts|at the right moment]',
      'a street kid {he} [once fed|once helped] and never lost touch with',
      'someone from the Street {he} [trusts|would vouch for]',
    ],
    10: [
      'someone chasing the same dream',
      'a friend who [wants the same thing|shares {his} big plan]',
      'someone {he} met [over a shared obsession|through a common cause]',
    ],
  },
  tones: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1 },
};

/** Frames for a second or third friend. */
export const MORE_FRIENDS: Variants = [
  'There is also {x}',
  '{S} [also|still] keeps in touch with {x}',
  'Then there is {x}',
  '{S} [also trusts|trusts] {x} [as well|too]',
];

/** Enemies are one person each; every wording is singular. */
export const ENEMY: TablePhrases = {
  topic: 'enemies',
  frames: [
    '{S} has [made an enemy of|an enemy in] {x}',
    '[There is|Somewhere out there is] {x}, and they [will not|cannot] let it go',
    '{x} [still|] has a score to settle with {him}',
    'Not everyone wishes {Sobj} well, [least of all|certainly not] {x}',
  ],
  rows: {
    1: ['an ex-friend', 'a friend turned enemy', 'someone who used to be a friend'],
    2: ['an ex-lover', 'a former lover', 'someone {he} once [loved|shared a bed with]'],
    3: [
      'an estranged relative',
      'a relative {he} no longer speaks to',
      'a member of {his} own family who broke with {him}',
    ],
    4: [
      'a childhood enemy',
      'a rival from {his} school days',
      'someone who has hated {him} since they were kids',
    ],
    5: ['a former underling', 'someone who once worked for {him}', 'an old subordinate'],
    6: ['a former boss', 'an old employer', 'someone {he} used to work for'],
    7: ['a former partner', 'an old co-worker', 'someone {he} used to work jobs with'],
    8: [
      'a corporate exec',
      'an Exec with a corner office and a long memory',
      'a [mid-level|senior] corp executive',
    ],
    9: [
      'a government official',
      'a [city|state] official',
      'someone with a government badge and a long memory',
    ],
    10: ['a boosterganger', 'a chromed-up ganger', 'a member of a local boostergang'],
  },
};

/** Frames for a second or third enemy. */
export const MORE_ENEMIES: Variants = [
  '{S} has also made an enemy of {x}',
  'There is also {x} [with a grudge|who wants {him} gone]',
  'Add to that {x} [with a grudge|who wants {him} gone]',
];

/** Who was wronged: roll 1 is the character, roll 2 the enemy. */
export const ENEMY_WRONGED: TablePhrases = {
  topic: 'feud',
  frames: [
    '{x}',
    '[To be fair|Truth be told], {x}',
    '[Everyone knows|It is no secret] {x}',
    '[For the record|To be clear], {x}',
  ],
  rows: {
    1: ['the wrong was done to {him}', '{S} was the one who got hurt', '{S} is the injured party'],
    2: [
      'the fault [was|is] {hers}',
      '{S} [was|is] the one in the wrong',
      '{S} [knows|admits] {he} started it',
    ],
  },
};

/** What started a feud: `rows` when the character did it, `mirror` when the enemy did. */
export const ENEMY_CAUSE: TablePhrases = {
  topic: 'feud',
  frames: [
    'It [started|began] when {x}',
    'The [trouble|bad blood] goes back to the day {x}',
    '[Years ago|Some time back], {x}',
    '[Long ago|Back then], {x}',
  ],
  rows: {
    1: [
      '{S} made them look small in front of their own people',
      '{S} cost them face and standing',
      '{S} [shamed|embarrassed] them in front of [the people|everyone] they needed to impress',
    ],
    2: [
      '{S} cost them someone they loved',
      'they lost someone dear because of {Sobj}',
      '{S} took [a friend|someone close] away from them',
    ],
    3: [
      '{S} humiliated them in public',
      '{S} made a fool of them [in front of a crowd|where everyone could see]',
      '{S} [laughed at|mocked] them in public, and the story spread',
    ],
    4: [
      '{S} called them a coward, or something worse',
      '{S} sneered at their courage [in front of others|for all to hear]',
      '{S} branded them a coward [for all to hear|and made it stick]',
    ],
    5: [
      '{S} betrayed them when it counted',
      '{S} [walked out on|deserted] them [at the worst moment|when they needed {him}]',
      '{S} sold them out',
    ],
    6: [
      '{S} turned down what they offered, [work or love|a job or more]',
      '{S} said no to their offer, and they [took it personally|never got over it]',
      '{S} rejected them [when they came calling|flatly]',
    ],
    7: [
      'the two of them just never got along',
      'the two of them rubbed each other the wrong way from the very start',
      'the two never got along, for no reason anyone can name',
    ],
    8: [
      '{S} won the lover they both wanted',
      'the two of them fell for the same person, and {S} won',
      '{S} [stole|took] the one they loved',
    ],
    9: [
      'the two of them chased the same money, and {S} got it first',
      '{S} [beat|outbid] them to a deal [they needed|worth a fortune]',
      '{S} [cut|pushed] them out of a deal they both wanted',
    ],
    10: [
      '{S} framed them for something they never did',
      '{S} pinned a crime on them that was not theirs',
      '{S} set them up to take the fall',
    ],
  },
  mirror: {
    1: [
      'they made {him} look small in front of {his} own people',
      'they cost {him} face and standing',
      'they [shamed|embarrassed] {him} in front of everyone who mattered',
    ],
    2: [
      'they cost {him} someone [close|dear] to {him}',
      '{S} lost someone [dear|close] because of them',
      'they took someone {he} loved away from {him}',
    ],
    3: [
      'they humiliated {him} in public',
      'they made a fool of {him} [in front of a crowd|where everyone could see]',
      'they [mocked|shamed] {him} in public, and the story spread',
    ],
    4: [
      'they called {him} a coward, or something worse',
      'they sneered at {his} courage [in front of others|for all to hear]',
      'they branded {him} a coward and made it stick',
    ],
    5: [
      'they betrayed {him} when it counted',
      'they [walked out on|deserted] {him} [at the worst moment|when {he} needed them]',
      'they sold {him} out',
    ],
    6: [
      'they turned down what {S} offered, work or love',
      'they said no to what {S} offered, and it still stings',
      'they rejected {him} [when {he} came calling|flatly]',
    ],
    7: [
      'the two of them just never got along',
      'the two of them rubbed each other the wrong way from the very start',
      'the two never got along, for no reason anyone can name',
    ],
    8: [
      'they stole the one {S} loved',
      'the two of them fell for the same person, and the rival won',
      'they [took|lured away] {his} lover',
    ],
    9: [
      'the two of them chased the same money, and they got it first',
      'they beat {him} to a deal {he} needed',
      'they pushed {him} out of a deal they both wanted',
    ],
    10: [
      'they framed {him} for something {he} never did',
      'they pinned a crime on {him} that was not {hers}',
      'they set {him} up to take the fall',
    ],
  },
};

/** What an enemy can bring: clauses with the enemy as 'they'. */
export const ENEMY_RESOURCES: TablePhrases = {
  topic: "enemy's reach",
  frames: [
    '{x}',
    '[As things stand|As it is], {x}',
    '{S} [knows|has learned] that {x}',
    '[By all accounts|From what {S} hears], {x}',
  ],
  rows: {
    1: [
      'they have only themselves, and their heart is not in it',
      'they work alone and [half-heartedly|without much conviction]',
      'they have nobody behind them and not much stomach for a fight',
    ],
    2: [
      'they have only themselves, but they [mean it|are serious]',
      'they work alone, and they [mean business|are deadly serious]',
      'they have no backup, just a lot of determination',
    ],
    3: [
      'they have one trusted friend to call on',
      'they [can bring|have] a close friend along',
      'they and one [trusted|loyal] friend are all there is',
    ],
    4: [
      'they can call on a handful of friends',
      'they have a few friends [willing|ready] to help',
      'a handful of friends will back them up',
    ],
    5: [
      'they have a whole crew of friends [behind them|at their back]',
      'they can [gather|muster] a crew [when they need one|of their own]',
      'a crew of [loyal|hard] friends stands behind them',
    ],
    6: [
      'they have a whole gang at their back',
      'they can [call out|send] a gang [after {him}|to do their work]',
      'an entire gang [answers to|backs] them',
    ],
    7: [
      'they have cops or other Lawmen who owe them favours',
      'they can [lean on|call in] the local police',
      'the Lawmen owe them [favours|plenty]',
    ],
    8: [
      'they have a gang boss or a small corp [behind them|in their pocket]',
      'they can call on a [powerful|connected] gang boss',
      'a small corporation with real clout [stands behind|backs] them',
    ],
    9: [
      'they have a megacorp and its deep pockets behind them',
      'they can [count on|call on] the resources of a powerful corporation',
      'a [whole|powerful] corporation [backs|stands behind] them',
    ],
    10: [
      'they have a government agency [on their side|at their command]',
      'they can [turn|bring] a whole city [against|down on] {him}',
      'the machinery of a government stands behind them',
    ],
  },
};

/** What the character will do: bare infinitives after 'will' or 'means to'. */
export const ENEMY_ACTION: TablePhrases = {
  topic: 'plan',
  frames: [
    'If they [ever meet again|cross paths again], {S} will {x}',
    '{S} has [made up {his} mind|decided] to {x}',
    'Should their paths cross, {S} [means|intends] to {x}',
    '[Next time|When the day comes], {S} will {x}',
  ],
  rows: {
    1: [
      'steer well clear of them',
      'avoid them at any cost',
      'keep out of their way [no matter what|at all costs]',
    ],
    2: ['stay out of their way', 'keep a safe distance', 'slip out of sight whenever they [turn up|appear]'],
    3: [
      'lose all control and go for their throat',
      'go at them in a murderous rage',
      '[snap|lose it] and attack on sight',
    ],
    4: [
      'see red and come at them swinging',
      'fly into a blind rage and go after them',
      'charge in with both fists',
    ],
    5: [
      'undermine them quietly from behind',
      'work against them [without them knowing|in secret]',
      'chip away at them [from the shadows|behind their back]',
    ],
    6: [
      'strike at them through others, never face to face',
      '[hire|send] others to hurt them',
      'hit them through go-betweens and keep {his} own hands clean',
    ],
    7: ['tear into them with words', '[attack|savage] them verbally', '[cut|flay] them to pieces with words'],
    8: [
      'shame them in front of everyone',
      'tear them down in public',
      '[expose|humiliate] them where everyone can see',
    ],
    9: [
      'pin a crime on them',
      'frame them for a crime',
      '[set them up|plant evidence] to put them behind bars',
    ],
    10: [
      'hunt them down and make them pay in blood',
      '[kill|maim] them if {he} can',
      'track them down and [finish it|end it] for good',
    ],
  },
};

/** Tragic loves are past-tense clauses; the lover is 'they' and 'them'. */
export const LOVE_AFFAIR: TablePhrases = {
  topic: 'love life',
  coda: [
    ', and {S} [has not loved anyone since|does not talk about it]',
    ', and {he} [still carries it|carries it still]',
    ', and the wound has never [closed|healed]',
    ', and {S} has kept {his} heart [shut|locked away] since',
    ', and {he} [blames {himself}|still asks {himself} why]',
    ', and some nights it [still keeps {Sobj} awake|comes back]',
  ],
  frames: [
    'Love has not been kind to {him}[| either]: {x}',
    '{S} [loved once|fell in love once], and it ended badly: {x}',
    'As for [love|romance], {x}',
    'In love, {S} has had [no luck|bad luck]: {x}',
    '{S} [once gave|gave] {his} heart away, and [it came back broken|it did not end well]: {x}',
    'There was [someone|a lover] once, [but|and] {x}',
  ],
  rows: {
    1: [
      'an accident took {his} lover away',
      '{his} lover died in a [stupid|senseless] accident',
      'the one {he} loved was killed in an accident',
    ],
    2: [
      '{his} lover disappeared one night and never came back',
      'the one {he} loved vanished without a trace',
      '{his} lover walked out one [night|evening] and was never seen again',
    ],
    3: [
      'the romance faded, slowly and for good',
      'it just did not work out',
      'love [cooled|wore thin] until nothing was left',
    ],
    4: [
      'ambition or a grudge got in the way [of the romance|of love]',
      'a [vendetta|personal goal] came between {Sobj} and the one {he} loved',
      'a grudge or an ambition [pulled|drove] the two of them apart',
    ],
    5: [
      'someone snatched {his} lover, and {he} never got them back',
      '{his} lover was kidnapped [and never returned|and never came home]',
      'the one {he} loved was taken, and {S} never found them',
    ],
    6: [
      '{his} lover lost their mind to [madness|cyberpsychosis]',
      'the one {he} loved went cyberpsycho',
      "{his} lover's mind [broke|gave way], to madness or to chrome",
    ],
    7: [
      '{his} lover took their own life',
      'the one {he} loved [ended|chose to end] their own life',
      '{his} lover [died|was lost] by their own hand',
    ],
    8: [
      'a fight turned deadly, and {his} lover did not walk away',
      '{his} lover was killed in a fight',
      'the one {he} loved died in a [firefight|street fight]',
    ],
    9: [
      'someone else won {his} lover over',
      'a rival [cut|pushed] {him} out and took {his} place',
      '{his} lover left {him} for someone else',
    ],
    10: [
      '{his} lover [ended up|was sent] behind bars',
      'the one {he} loved was exiled [far away|out of reach]',
      '{his} lover is [locked up|in exile] now, out of reach',
    ],
  },
};

/** Frames for a second or third love. */
export const MORE_LOVES: Variants = [
  '[Later|Years later], {x}',
  '{S} tried again, but {x}',
  'It went wrong [again|a second time]: {x}',
  '[Another time|Later still], {x}',
  'Love came [back|round] once more, [but|and] {x}',
];

/** When nobody is close, nobody hunts the character and no love went wrong. */
export const NOBODY: Variants = [
  '{S} travels light: no close friends, no sworn enemies and no broken heart worth mentioning',
  'Nobody waits up for {Sobj}, and nobody is hunting {him} either, [not yet|so far]',
  "{S} keeps people at arm's length, [friends and enemies alike|and so far it has worked]",
];
