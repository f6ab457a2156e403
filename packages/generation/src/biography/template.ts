import type { Random } from '../random.ts';
import type { BioContext } from './bio-context.ts';
import { article, withArticle } from './grammar.ts';

/** How the first {S} of a sentence is told; later ones in the same sentence are always the pronoun. */
export type SubjectMode = 'full' | 'name' | 'pronoun' | 'role';

const ALTERNATIVES = /\[([^\]]*)\]/g;
const TOKEN = /\{([a-zA-Z ]+)\}/g;

/** Picks one alternative of every [a|b|c] group. */
export function expand(template: string, random: Random): string {
  if (!template.includes('[')) return template;
  return template.replace(ALTERNATIVES, (_m, group: string) => random.pick(group.split('|')));
}

/** Puts `inner` where a frame says {x}. */
export function fillFrame(frame: string, inner: string): string {
  return frame.replace('{x}', inner);
}

function subjectText(c: BioContext, mode: SubjectMode): string {
  if (mode === 'full') return c.full;
  if (mode === 'name') return c.first;
  if (mode === 'role' && c.roleName) return `the ${c.roleName}`;
  return c.first;
}

/** Fills every {token} of a sentence for this character, with the subject told as `mode` says. */
export function renderTokens(template: string, c: BioContext, mode: SubjectMode): string {
  let subjectSeen = false;
  return template.replace(TOKEN, (whole, token: string) => {
    switch (token) {
      case 'S':
      case 'Sobj': {
        const pronoun = token === 'S' ? c.p.he : c.p.him;
        const text = subjectSeen || mode === 'pronoun' ? pronoun : subjectText(c, mode);
        subjectSeen = true;
        return text;
      }
      case 'he':
      case 'him':
      case 'his':
      case 'himself':
      case 'hers':
        return c.p[token];
      case 'name':
        return c.first;
      case 'full':
        return c.full;
      case 'role':
        return c.roleName ?? 'edgerunner';
      case 'a role':
        return withArticle(c.roleName ?? 'edgerunner');
      default:
        return whole;
    }
  });
}

// Two-letter abbreviations read letter by letter: 'an MC', 'a DJ'.
const VOWEL_LETTER = /^[AEFHILMNORSX][A-Z]$/;

/** Puts 'a' or 'an' right before every word, after the seed has picked the words around it. */
function fixArticles(text: string): string {
  return text.replace(/\b([Aa]n?) ([\p{L}][\p{L}'-]*)/gu, (_m, det: string, word: string) => {
    const right = /^[A-Z]{2}$/.test(word) ? (VOWEL_LETTER.test(word) ? 'an' : 'a') : article(word);
    return `${det.charAt(0) === 'A' ? right.charAt(0).toUpperCase() + right.slice(1) : right} ${word}`;
  });
}

/** Tidies spacing, punctuation and articles, and capitalises every sentence start. */
export function tidy(text: string): string {
  const spaced = fixArticles(text)
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.:!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/([.!?])\.+/g, '$1')
    .trim();
  const ended = /[.!?]['"]?$/.test(spaced) ? spaced : `${spaced}.`;
  return ended.replace(/(^|[.!?]\s+)(['"]?)([a-z])/g, (_m, lead: string, quote: string, letter: string) => {
    return `${lead}${quote}${letter.toUpperCase()}`;
  });
}

// Words that keep their capital inside a sentence: the setting's proper names and role names.
const PROPER =
  /^(I|Night|Nomads?|Corps?|Corporate|Trauma|Data|Reclaimers?|Drift|Solos?|Lawmen|Medias?|Rockerboys?|Techs?|Medtechs?|Execs?|Netrunners?|Megastructure|Combat|Urban|Ganger|Edgerunners|Virtuality)$/;

/** A clause that opened a sentence, made ready to follow a comma or a colon: 'Then' becomes 'then'. */
export function continuing(text: string): string {
  const first = /^([A-Z][a-z]+)\b/.exec(text)?.[1];
  if (!first || PROPER.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
