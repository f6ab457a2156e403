import type { BioContext } from './bio-context.ts';
import type { Tone } from './phrase-types.ts';
import { continuing, expand, renderTokens, type SubjectMode, tidy } from './template.ts';

/**
 * Builds one sentence template (or a few); called again, with fresh choices and the attempt's number,
 * when the result does not fit.
 */
export type SentenceBuilder = (attempt: number) => string | null;

/** A clause waiting to be put in a sentence, and which way it pulls. */
export interface Clause {
  make: () => string;
  tone?: Tone | 0;
  /** The next clause explains this one ('works with a partner' then who), so a colon may join them. */
  lead?: boolean;
  /** Endings for the clause when it has no partner in its sentence. */
  coda?: readonly string[];
  /** The clause must come after the one before it ('there is also...', a later love). */
  keepOrder?: boolean;
}

/** Longest sentence we write, in words. */
const MAX_SENTENCE_WORDS = 40;
const TRIES = 8;

/** Splits prose into sentences. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?]['"]?)\s+(?=['"]?\p{Lu})/u).filter((s) => s !== '');
}

/** The first three words of a sentence, lower-cased, to spot two sentences that open alike. */
export function openingWords(sentence: string): string {
  // Three words fit in the first 120 characters (a name is at most 50), and this runs for every try.
  return sentence
    .slice(0, 120)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/, 4)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
}

/** Words in a tidied sentence, whose words are one space apart. */
const wordCount = (sentence: string) => (sentence.match(/ /g)?.length ?? 0) + 1;

function fits(c: BioContext, text: string): boolean {
  let previous = c.lastStart;
  for (const sentence of splitSentences(text)) {
    const start = openingWords(sentence);
    if (wordCount(sentence) > MAX_SENTENCE_WORDS || start === previous || c.said.has(sentence)) return false;
    previous = start;
  }
  return true;
}

function commit(c: BioContext, text: string): void {
  const sentences = splitSentences(text);
  for (const sentence of sentences) c.said.add(sentence);
  c.lastStart = openingWords(sentences.at(-1) ?? '');
  c.used.push(...c.pending);
  c.pending = [];
}

function subjectFor(c: BioContext, attempt: number, roleOk: boolean): SubjectMode {
  const roll = c.random.next();
  // A retry leans towards the name, which breaks a run of sentences opening on the pronoun.
  if (attempt > 2 && roll < 0.5) return 'name';
  // After a sentence that named the character, the pronoun reads better.
  if (c.lastNamed && roll < 0.8) return 'pronoun';
  if (roleOk && c.roleName && roll < 0.12) return 'role';
  return roll < 0.7 ? 'pronoun' : 'name';
}

/** A paragraph's first sentence names the character: mostly by first name, now and then in full or by role. */
function openingFor(c: BioContext, opening: SubjectMode, roleOk: boolean): SubjectMode {
  if (opening !== 'name') return opening;
  const roll = c.random.next();
  if (roll < 0.15) return 'full';
  return roleOk && c.roleName && roll < 0.3 ? 'role' : 'name';
}

/** Options of one paragraph: how its first sentence names the character, and whether 'the Solo' may. */
export interface ParagraphStyle {
  opening: SubjectMode;
  roleOk: boolean;
}

/**
 * Writes a paragraph from sentence builders. Each sentence is tried up to eight times until it has at
 * most 40 words, does not open with the same three words as the sentence before and has not been
 * written already; keys of the phrases used are kept only for the sentence that stays.
 */
export function writeParagraph(
  c: BioContext,
  builders: readonly SentenceBuilder[],
  style: ParagraphStyle,
): string {
  const out: string[] = [];
  for (const build of builders) {
    let text: string | null = null;
    let named = false;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      c.pending = [];
      const template = build(attempt);
      if (template === null) break;
      // The biography's first sentence always names the character in full; other openings may give way.
      const keepOpening = out.length === 0 && (style.opening === 'full' || attempt < 4);
      // 'The Solo' as subject would repeat a sentence that names the role already.
      const roleOk = style.roleOk && !template.includes('role}');
      const mode = keepOpening ? openingFor(c, style.opening, roleOk) : subjectFor(c, attempt, roleOk);
      text = tidy(renderTokens(expand(template, c.random), c, mode));
      named = mode !== 'pronoun' && template.includes('{S');
      if (fits(c, text)) break;
    }
    if (text === null) continue;
    commit(c, text);
    c.lastNamed = named;
    out.push(text);
  }
  return out.join(' ');
}

