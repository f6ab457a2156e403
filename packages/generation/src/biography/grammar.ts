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
