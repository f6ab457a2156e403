import type { RoleId } from '@edgeforge/rules/ids';
import { findEntry } from '@edgeforge/rules/tables';
import type { RollTable } from '@edgeforge/rules/types';
import { type BioContext, fresh, isAnswered } from './bio-context.ts';
import type { Clause } from './compose.ts';
import type { TablePhrases, Tone, Variants } from './phrase-types.ts';
import { PEOPLE_ATTITUDE, PERSONALITY, VALUED_POSSESSION, VALUES_MOST } from './phrases/character.ts';
import { LIFE_GOAL, LIFE_GOAL_B } from './phrases/drive.ts';
import { AFFECTATION, CLOTHING_STYLE, FASHION_STYLE, HAIRSTYLE } from './phrases/look.ts';
import {
  CHILDHOOD_ENVIRONMENT,
  CULTURAL_REGION,
  FAMILY_CRISIS,
  ORIGINAL_BACKGROUND,
} from './phrases/origins.ts';
import {
  ENEMY,
  ENEMY_ACTION,
  ENEMY_CAUSE,
  ENEMY_RESOURCES,
  ENEMY_WRONGED,
  FRIEND,
  LOVE_AFFAIR,
  VALUED_PERSON,
} from './phrases/people.ts';
import { FIXER, LAWMAN, NOMAD } from './phrases/roles-order.ts';
import type { RoleQuestionPhrases } from './phrases/roles-shared.ts';
import { NETRUNNER, ROCKERBOY, ROCKERBOY_TYPE, SOLO, TECH } from './phrases/roles-street.ts';
import { EXEC, MEDIA, MEDTECH } from './phrases/roles-trade.ts';
import { fillFrame } from './template.ts';

/** Each role's lifepath phrases, by question id. */
export const ROLE_QUESTION_PHRASES: Readonly<Record<RoleId, RoleQuestionPhrases>> = {
  rockerboy: ROCKERBOY,
  solo: SOLO,
  netrunner: NETRUNNER,
  tech: TECH,
  medtech: MEDTECH,
  media: MEDIA,
  exec: EXEC,
  lawman: LAWMAN,
  fixer: FIXER,
  nomad: NOMAD,
};

const roleEntries = Object.entries(ROLE_QUESTION_PHRASES).flatMap(([role, questions]) =>
  Object.entries(questions).map(([question, phrases]) => [`${role}-${question}`, phrases] as const),
);

/**
 * Every table's phrases, keyed by the rules package's table id: the roll tables by draft field, the
 * relation tables by their key, role lifepath tables as `<role>-<question id>`, and the fashion styles
 * as `fashionStyle`. The family crisis is told from `familyBackground` alone.
 */
export const PHRASE_BOOK: Readonly<Record<string, TablePhrases>> = {
  culturalRegion: CULTURAL_REGION,
  personalityTrait: PERSONALITY,
  valuesMost: VALUES_MOST,
  peopleAttitude: PEOPLE_ATTITUDE,
  valuedPerson: VALUED_PERSON,
  valuedPossession: VALUED_POSSESSION,
  childhoodEnvironment: CHILDHOOD_ENVIRONMENT,
  familyBackground: FAMILY_CRISIS,
  originalBackground: ORIGINAL_BACKGROUND,
  lifeGoal: LIFE_GOAL,
  lifeGoalB: LIFE_GOAL_B,
  clothingStyle: CLOTHING_STYLE,
  hairstyle: HAIRSTYLE,
  affectation: AFFECTATION,
  rockerBoyType: ROCKERBOY_TYPE,
  fashionStyle: FASHION_STYLE,
  friendRelationship: FRIEND,
  enemyWho: ENEMY,
  enemyWronged: ENEMY_WRONGED,
  enemyCause: ENEMY_CAUSE,
  enemyResources: ENEMY_RESOURCES,
  enemyAction: ENEMY_ACTION,
  loveAffair: LOVE_AFFAIR,
  ...Object.fromEntries(roleEntries),
};