/** Attempts from which a pair of clauses may be told as two sentences, to stay under 40 words. */
export const SPLIT_FROM = 5;

/**
 * Joins two clauses into one sentence: 'but' when they pull apart, a colon or 'and' after a lead,
 * else 'and' (sharing the subject when both open on it). Late attempts split a pair that runs long.
 */
export function joinClauses(c: BioContext, first: Clause, second: Clause, attempt = 0): string {
  const made = (clause: Clause) => continuing(expand(clause.make(), c.random));
  let a = expand(first.make(), c.random);
  let b = made(second);
  // 'and' after a colon reads as part of what the colon opened: ask for wordings without one first.
  for (let retry = 0; a.includes(':') && !first.lead && retry < 4; retry++)
    a = expand(first.make(), c.random);
  for (let retry = 0; a.includes(':') && b.includes(':') && retry < 4; retry++) b = made(second);
  if (attempt >= SPLIT_FROM || (a.includes(':') && b.includes(':'))) return `${a}. ${b}`;
  const clash = (first.tone ?? 0) * (second.tone ?? 0) < 0;
  if (clash) return c.random.pick([`${a}, but ${b}`, `${a}, yet ${b}`, `${a}, though ${b}`]);
  if (first.lead) return c.random.chance(0.5) ? `${a}: ${b}` : `${a}, and ${b}`;
  // Still a colon: the clause with it goes last, unless the order is part of the story.
  if (a.includes(':')) return second.keepOrder ? `${a}. ${b}` : `${b}, and ${continuing(a)}`;
  if (a.startsWith('{S} ') && b.startsWith('{S} ') && !/[:,]/.test(a) && c.random.chance(0.5)) {
    return `${a} and ${b.slice(4)}`;
  }
  return `${a}, and ${b}`;
}

/** A clause told alone, with one of its codas when it has some (', and she is good at it'). */
function alone(c: BioContext, clause: Clause): SentenceBuilder {
  const { coda } = clause;
  if (!coda) return clause.make;
  return () => `${clause.make()}${c.random.pick(coda)}`;
}

/**
 * Groups clauses into sentences of two. A lead and its follow-up always share one; the others pair
 * in order. With an odd count, one clause (one with codas, if any) is told alone. The grouping is
 * fixed here; wordings are picked per attempt.
 */
export function pairUp(c: BioContext, clauses: readonly Clause[]): SentenceBuilder[] {
  const units: Clause[][] = [];
  for (let i = 0; i < clauses.length; i++) {
    const next = clauses[i + 1];
    units.push(clauses[i]!.lead && next ? [clauses[i]!, next] : [clauses[i]!]);
    if (units.at(-1)!.length === 2) i++;
  }
  const singles = units.filter((unit) => unit.length === 1);
  const loner =
    singles.length % 2 === 1 ? (singles.find(([clause]) => clause!.coda) ?? singles.at(-1)) : undefined;
  const builders: SentenceBuilder[] = [];
  let waiting: Clause | null = null;
  for (const unit of units) {
    const [first, second] = unit as [Clause, Clause | undefined];
    if (second) builders.push((attempt) => joinClauses(c, first, second, attempt));
    else if (unit === loner) builders.push(alone(c, first));
    else if (waiting) {
      const partner: Clause = waiting;
      builders.push((attempt) => joinClauses(c, partner, first, attempt));
      waiting = null;
    } else waiting = first;
  }
  return builders;
}

/** Puts first the clause that pulls against `tone`, if any, so the two can share a 'but'. */
export function clashFirst(clauses: readonly Clause[], tone: number): Clause[] {
  const clash = clauses.find((clause) => (clause.tone ?? 0) * tone < 0);
  return clash ? [clash, ...clauses.filter((clause) => clause !== clash)] : [...clauses];
}

/** Shuffles a list with the seed (Fisher-Yates). */
export function shuffled<T>(c: BioContext, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = c.random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
