import type { Draft } from '@edgeforge/contracts/draft';
import { fullName } from '@edgeforge/contracts/draft';
import { getRole } from '@edgeforge/rules/roles';
import { type Random, seededRandom } from '../random.ts';
import { type Pronouns, pronounsFor } from './grammar.ts';

/** What every sentence builder gets: the draft, pronouns, names, the seeded random and the record so far. */
export interface BioContext {
  draft: Draft;
  p: Pronouns;
  /** Full name, or 'the Solo' when the draft has none. */
  full: string;
  /** First name for later mentions, or 'the Solo'. */
  first: string;
  /** 'Netrunner', or null before a role is chosen. */
  roleName: string | null;
  random: Random;
  /** Phrase keys ('childhoodEnvironment#3') of the sentences written so far, in order. */
  used: string[];
  /** Phrase keys of the sentence being tried; kept only if the sentence is. */
  pending: string[];
  /** Every sentence written so far, to keep one from coming back. */
  said: Set<string>;
  /** The first three words of the last sentence written, lower-cased. */
  lastStart: string;
  /** Whether the last sentence named the character rather than using the pronoun. */
  lastNamed: boolean;
  /** Wordings and frames already picked, so a second enemy or friend is told in other words. */
  picked: Set<string>;
}

/** Picks one of the choices this biography has not used yet, when there is one, and remembers it. */
export function fresh(c: BioContext, choices: readonly string[]): string {
  const unused = choices.filter((choice) => !c.picked.has(choice));
  const choice = c.random.pick(unused.length > 0 ? unused : choices);
  c.picked.add(choice);
  return choice;
}

/** Tells whether a draft answer holds text worth a sentence. */
export const isAnswered = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The context of one biography: names and pronouns from the draft, and the random stream of the seed. */
export function createBioContext(draft: Draft, seed: number): BioContext {
  const roleName = getRole(draft.selectedRole)?.name ?? null;
  const name = fullName(draft);
  const nobody = `the ${roleName ?? 'edgerunner'}`;
  return {
    draft,
    p: pronounsFor(draft.gender),
    full: name || nobody,
    first: draft.firstName.trim() || name || nobody,
    roleName,
    random: seededRandom(seed),
    used: [],
    pending: [],
    said: new Set(),
    lastStart: '',
    lastNamed: false,
    picked: new Set(),
  };
}