/** The key a sentence records for a row: 'childhoodEnvironment#3', 'solo-kind#2', 'fashionStyle#punkDIY'. */
export const phraseKey = (tableId: string, row: string | number): string => `${tableId}#${row}`;

/** Which of a row's readings to tell: as written, or from the other side (`mirror`). */
export type Side = 'rows' | 'mirror';

/**
 * One wording of a table row, picked by the seed; its key joins the sentence being tried. Null when
 * the book has no phrase for that row.
 */
export function wording(
  c: BioContext,
  tableId: string,
  row: string | number,
  side: Side = 'rows',
): string | null {
  const variants = PHRASE_BOOK[tableId]?.[side]?.[row];
  if (!variants) return null;
  c.pending.push(phraseKey(tableId, row));
  return fresh(c, variants);
}

/** The roll of the row a draft answer holds, if the answer is one of the table's rows. */
export function rollOf(table: RollTable, value: string): number | null {
  return findEntry(table, value)?.roll ?? null;
}

/** Tells whether the book has a phrase for the row a draft answer holds. */
export function hasPhrase(table: RollTable, value: string | null | undefined): value is string {
  const roll = value ? rollOf(table, value) : null;
  return roll !== null && PHRASE_BOOK[table.id]?.rows[roll] !== undefined;
}

/** One wording of the row a draft answer holds, or null when the answer has no phrase. */
export function answerWording(
  c: BioContext,
  table: RollTable,
  value: string,
  side: Side = 'rows',
): string | null {
  const roll = rollOf(table, value);
  return roll === null ? null : wording(c, table.id, roll, side);
}

/** Which way an answer pulls, 0 when neither. */
export function toneOf(table: RollTable, value: string | null | undefined): Tone | 0 {
  const roll = value ? rollOf(table, value) : null;
  return roll === null ? 0 : (PHRASE_BOOK[table.id]?.tones?.[roll] ?? 0);
}

/** Puts a wording in one of the frames, unless it is a whole clause ('=...') already. */
export function framed(c: BioContext, frames: Variants, text: string): string {
  return text.startsWith('=') ? text.slice(1) : fillFrame(fresh(c, frames), text);
}

/**
 * An answer as a clause of its own: a frame (the table's, or the ones given) around one of its
 * wordings. An answer without a phrase (a free text, a row the book does not know) is told in its
 * own words, quoted, and records no key.
 */
export function answerClause(
  c: BioContext,
  table: RollTable,
  value: string,
  frames?: Variants,
  side: Side = 'rows',
): string {
  const text = answerWording(c, table, value, side);
  if (text === null) return ownWords(c, PHRASE_BOOK[table.id]?.topic ?? table.title.toLowerCase(), value);
  return framed(c, frames ?? PHRASE_BOOK[table.id]?.frames ?? ['{x}'], text);
}

/** An answered field as a clause waiting for its sentence, with its tone and codas; none when empty. */
export function clausesOf(
  c: BioContext,
  table: RollTable,
  value: string | null | undefined,
  frames?: Variants,
): Clause[] {
  if (!isAnswered(value)) return [];
  const coda = hasPhrase(table, value) ? PHRASE_BOOK[table.id]?.coda : undefined;
  return [
    {
      make: () => answerClause(c, table, value, frames),
      tone: toneOf(table, value),
      ...(coda ? { coda } : {}),
    },
  ];
}

const OWN_WORDS: Variants = [
  "{S} sums up {his} {topic} in {his} own words: '{text}'",
  "Asked about {his} {topic}, {S} says only this: '{text}'",
  "On {his} {topic}, {S} keeps it short: '{text}'",
];

/** A sentence that quotes an answer the book has no phrase for, stripped of template marks. */
export function ownWords(c: BioContext, topic: string, value: string): string {
  const text = value
    .replace(/;/g, ',')
    .replace(/[[\]{}|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  return c.random.pick(OWN_WORDS).replace('{topic}', topic).replace('{text}', text);
}
