import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { type BioContext, isAnswered } from './bio-context.ts';
import { type SentenceBuilder, writeParagraph } from './compose.ts';
import { answerClause, answerWording, hasPhrase, rollOf } from './phrase-book.ts';
import {
  BIRTH_FRAMES,
  BRIDGES,
  CHILDHOOD_ENVIRONMENT,
  CHILDHOOD_THEN_CRISIS,
  CHILDHOOD_WORLD,
  CRISIS_AFTERMATH,
  ORIGIN_WORLD,
  type Passage,
  UNKNOWN_ROOTS,
} from './phrases/origins.ts';
import { fillFrame } from './template.ts';

const T = ROLL_TABLES;

/** How the family got from its world to the childhood's, or null when both are the same world. */
export function passageBetween(origin: string | null, childhood: string | null): Passage | null {
  const from = origin ? ORIGIN_WORLD[rollOf(T.originalBackground, origin) ?? 0] : undefined;
  const to = childhood ? CHILDHOOD_WORLD[rollOf(T.childhoodEnvironment, childhood) ?? 0] : undefined;
  if (!from || !to || from === to) return null;
  if (from === 'corp') return 'fall';
  if (to === 'corp') return 'rise';
  if (to === 'nomad') return 'road';
  if (from === 'nomad') return 'settle';
  return 'move';
}

function birthSentence(c: BioContext): string | null {
  const { culturalRegion: region, originalBackground: origin, childhoodEnvironment } = c.draft;
  if (isAnswered(region) && isAnswered(origin)) {
    const r = answerWording(c, T.culturalRegion, region);
    const o = answerWording(c, T.originalBackground, origin);
    if (r !== null && o !== null) {
      return c.random.pick(BIRTH_FRAMES).replace('{R}', r).replace('{O}', o);
    }
    c.pending = [];
    return `${answerClause(c, T.culturalRegion, region)}. ${answerClause(c, T.originalBackground, origin)}`;
  }
  if (isAnswered(region)) return answerClause(c, T.culturalRegion, region);
  if (isAnswered(origin)) return answerClause(c, T.originalBackground, origin);
  return isAnswered(childhoodEnvironment) ? null : c.random.pick(UNKNOWN_ROOTS);
}

/**
 * The childhood, with the family crisis in the same sentence when there is one: after 'until' when
 * the family stayed in its own world, as the bridge to another world when it did not.
 */
function childhoodSentence(c: BioContext, passage: Passage | null): string {
  const { childhoodEnvironment: childhood, familyBackground: crisis } = c.draft;
  const predicate = answerWording(c, T.childhoodEnvironment, childhood!);
  if (predicate === null) return answerClause(c, T.childhoodEnvironment, childhood!);
  const event = hasPhrase(T.familyBackground, crisis) ? answerWording(c, T.familyBackground, crisis) : null;
  if (event === null) {
    const frames = passage === null ? CHILDHOOD_ENVIRONMENT.frames : BRIDGES[passage];
    return fillFrame(c.random.pick(frames), predicate).replace('{C}', predicate);
  }
  if (passage !== null) {
    // A crisis that runs on with an 'and' of its own is not followed by another 'and'.
    const bridges = event.includes(', and')
      ? BRIDGES.crisis.filter((b) => !b.includes('{F}, and'))
      : BRIDGES.crisis;
    return c.random.pick(bridges).replace('{F}', event).replace('{C}', predicate);
  }
  const sentence = c.random.pick(CHILDHOOD_THEN_CRISIS).replace('{F}', event).replace('{C}', predicate);
  return `${sentence}${aftermath(c, event)}`;
}

/** A tail after the crisis, unless its wording already runs on with an 'and' of its own. */
function aftermath(c: BioContext, event: string): string {
  return event.includes(', and') ? '' : c.random.pick(CRISIS_AFTERMATH);
}

function crisisSentence(c: BioContext): string {
  const clause = answerClause(c, T.familyBackground, c.draft.familyBackground!);
  return `${clause}${aftermath(c, clause)}`;
}

/**
 * Origin and family: where the character was born and to whom, the childhood, and the family crisis
 * (told once, from `familyBackground`). A childhood in another world than the family's gets a bridge,
 * and the crisis becomes that bridge when there is one: a fall, a road taken, a pack that settled.
 */
export function originsParagraph(c: BioContext): string {
  const d = c.draft;
  const builders: SentenceBuilder[] = [() => birthSentence(c)];
  const childhood = isAnswered(d.childhoodEnvironment);
  if (childhood) {
    const passage = passageBetween(d.originalBackground, d.childhoodEnvironment);
    builders.push(() => childhoodSentence(c, passage));
  }
  // The crisis rides in the childhood sentence when both have phrases; otherwise it stands alone.
  const crisisTold = childhood && hasPhrase(T.childhoodEnvironment, d.childhoodEnvironment);
  if (isAnswered(d.familyBackground) && !(crisisTold && hasPhrase(T.familyBackground, d.familyBackground))) {
    builders.push(() => crisisSentence(c));
  }
  return writeParagraph(c, builders, { opening: 'full', roleOk: false });
}
