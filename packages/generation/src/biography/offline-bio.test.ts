import { LIMITS } from '@edgeforge/contracts/limits';
import { CHARACTER_TYPES, GENDERS, ROLE_IDS } from '@edgeforge/rules/ids';
import { getRole } from '@edgeforge/rules/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedKeys } from '../../test/support/bio-answers.ts';
import { randomDraft, shapeOf } from '../../test/support/random-draft.ts';
import { composeBio } from './offline-bio.ts';
import { BIO_SECTIONS } from './outline.ts';

const DRAFTS = 1_000;
const SEEDS = 20;
/** A sentence may come back in at most 15 % of one draft's biographies: 3 of 20. */
const MAX_REPEATS = Math.floor(SEEDS * 0.15);
const MAX_WORDS = 40;

const seedFor = (draft: number, run: number) => (draft * 7919 + run * 104729) >>> 0;

// The test splits sentences and reads their openings on its own, so a slip in the engine's splitter
// (which decides what it retries) cannot hide a long sentence or a repeated opening from the checks.
/** Sentences end in . ! or ? (maybe closing a quote), and the next one starts with a capital. */
const sentencesOf = (bio: string) =>
  bio
    .split(/\n\n/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?]['"]?)\s+(?=['"]?\p{Lu})/u))
    .filter(Boolean);
const firstThreeWords = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');

/** Offenders per rule, each a short note naming the draft and what broke. */
const found = {
  repeated: [] as string[],
  semicolonList: [] as string[],
  semicolon: [] as string[],
  long: [] as string[],
  sameOpening: [] as string[],
  unreflected: [] as string[],
  crisisNotOnce: [] as string[],
  paragraphs: [] as string[],
  shortBio: [] as string[],
  leftovers: [] as string[],
  pronouns: [] as string[],
  articles: [] as string[],
};
const shapes = new Set<string>();

const WRONG_PRONOUNS = { female: /\b(he|him|his|himself)\b/i, male: /\b(she|her|hers|herself)\b/i };
const LEFTOVERS = /[{}[\]|=;]|\b(undefined|null|NaN)\b| [,.:]| {2}|\n{3}/;
// 'a' before a vowel sound or 'an' before a consonant sound; 'a one-', 'a union', 'an MC' and 'an honest' are right.
const BAD_ARTICLE =
  /\ba (?!one|once|uni|use|eu|ur[aeiou])[aeiou]|\ban (?!hour|honest|honou?r|heir|MC|IA)[bcdfghjklmnpqrstvwxyz]/i;

function checkDraft(i: number): void {
  const draft = randomDraft(i, shapeOf(i));
  shapes.add(`${draft.selectedRole}/${draft.gender}/${draft.characterType}`);
  const expected = expectedKeys(draft);
  const counts = new Map<string, number>();
  for (let run = 0; run < SEEDS; run++) {
    const { bio, shortBio, keys } = composeBio(draft, seedFor(i, run));
    const note = (what: string) => `draft ${i} seed ${seedFor(i, run)}: ${what}`;
    const sentences = sentencesOf(bio);
    for (const sentence of new Set(sentences)) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    sentences.forEach((sentence, k) => {
      if (sentence.split(/\s+/).length > MAX_WORDS) found.long.push(note(sentence));
      if (k > 0 && firstThreeWords(sentence) === firstThreeWords(sentences[k - 1]!)) {
        found.sameOpening.push(note(`${sentences[k - 1]} | ${sentence}`));
      }
    });
    if (/[^;.!?]+;[^;.!?]+;/.test(bio)) found.semicolonList.push(note('a list of three or more'));
    if (bio.includes(';')) found.semicolon.push(note('a semicolon'));
    for (const { where, key } of expected) {
      if (key === null || !keys.includes(key))
        found.unreflected.push(note(`${where} (${key ?? 'not a row'})`));
    }
    const crisis = keys.filter(
      (key) => key.startsWith('familyBackground#') || key.startsWith('familyCrisis#'),
    );
    if (crisis.length !== 1) found.crisisNotOnce.push(note(crisis.join(', ')));
    if (bio.split('\n\n').length !== BIO_SECTIONS.length) found.paragraphs.push(note(bio));
    const role = getRole(draft.selectedRole)!.name;
    if (shortBio.length > LIMITS.shortBioMax || !shortBio.includes(role)) found.shortBio.push(note(shortBio));
    if (LEFTOVERS.test(bio) || LEFTOVERS.test(shortBio)) found.leftovers.push(note(bio));
    // Names are left out: a surname such as 'He' is not a pronoun.
    const prose = `${bio} ${shortBio}`.replaceAll(draft.firstName, '').replaceAll(draft.lastName, '');
    if (WRONG_PRONOUNS[draft.gender].test(prose)) found.pronouns.push(note(bio));
    if (draft.gender === 'female' && /\b(is|was) her[.,:]/.test(prose))
      found.pronouns.push(note("'her' where 'hers' belongs"));
    if (BAD_ARTICLE.test(bio) || BAD_ARTICLE.test(shortBio))
      found.articles.push(note(bio.match(BAD_ARTICLE)![0]));
  }
  for (const [sentence, n] of counts) {
    if (n > MAX_REPEATS) found.repeated.push(`draft ${i}: ${n} of ${SEEDS}: ${sentence}`);
  }
}

describe(`offline biography over ${DRAFTS} seeded drafts, ${SEEDS} seeds each`, () => {
  beforeAll(() => {
    for (let i = 0; i < DRAFTS; i++) checkDraft(i);
  }, 120_000);

  it('covers every role, creation method and gender', () => {
    expect(shapes.size).toBe(ROLE_IDS.length * GENDERS.length * CHARACTER_TYPES.length);
  });

  it("repeats no sentence in more than 15 % of one draft's biographies", () => {
    expect(found.repeated.slice(0, 5)).toEqual([]);
  });

  it('writes no semicolon, so no answer list joined by semicolons', () => {
    expect(found.semicolonList.slice(0, 5)).toEqual([]);
    expect(found.semicolon.slice(0, 5)).toEqual([]);
  });

  it('keeps every sentence to 40 words or fewer', () => {
    expect(found.long.slice(0, 5)).toEqual([]);
  });

  it('never opens two sentences in a row with the same three words', () => {
    expect(found.sameOpening.slice(0, 5)).toEqual([]);
  });

  it('reflects every non-empty answer of the draft with its phrase key', () => {
    expect(found.unreflected.slice(0, 5)).toEqual([]);
  });

  it('tells the family crisis exactly once', () => {
    expect(found.crisisNotOnce.slice(0, 5)).toEqual([]);
  });

  it('writes one paragraph per outline section and a short bio of at most 160 characters naming the role', () => {
    expect(found.paragraphs.slice(0, 2)).toEqual([]);
    expect(found.shortBio.slice(0, 5)).toEqual([]);
  });

  it('leaves no template marks, stray spaces or wrong-gender pronouns, and gets its articles right', () => {
    expect(found.leftovers.slice(0, 2)).toEqual([]);
    expect(found.pronouns.slice(0, 2)).toEqual([]);
    expect(found.articles.slice(0, 5)).toEqual([]);
  });
});
