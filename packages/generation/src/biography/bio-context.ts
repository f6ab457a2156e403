import type { Draft } from '@edgeforge/contracts/draft';
import { fullName } from '@edgeforge/contracts/draft';
import { type Random, seededRandom } from '../random.ts';
import { type Pronouns, pronounsFor } from './grammar.ts';
import { ROLE_NAMES } from './role-lines.ts';

/** What every sentence builder gets: the draft, pronouns, names and the seeded random. */
export interface BioContext {
  draft: Draft;
  p: Pronouns;
  /** Full name, or 'this Solo' when the draft has none. */
  full: string;
  /** First name for later mentions. */
  first: string;
  roleName: string | null;
  random: Random;
}

/** Tells whether a draft answer holds text worth a sentence. */
export const isAnswered = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The context of one biography: names and pronouns from the draft, and the random stream of the seed. */
export function createBioContext(draft: Draft, seed: number): BioContext {
  const random = seededRandom(seed);
  const p = pronounsFor(draft.gender);
  const roleName = draft.selectedRole ? ROLE_NAMES[draft.selectedRole] : null;
  const name = fullName(draft);
  const full = name || `this ${roleName ?? 'edgerunner'}`;
  const first = draft.firstName.trim() || (name ? name : `the ${roleName ?? 'edgerunner'}`);
  return { draft, p, full, first, roleName, random };
}
