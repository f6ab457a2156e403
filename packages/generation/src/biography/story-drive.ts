import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { type BioContext, isAnswered } from './bio-context.ts';
import { type SentenceBuilder, writeParagraph } from './compose.ts';
import { answerClause, PHRASE_BOOK, phraseKey, rollOf, toneOf } from './phrase-book.ts';
import { CLOSINGS, GOAL_CODA, NO_GOAL, SECOND_GOAL, YET } from './phrases/drive.ts';
import { continuing, expand } from './template.ts';

const T = ROLL_TABLES;

/** True when both goal answers are the same goal ('Get rich' on either table), told once. */
function sameGoal(first: string, second: string): boolean {
  const a = rollOf(T.lifeGoal, first);
  const b = rollOf(T.lifeGoalB, second);
  return a !== null && b !== null && PHRASE_BOOK.lifeGoal?.rows[a] === PHRASE_BOOK.lifeGoalB?.rows[b];
}

/** Ends a goal's sentence with a closing clause. */
function withClosing(c: BioContext, sentence: string): string {
  const close = c.random.pick(CLOSINGS);
  if (sentence.startsWith('{S} ') && close.startsWith('{S} ') && !sentence.includes(':')) {
    return `${sentence} and ${close.slice(4)}`;
  }
  return `${sentence}, and ${close}`;
}

/**
 * What drives them now: the life goal, the second goal when it is another one ('yet' when the two
 * pull apart, 'save the world' against 'watch it burn'), and a closing clause on the last sentence.
 */
export function driveParagraph(c: BioContext): string {
  const { lifeGoal: first, lifeGoalB: second } = c.draft;
  const hasFirst = isAnswered(first);
  const hasSecond = isAnswered(second) && !(hasFirst && sameGoal(first, second));
  const builders: SentenceBuilder[] = [];
  if (hasFirst) {
    const main = () => {
      const text = answerClause(c, T.lifeGoal, first);
      // The same goal on both tables is told once and answers for both.
      if (isAnswered(second) && !hasSecond)
        c.pending.push(phraseKey(T.lifeGoalB.id, rollOf(T.lifeGoalB, second)!));
      return text;
    };
    builders.push(hasSecond ? () => `${main()}${c.random.pick(GOAL_CODA)}` : () => withClosing(c, main()));
  }
  if (hasSecond) {
    const clash = toneOf(T.lifeGoal, first) * toneOf(T.lifeGoalB, second) < 0;
    builders.push(() => {
      const text = answerClause(c, T.lifeGoalB, second!, hasFirst ? SECOND_GOAL : undefined);
      return withClosing(c, clash ? `${c.random.pick(YET)} ${continuing(expand(text, c.random))}` : text);
    });
  }
  if (builders.length === 0) builders.push(() => withClosing(c, c.random.pick(NO_GOAL)));
  return writeParagraph(c, builders, { opening: 'name', roleOk: true });
}
