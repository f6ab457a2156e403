import type { TablePhrases } from '../phrase-types.ts';

/* How the character turned out: personality, values, feelings about people, the thing they keep. */

/** Personality rows follow 'is', 'turned out' or 'call him'. */
export const PERSONALITY: TablePhrases = {
  topic: 'character',
  frames: [
    '{S} has [turned out|grown up] {x}',
    '{S} is {x}',
    '[People|Those] who know {Sobj} call {him} {x}',
    '[By now|These days], {S} is {x}',
    '[Anyone who has worked with|Those who know] {Sobj} would call {him} {x}',
  ],
  rows: {
    1: [
      'shy and secretive',
      'quiet, guarded and hard to read',
      'secretive to the bone and shy [with|around] strangers',
    ],
    2: [
      'rebellious, antisocial and quick to violence',
      'a rebel with a short fuse and no use for company',
      'hostile to rules, to crowds and to anyone who pushes',
    ],
    3: [
      'arrogant, proud and aloof',
      'proud to the point of arrogance and [cool|distant] with everyone',
      'aloof, [haughty|lofty] and sure {he} is better than the room',
    ],
    4: [
      'moody, rash and headstrong',
      'headstrong and quick to act on a mood',
      'ruled by {his} moods, and reckless with it',
    ],
    5: [
      'picky, fussy and nervous',
      'fussy about details and [jumpy|nervous] about everything else',
      '[anxious|high-strung] and particular about everything',
    ],
    6: [
      'steady and serious',
      'calm, serious and [hard to rattle|dependable]',
      'level-headed and [grave|earnest], the steady one in any crew',
    ],
    7: [
      'silly and scatterbrained',
      '[giddy|light-hearted] and hard to take seriously',
      '[cheerfully|happily] flighty, with {his} head in the clouds',
    ],
    8: [
      'sneaky and deceptive',
      'sly, [slippery|evasive] and never quite honest',
      'a [born|natural] liar with a talent for going unnoticed',
    ],
    9: [
      'cerebral and detached',
      "[bookish|analytical] and coolly distant from other people's troubles",
      'cerebral, detached and more at home with ideas than people',
    ],
    10: [
      'friendly and outgoing',
      'warm, open and easy to like',
      'sociable, [chatty|talkative] and quick to make friends',
    ],
  },
  tones: { 2: -1, 3: -1, 6: 1, 8: -1, 10: 1 },
};

/** What the character values most; every wording is singular. */
export const VALUES_MOST: TablePhrases = {
  topic: 'values',
  frames: [
    'what {S} [values|prizes] most is {x}',
    '{S} values {x} above [everything|all else]',
    '{S} [holds on to|clings to] one thing above all: {x}',
    '[In the end|When it counts], {S} cares most about {x}',
    'for {Sobj}, nothing [counts|matters] more than {x}',
  ],
  rows: {
    1: ['money', 'hard cash', 'a fat account balance'],
    2: ['honour', '{his} honour', 'a code of honour'],
    3: ['{his} word', 'a promise kept', 'keeping {his} word'],
    4: ['honesty', 'the plain truth', 'telling the truth'],
    5: ['knowledge', 'knowing things', 'what {he} knows'],
    6: ['vengeance', 'revenge', 'settling scores'],
    7: ['love', 'being loved', 'a love worth keeping'],
    8: ['power', 'control', 'having the upper hand'],
    9: ['family', '{his} family', 'the family {he} has left'],
    10: ['friendship', 'loyalty between friends', "a friend's trust"],
  },
  tones: { 2: 1, 3: 1, 4: 1, 6: -1, 7: 1, 8: -1, 9: 1, 10: 1 },
};

