import type { Enemy } from '@edgeforge/contracts/draft';
import { LIFEPATH_TABLES, ROLL_TABLES } from '@edgeforge/rules/tables';
import { type BioContext, isAnswered } from './bio-context.ts';
import { type Clause, pairUp, type SentenceBuilder, SPLIT_FROM, writeParagraph } from './compose.ts';
import { answerClause, clausesOf, framed } from './phrase-book.ts';
import { ENEMY, MORE_ENEMIES, MORE_FRIENDS, MORE_LOVES, NOBODY } from './phrases/people.ts';
import { continuing, expand } from './template.ts';

const L = LIFEPATH_TABLES;

const SOMEONE_FROM_THE_PAST = [
  'someone from {his} past',
  'a face from {his} past',
  'somebody {he} crossed long ago',
];

/** The enemy as the clause that opens their story. */
function enemyWho(c: BioContext, enemy: Enemy, index: number): Clause {
  const frames = index === 0 ? ENEMY.frames : MORE_ENEMIES;
  return {
    make: () =>
      isAnswered(enemy.enemyType)
        ? answerClause(c, L.enemyWho, enemy.enemyType, frames)
        : framed(c, frames, c.random.pick(SOMEONE_FROM_THE_PAST)),
  };
}

/** Who the enemy is, whose wrong it was and what started it: one sentence, two when it runs long. */
function enemyOpening(c: BioContext, enemy: Enemy, index: number): SentenceBuilder {
  // The draft keeps the d2's answer lower-cased.
  const wronged = L.enemyWronged.entries.find((entry) => entry.value.toLowerCase() === enemy.wronged)?.value;
  // The cause is told from the side of whoever did the wrong.
  const side = enemy.wronged === 'you' ? 'mirror' : 'rows';
  const who = enemyWho(c, enemy, index);
  return (attempt) => {
    const parts = [expand(who.make(), c.random)];
    if (wronged)
      parts.push(`, and ${continuing(expand(answerClause(c, L.enemyWronged, wronged), c.random))}`);
    if (isAnswered(enemy.causedBy)) {
      const cause = continuing(
        expand(answerClause(c, L.enemyCause, enemy.causedBy, undefined, side), c.random),
      );
      parts.push(attempt >= SPLIT_FROM ? `. ${cause}` : `: ${cause}`);
    }
    return parts.join('');
  };
}

/** One enemy's story: who, whose wrong and what started it, then what they can bring and what the character will do. */
function enemySentences(c: BioContext, enemy: Enemy, index: number): SentenceBuilder[] {
  const reach = [
    ...clausesOf(c, L.enemyResources, enemy.resources),
    ...clausesOf(c, L.enemyAction, enemy.action),
  ];
  return [enemyOpening(c, enemy, index), ...pairUp(c, reach)];
}

/** A later love is another lover: 'her next lover', 'the one she loved next'. */
function anotherLover(text: string): string {
  return text
    .replace('{his} lover', '{his} next lover')
    .replace('the one {he} loved', 'the one {he} loved next');
}

/**
 * The people: the one the character values most and the friends, each enemy's feud from its start
 * to the stand-off, and the loves that went wrong.
 */
export function peopleParagraph(c: BioContext): string {
  const d = c.draft;
  // Later friends and loves are told as later ones ('there is also', 'her next lover'), so they keep their order.
  const friends = d.friends.flatMap((f, i) =>
    clausesOf(c, L.friendRelationship, f.relationship, i === 0 ? undefined : MORE_FRIENDS).map((clause) => ({
      ...clause,
      keepOrder: true,
    })),
  );
  const loves = d.loveAffairs.flatMap((l, i) =>
    clausesOf(c, L.loveAffair, l.event, i === 0 ? undefined : MORE_LOVES).map((clause) => ({
      ...clause,
      keepOrder: true,
      ...(i === 0 ? {} : { make: () => anotherLover(clause.make()) }),
    })),
  );
  const builders: SentenceBuilder[] = [
    ...pairUp(c, [...clausesOf(c, ROLL_TABLES.valuedPerson, d.valuedPerson), ...friends]),
    ...d.enemies.flatMap((enemy, i) => enemySentences(c, enemy, i)),
    ...pairUp(c, loves),
  ];
  if (builders.length === 0) builders.push(() => c.random.pick(NOBODY));
  return writeParagraph(c, builders, { opening: 'name', roleOk: true });
}
