import type { Draft } from '@edgeforge/contracts/draft';

/**
 * A typed number taken one step at a time with the steppers' own rule, so typing is validated exactly as
 * the + and − buttons are: the changes that bring `read(draft)` as near `target` as the rule allows
 * (a STAT's bounds, the points left), or none.
 */
export function stepTo(
  latest: Draft,
  target: number,
  read: (draft: Draft) => number,
  step: (draft: Draft, delta: 1 | -1) => Partial<Draft>,
): Partial<Draft> {
  let draft = latest;
  let changes: Partial<Draft> = {};
  // A STAT or a skill moves by at most ten steps; the bound keeps a rule that never refuses finite.
  for (let guard = 0; guard < 20 && read(draft) !== target; guard++) {
    const next = step(draft, read(draft) < target ? 1 : -1);
    if (Object.keys(next).length === 0) break;
    changes = { ...changes, ...next };
    draft = { ...draft, ...next };
  }
  return changes;
}
