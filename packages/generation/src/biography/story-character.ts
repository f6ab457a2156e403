import { ROLL_TABLES } from '@edgeforge/rules/tables';
import type { BioContext } from './bio-context.ts';
import {
  type Clause,
  clashFirst,
  pairUp,
  type SentenceBuilder,
  shuffled,
  writeParagraph,
} from './compose.ts';
import { clausesOf, framed, PHRASE_BOOK, wording } from './phrase-book.ts';

const T = ROLL_TABLES;

const NOTHING_KNOWN = [
  '{S} gives little away about [who {he} is|{himself}], and the little [{he} shows|on show] is hard to read',
  'What {S} is like [underneath|behind the face {he} shows], few people [know|could say]',
  '{S} keeps {his} [true self|real self] [well hidden|under wraps], and few have seen past it',
];

function fashionClause(c: BioContext): Clause[] {
  const style = c.draft.fashionStyle;
  if (!style) return [];
  const phrases = PHRASE_BOOK.fashionStyle!;
  return [{ make: () => framed(c, phrases.frames, wording(c, 'fashionStyle', style) ?? style) }];
}

/**
 * Personality first, and right after it a view that pulls against it, to share its 'but'. When the
 * two views pull against each other instead ('revenge' and 'people are wonderful'), they go first,
 * together.
 */
function tellViews(personality: Clause | undefined, views: Clause[]): Clause[] {
  if (!personality) return views;
  const tone = personality.tone ?? 0;
  if (views.some((view) => (view.tone ?? 0) * tone < 0)) return [personality, ...clashFirst(views, tone)];
  const [first, second] = views;
  if (first && second && (first.tone ?? 0) * (second.tone ?? 0) < 0) return [first, second, personality];
  return [personality, ...views];
}

/**
 * How they turned out: personality first, then what they value and how they see people in the
 * seed's order, then the look (clothes, fashion style, hair, trademark) and the thing they keep.
 * Answers that pull apart ('friendly' and 'vengeance') are joined with 'but'.
 */
export function characterParagraph(c: BioContext): string {
  const d = c.draft;
  // Clothes and style belong together, hair and trademark too; the thing they keep comes last.
  const dress = [...clausesOf(c, T.clothingStyle, d.clothingStyle), ...fashionClause(c)];
  const marks = shuffled(c, [
    ...clausesOf(c, T.hairstyle, d.hairstyle),
    ...clausesOf(c, T.affectation, d.affectation),
  ]);
  const [personality] = clausesOf(c, T.personalityTrait, d.personalityTrait);
  const views = shuffled(c, [
    ...clausesOf(c, T.valuesMost, d.valuesMost),
    ...clausesOf(c, T.peopleAttitude, d.peopleAttitude),
  ]);
  const clauses: Clause[] = [
    ...tellViews(personality, views),
    ...shuffled(c, [dress, marks]).flat(),
    ...clausesOf(c, T.valuedPossession, d.valuedPossession),
  ];
  const builders: SentenceBuilder[] = pairUp(c, clauses);
  if (builders.length === 0) builders.push(() => c.random.pick(NOTHING_KNOWN));
  return writeParagraph(c, builders, { opening: 'name', roleOk: false });
}
