import type { Random } from '../random.ts';
import { article, clause, lowerFirst, type Pronouns, toThirdPerson, withArticle } from './grammar.ts';

/*
 * Field phrases: each turns one roll-table answer into a phrase that fits a sentence. Known answers
 * get hand-written wording; any other text (a table changed later, a free answer) falls back to a
 * generic phrase that still carries the answer's own words, so no choice is ever dropped.
 */

const REGION_PLACES: Record<string, string[]> = {
  'north american': ['the North American Free States', 'a North American sprawl'],
  'south/central american': [
    'the South and Central American coast cities',
    'a South/Central American barrio',
  ],
  'western european': ['the Western European arcologies', 'a Western European port city'],
  'eastern european': ['the Eastern European rust belt', 'an Eastern European border town'],
  'middle eastern/north african': [
    'the Middle Eastern/North African megacities',
    'a Middle Eastern/North African souk district',
  ],
  'sub-saharan african': ['the Sub-Saharan African boom cities', 'a Sub-Saharan African free port'],
  'south asian': ['the South Asian megacities', 'a South Asian market district'],
  'south east asian': ['the South East Asian floating markets', 'a South East Asian port sprawl'],
  'east asian': ['the East Asian neon megacities', 'an East Asian arcology town'],
  'oceania/pacific islander': ['the Oceania/Pacific Islander atoll states', 'a Pacific Islander drift town'],
};

/** Where the character's people come from, naming the region. */
export function regionPlace(region: string, random: Random): string {
  const places = REGION_PLACES[clause(region).toLowerCase()];
  return places ? random.pick(places) : `the ${clause(region)} lands`;
}

/** The region as an adjective: 'East Asian'. */
export function regionAdjective(region: string): string {
  return clause(region).replace('Oceania/Pacific Islander', 'Pacific Islander');
}

/** 'shy and secretive' */
export function personalityPhrase(value: string): string {
  return lowerFirst(value).replace(/ and /g, ' and ');
}

/** 'money', 'her word', 'knowledge' */
export function valuePhrase(value: string, p: Pronouns): string {
  return toThirdPerson(lowerFirst(value), p);
}

/** A quoted statement of how the character sees people: always the answer's own words. */
export function attitudeQuote(value: string): string {
  const text = value.trim();
  const closed = /[.!?]$/.test(text) ? text : `${text}.`;
  return `'${closed.charAt(0).toUpperCase()}${closed.slice(1)}'`;
}

const PERSON_PHRASES: Record<string, (p: Pronouns) => string> = {
  parent: (p) => `a parent who kept ${p.him} alive when nobody else would`,
  'brother or sister': (p) => `a brother or sister ${p.he} would bleed for`,
  lover: (p) => `a lover ${p.he} keeps well away from the business`,
  friend: (p) => `a friend who has pulled ${p.him} out of more than one fire`,
  yourself: (p) => `${p.himself}, and nobody else comes close`,
  pet: (p) => `a pet that waits for ${p.him} at the end of every job`,
  'teacher or mentor': (p) => `a teacher or mentor who showed ${p.him} how the Street really works`,
  'public figure': () => 'a public figure seen only on the screamsheets and the feeds',
  'personal hero': (p) => `a personal hero whose old exploits ${p.he} still tries to live up to`,
  'no one': () => 'no one at all',
};

/** The person valued most, as a noun phrase with its article. */
export function personPhrase(value: string, p: Pronouns): string {
  const core = lowerFirst(value).replace(/^(a|an|the|your|my)\s+/i, '');
  const known = PERSON_PHRASES[core];
  if (known) return known(p);
  return withArticle(toThirdPerson(core, p));
}

const POSSESSION_TOUCHES = [
  'battered',
  'old',
  'worn',
  'scratched',
  'much-repaired',
  'treasured',
  'unremarkable',
];

/** The possession valued most, with a touch of wear and the right article: 'an old letter'. */
export function possessionPhrase(value: string, random: Random): string {
  const core = lowerFirst(value).replace(/^(a|an|the|your|my)\s+/i, '');
  const touch = random.pick(POSSESSION_TOUCHES);
  return `${article(touch)} ${touch} ${core}`;
}

const CLOTHING_NOTES: Record<string, string> = {
  'generic chic': 'standard, colourful and modular',
  leisurewear: 'comfortable, athletic and ready to run',
  'urban flash': 'flashy, techy streetwear',
  businesswear: 'cut to project authority',
  'high fashion': 'exclusive and designer-labelled',
  bohemian: 'folksy, retro and free-spirited',
  'bag lady chic': 'ragged layers that make people look away',
  'gang colors': 'loud with dangerous, rebellious colours',
  'nomad leathers': 'rugged, western and tribal',
  'asia pop': 'bright, costume-like and youthful',
};

/** 'Urban Flash (flashy, techy streetwear)' */
export function clothingPhrase(value: string): string {
  const name = clause(value);
  const note = CLOTHING_NOTES[name.toLowerCase()];
  return note ? `${name}, ${note}` : name;
}