/** Feelings about people are present-tense predicates. */
export const PEOPLE_ATTITUDE: TablePhrases = {
  topic: 'view of people',
  frames: [
    '{S} {x}',
    'When it comes to strangers, {S} {x}',
    'As for everyone else, {S} {x}',
    '[By nature|At heart], {S} {x}',
    '[Out on the Street|Day to day], {S} {x}',
  ],
  rows: {
    1: [
      'stays neutral about people',
      'keeps other people at a [neutral|polite] distance',
      "takes no one's side",
    ],
    2: [
      'takes people as they come, no more and no less',
      'judges people one at a time, [on what they do|by what they do]',
      '[meets|treats] everyone on their own terms',
    ],
    3: [
      'likes almost everyone {he} meets',
      'finds most people [all right|good company]',
      '[gets along with|warms to] nearly everybody',
    ],
    4: [
      'can barely stand most people',
      '[dislikes|despises] nearly everyone {he} meets',
      'finds most people [hard to stomach|unbearable]',
    ],
    5: [
      'sees people as tools to use and [drop|throw away]',
      'treats everyone as a means to an end',
      '[uses|spends] people like small change',
    ],
    6: [
      'believes every person counts for something',
      'sees value in everyone, [even the worst|even strangers]',
      'treats everyone as worth something',
    ],
    7: [
      'goes straight through anyone who gets in {his} way',
      'sees people as obstacles to crush',
      '[flattens|runs over] anyone who stands between {him} and what {he} wants',
    ],
    8: [
      'trusts nobody and relies on no one',
      'counts on nobody but {himself}',
      'never trusts anyone [further than {he} can see them|all the way]',
    ],
    9: [
      'thinks the world would be better off without people',
      'would [happily|gladly] let the cockroaches inherit the earth',
      'has given up on the human race [entirely|altogether]',
    ],
    10: [
      'thinks people are wonderful',
      '[loves|delights in] people, [all of them|flaws and all]',
      '[never tires of|is endlessly curious about] other people',
    ],
  },
  tones: { 3: 1, 4: -1, 5: -1, 6: 1, 7: -1, 8: -1, 9: -1, 10: 1 },
};

/** The possession valued most: one thing, as an object. */
export const VALUED_POSSESSION: TablePhrases = {
  coda: [
    ', and {he} [rarely|never] says why',
    ', and {he} will not say where it came from',
    ', [though|and] few people know [why|the story]',
    ', and it has been through as much as {he} has',
  ],
  topic: 'most treasured thing',
  frames: [
    'Wherever {S} goes, {he} carries {x}',
    'The one thing {S} would [run back into a fire for|never sell] is {x}',
    '{S} treasures nothing {he} owns more than {x}',
    '{his} most [valued|prized] possession is {x}',
  ],
  rows: {
    1: [
      'an old [pistol|knife] {he} keeps clean and close',
      'a weapon with a story {he} never tells',
      'a [battered|well-oiled] sidearm from {his} first job',
    ],
    2: [
      'a worn multitool {he} has had since childhood',
      'a tool {he} could not work without',
      'a [battered|scratched] toolkit handed down to {him}',
    ],
    3: [
      'a [faded|battered] jacket with a history',
      'a piece of clothing that once belonged to someone else',
      'an old [coat|scarf] {he} will not replace',
    ],
    4: [
      'a [creased|faded] photograph',
      'an old photo {he} keeps [folded|tucked] small',
      'a photograph of [people|faces] {he} no longer sees',
    ],
    5: [
      'a [battered|dog-eared] paper book',
      'a diary [full of|filled with] {his} own handwriting',
      'a [worn|old] notebook {he} never lets anyone read',
    ],
    6: [
      'a recording {he} plays [when nobody is around|late at night]',
      'an old voice recording on a [scratched|cracked] chip',
      'a [scratched|battered] chip with a voice on it',
    ],
    7: [
      'a [battered|beat-up] guitar',
      'a [cheap|scuffed] instrument {he} learned to play by ear',
      'an old musical instrument in a cracked case',
    ],
    8: [
      'a [thin|tarnished] chain {he} never takes off',
      'a ring worn thin by years of wear',
      'a piece of jewellery that was a gift',
    ],
    9: [
      'a [battered|threadbare] childhood toy',
      'a [small|tiny] toy {he} has kept since {he} was a kid',
      'a [broken|one-eyed] plush toy {he} would never admit to owning',
    ],
    10: [
      'a letter {he} has read a hundred times',
      'a [folded|creased] handwritten letter',
      'an unopened letter {he} cannot bring {himself} to read',
    ],
  },
};
