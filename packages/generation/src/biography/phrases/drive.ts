import type { TablePhrases, Variants } from '../phrase-types.ts';

/*
 * What drives the character now: the two life goal tables and the closing lines. Goals are bare
 * infinitives ('get rich'). Rows both tables share use one set, so the same goal reads the same.
 */

const GET_RICH: Variants = [
  'get [rich|very rich]',
  'make enough money that nobody can [touch {him}|tell {him} what to do]',
  '[pile up|stack up] enough eddies to [never worry again|buy {his} way out]',
];
const GAIN_POWER: Variants = [
  'gain [power|real power]',
  'get {his} hands on real [power|leverage]',
  'end up [holding|pulling] the strings',
];
const FIND_LOVE: Variants = [
  'find [love|real love]',
  'find someone worth [coming home to|staying for]',
  'be loved [for once|without conditions]',
];
const LIVE_DOWN_PAST: Variants = [
  'live down {his} [past|old life]',
  'bury {his} past [for good|once and for all]',
  '[escape|shake off] the reputation that follows {him}',
];

const GOAL_FRAMES: Variants = [
  '{S} [means|intends] to {x}',
  '{S} has [set {his} heart|made up {his} mind] on one thing: to {x}',
  'The plan, as far as {S} has one, is to {x}',
  '[More than anything|Above all], {S} [wants|aims] to {x}',
  'All {S} really wants is to {x}',
  'What drives {Sobj} now is [a simple aim|one aim]: to {x}',
  'Every job {S} takes is [a step|one more step] toward [one goal|a single goal]: to {x}',
  '[Deep down|At heart], {S} [wants|needs] to {x}',
];

/** The first life goal table. */
export const LIFE_GOAL: TablePhrases = {
  topic: 'plans',
  frames: GOAL_FRAMES,
  rows: {
    1: GET_RICH,
    2: GAIN_POWER,
    3: [
      'gain prestige and [a place among the elite|social standing]',
      '[earn|win] a name that opens doors',
      'climb [into the social elite|as high as the city lets anyone climb]',
    ],
    4: FIND_LOVE,
    5: [
      'cause [pain and suffering|as much pain as {he} can]',
      'make the world hurt [the way it hurt {him}|as much as {he} does]',
      '[spread|deal out] as much misery as {he} can',
    ],
    6: LIVE_DOWN_PAST,
    7: [
      'get [revenge|even]',
      '[settle|even] the score with whoever wronged {him}',
      'make someone pay for what they [did|did to {him}]',
    ],
    8: [
      'protect someone {he} [cares about|cannot lose]',
      'keep [someone|something] precious safe [whatever the cost|at any price]',
      'stand guard over the one thing {he} cares about',
    ],
    9: [
      'become [feared and respected|respected, and feared]',
      'make people [fear and respect|respect and fear] {his} name',
      'become someone nobody [dares|would dare] to cross',
    ],
    10: [
      'get {his} hands on one particular [thing|prize]',
      '[acquire|track down] a [certain|specific] item {he} has wanted for years',
      'own one [particular|special] thing [nobody else can have|at any price]',
    ],
  },
  tones: { 4: 1, 5: -1, 8: 1 },
};

/** The second life goal table (its own rows, with the shared ones reused). */
export const LIFE_GOAL_B: TablePhrases = {
  topic: 'plans',
  frames: GOAL_FRAMES,
  rows: {
    1: GET_RICH,
    2: GAIN_POWER,
    3: [
      'become [famous|a household name]',
      '[get|see] {his} name [in lights|on every feed]',
      'win the kind of fame that outlives a person',
    ],
    4: FIND_LOVE,
    5: [
      'save the world',
      '[fix|mend] what is broken in the world',
      'leave the world [better|a little better] than {he} found it',
    ],
    6: [
      'watch the [world|whole world] burn',
      'tear the whole rotten [world|system] down',
      'bring everything crashing [down|to the ground]',
    ],
    7: [
      'find out who {he} really [is|is underneath]',
      'discover who {he} is [under all the chrome|underneath it all]',
      '[learn|work out] what {he} is [really|truly] made of',
    ],
    8: [
      'avenge a wrong [done to {him}|that still burns]',
      '[right|answer] an old wrong',
      'make [the guilty|someone] pay for an old wrong',
    ],
    9: [
      'bring justice to [the world|a world without much of it]',
      '[bring|deliver] justice where the law will not',
      'make the [powerful|guilty] answer for what they do',
    ],
    10: LIVE_DOWN_PAST,
  },
  tones: { 4: 1, 5: 1, 6: -1, 9: 1 },
};

/** Endings for the first goal when a second one follows in its own sentence. */
export const GOAL_CODA: Variants = [
  ', whatever it costs',
  ', no matter what it takes',
  ', and nothing else comes close',
  ', and {he} makes no secret of it',
  ', one way or another',
  ', and {he} is already on {his} way',
  ', [sooner or later|soon rather than late]',
  ', and {he} [will not be talked out of it|has stopped pretending otherwise]',
  ', [whatever the city throws at {him}|whoever stands in the way]',
  ', and every [eddie|choice] {he} makes serves that end',
];

/** Frames for the second goal, which follows the first. */
export const SECOND_GOAL: Variants = [
  '[Beyond that|Underneath it all|Deeper down], {S} [also|] [wants|hopes] to {x}',
  '{S} also [dreams of the day {he} can|hopes one day to] {x}',
  'And if the chance comes, {S} [will|means to] {x} too',
  'Further off, {S} [would like|hopes] to {x}',
  '[One day|Someday] {S} would like to {x} as well',
];

/** Closing clauses, told after ', and' at the end of the last goal's sentence. */
export const CLOSINGS: Variants = [
  "whether [the Street|Night City|the city] [lets|will let] {him} get there is [another question|anyone's guess|a different story]",
  '[the city|Night City] has not [broken|beaten] {him} yet',
  '{S} will get there or go out [loud|swinging] trying',
  '[in Night City|on the Street] that counts as a plan',
  '[so far|for now] the Street has not [stopped|managed to stop] {him}',
  'few people who know {him} would bet against {him}',
  'the odds have never [scared|stopped] {him}',
  'every night in the city brings {him} a little closer[ to it|, or a little nearer the edge]',
  '{S} knows the city [takes more than it gives|will want something back]',
  '{S} can hear the clock [ticking|running]',
];

/** Words that open the second goal when it pulls against the first. */
export const YET: Variants = ['Yet', 'And yet', 'Even so,'];

/** When no goal is known, a closing sentence starts with one of these. */
export const NO_GOAL: Variants = [
  '{S} [lives|takes it] one job at a time, with no grand plan',
  'What comes next, {S} [has not decided|will not say]',
  '{S} [keeps|has kept] {his} plans to {himself}',
];