const HAIR_PHRASES: Record<string, string> = {
  mohawk: 'a tall mohawk',
  'long and ratty': 'long and ratty hair',
  'short and spiked': 'short and spiked hair',
  'wild and all over': 'hair that is wild and all over the place',
  bald: 'a bald, gleaming scalp',
  striped: 'striped hair',
  'wild colors': 'hair dyed in wild colors',
  'neat and short': 'hair kept neat and short',
  'short and curly': 'short and curly hair',
  'long and straight': 'long and straight hair',
};

/** The hairstyle as a noun phrase: 'a tall mohawk', 'striped hair'. */
export function hairPhrase(value: string): string {
  const core = lowerFirst(value);
  return HAIR_PHRASES[core.toLowerCase()] ?? (/\bhair\b/.test(core) ? core : `${core} hair`);
}

/** The affectation as a plural-friendly noun phrase: 'mirrorshades', 'strange contacts'. */
export function affectationPhrase(value: string, p: Pronouns): string {
  return toThirdPerson(lowerFirst(value), p);
}

const ORIGIN_PHRASES: Record<string, string> = {
  'corporate execs': 'a family of Corporate Execs who lived well above the Street',
  'corporate managers': 'a household of Corporate Managers, comfortable and watched',
  'corporate technicians': 'a family of Corporate Technicians who kept the machines running',
  'nomad pack': 'a Nomad Pack that never stayed anywhere long',
  'ganger family': 'a Ganger Family where loyalty was enforced with knives',
  'combat zoners': 'Combat Zoners who learned to sleep through gunfire',
  'urban homeless': 'the Urban Homeless, moving from squat to squat',
  'megastructure warren rats': 'Megastructure Warren Rats packed into a crumbling arcology',
  reclaimers: 'Reclaimers rebuilding a dead town with their own hands',
  edgerunners: 'Edgerunners who lived from one job to the next',
};

/** The family's original background as 'a Nomad Pack that ...'. */
export function originPhrase(value: string, p: Pronouns): string {
  const name = clause(value);
  return ORIGIN_PHRASES[name.toLowerCase()] ?? `a family of ${toThirdPerson(lowerFirst(name), p)}`;
}

const GOAL_VERBS =
  /^(get|gain|find|cause|live|protect|become|acquire|save|destroy|discover|avenge|bring|shed|make|bury|hunt|be|take|win|prove|escape|rebuild|keep|see|clear|pay|earn)\b/i;

/** The life goal as an infinitive when it starts with a verb ('to get rich'), else as a noun phrase. */
export function goalPhrase(value: string, p: Pronouns): { infinitive: boolean; text: string } {
  const text = toThirdPerson(lowerFirst(value), p).replace(/\//g, ' or ');
  return GOAL_VERBS.test(text) ? { infinitive: true, text: `to ${text}` } : { infinitive: false, text };
}

/** Any other table answer, in the character's voice, ready to sit mid-sentence. */
export function answerPhrase(value: string, p: Pronouns): string {
  return toThirdPerson(lowerFirst(value), p);
}

/** The childhood as a verb phrase after the pronoun: 'ran the Street ...', 'grew up on a Drift Nation ...'. */
export function childhoodClause(value: string, p: Pronouns): string {
  const text = answerPhrase(value, p);
  return /^(ran|grew|lived|was|spent|came|moved|squatted)\b/i.test(text) ? text : `grew up ${text}`;
}

/** The family crisis as a clause that can stand after a colon. */
export function crisisClause(value: string, p: Pronouns): string {
  const text = answerPhrase(value, p);
  if (/^(lost|fell|went)\b/i.test(text)) return `the family ${text}`;
  if (/^(exiled|ruined|driven|cast|thrown)\b/i.test(text)) return `the family was ${text}`;
  if (/^(inherited|owed|owes)\b/i.test(text)) return `${p.he} ${text}`;
  return text;
}

/** A friend as a noun phrase: 'a teacher or mentor', 'one who is like a parent to her'. */
export function friendPhrase(value: string, p: Pronouns): string {
  const text = answerPhrase(value, p);
  return /^like\b/i.test(text)
    ? `one who is ${text}`
    : /^(a|an|the|someone|one)\b/i.test(text)
      ? text
      : withArticle(text);
}

/** What started a feud, as a full sentence. */
export function causeSentence(value: string, p: Pronouns): string {
  const raw = clause(value);
  if (/^you just never got along/i.test(raw)) return 'The two of them just never got along.';
  const text = answerPhrase(raw, p);
  if (/^(made|cost|humiliated|called|deserted|betrayed|turned|stole|framed them)\b/i.test(text)) {
    return `It started when ${p.he} ${text}.`;
  }
  return `The cause: ${text}.`;
}

/** What an enemy can bring, without dice notation. */
export function resourcesPhrase(value: string, p: Pronouns): string {
  return answerPhrase(value.replace(/\s*\([^)]*\)/g, ''), p);
}
