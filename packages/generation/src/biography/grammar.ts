import type { Gender } from '@edgeforge/rules/ids';

/** Pronoun set for one gender. */
export interface Pronouns {
  /** he / she */
  he: string;
  /** him / her */
  him: string;
  /** his / her */
  his: string;
  /** himself / herself */
  himself: string;
  /** his / hers */
  hers: string;
}

const PRONOUNS: Record<Gender, Pronouns> = {
  male: { he: 'he', him: 'him', his: 'his', himself: 'himself', hers: 'his' },
  female: { he: 'she', him: 'her', his: 'her', himself: 'herself', hers: 'hers' },
};

/** The pronouns of a gender. */
export function pronounsFor(gender: Gender): Pronouns {
  return PRONOUNS[gender];
}

/** Upper-cases the first letter. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Words that sound like they start with a consonant although spelled with a vowel, and the reverse.
const CONSONANT_SOUND = /^(one|once|uni(?!n)|use|usu|eu|ur[aeiou])/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** 'a' or 'an' for the word that follows. */
export function article(word: string): 'a' | 'an' {
  const w = word.trim();
  if (VOWEL_SOUND.test(w)) return 'an';
  if (CONSONANT_SOUND.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** The phrase with its indefinite article: 'an old letter'. */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** Trims a table answer and drops its closing full stop so it can sit inside a sentence. */
export function clause(value: string): string {
  return value
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ');
}

/**
 * Lower-cases the first letter of a table answer for use mid-sentence, but leaves words that are
 * capitalised for a reason ('I', acronyms, names such as 'Night City' or 'Nomad').
 */
export function lowerFirst(value: string): string {
  const text = clause(value);
  const first = text.split(/[\s,]/, 1)[0] ?? '';
  if (first === 'I' || /^[A-Z]{2,}/.test(first) || KEEP_CAPITAL.has(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const KEEP_CAPITAL = new Set(['Night', 'Nomad', 'Trauma', 'NET', 'Data', 'Reclaimers', 'Drift']);

/** Lower-cases every word except acronyms: 'Slam Poet' -> 'slam poet', 'DJ' stays. */
export function lowerWords(value: string): string {
  return clause(value)
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** Turns a second-person table answer ('your family', 'you escaped') into the character's voice. */
export function toThirdPerson(value: string, p: Pronouns): string {
  return value
    .replace(/\byourself\b/gi, p.himself)
    .replace(/\byours\b/gi, p.hers)
    .replace(/\byour\b/gi, p.his)
    .replace(/\byou're\b/gi, `${p.he} is`)
    .replace(/\byou've\b/gi, `${p.he} has`)
    .replace(/\byou'll\b/gi, `${p.he} will`)
    .replace(/\byou are\b/gi, `${p.he} is`)
    .replace(/\byou were\b/gi, `${p.he} was`)
    .replace(/\byou have\b/gi, `${p.he} has`)
    .replace(/\bbetween you\b/gi, 'between them')
    .replace(
      /\byou(?= (got|get|are|were|did|have|had|will|can|know|grew|ran|learned|alone|just|never|chose|survived|escaped|\w+ed)\b)/gi,
      p.he,
    )
    .replace(/(^|[.;:!?]\s+)you\b/gi, (_m, lead: string) => `${lead}${p.he}`)
    .replace(/\byou\b/gi, p.him);
}

/** Joins items as 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
