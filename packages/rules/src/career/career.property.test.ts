import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advancedLevel, raiseRoleRank, raiseSkill } from './advance.ts';
import { HOUSING_IDS, LIFESTYLE_IDS } from './data/career.ts';
import { award } from './ledger.ts';
import { chooseLiving, monthPasses } from './month.ts';
import {
  type CareerResult,
  type CareerState,
  emptyCareer,
  isCareerRefusal,
  type LedgerEntry,
  ledgerBalance,
  multipliersOf,
} from './state.ts';
import { type CareerStep, undoSpend } from './undo.ts';

const RULES = multipliersOf({ skill: 20, roleRank: 60 });
const SKILLS = [
  { name: 'Handgun', buildLevel: 4, doubleCost: false },
  { name: 'Autofire', buildLevel: 0, doubleCost: true },
  { name: 'Evasion', buildLevel: 9, doubleCost: false },
];

type Step = { kind: string; run: (state: CareerState, last: CareerStep | null) => CareerResult };

/** Any career step with any arguments, legal or not: a refusal leaves the career as it was. */
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({
      ledger: fc.constantFrom('ip' as const, 'eb' as const, 'reputation' as const),
      amount: fc.integer({ min: -300, max: 600 }),
    })
    .map((entry) => ({ kind: 'award', run: (s: CareerState) => award(s, { ...entry, reason: 'Award' }) })),
  fc
    .constantFrom(...SKILLS)
    .map((skill) => ({ kind: 'raiseSkill', run: (s: CareerState) => raiseSkill(s, skill, RULES) })),
  fc.constant<Step>({
    kind: 'raiseRoleRank',
    run: (s) => raiseRoleRank(s, { role: 'fixer', rank: 3 }, RULES),
  }),
  fc
    .record({ lifestyle: fc.constantFrom(...LIFESTYLE_IDS), housing: fc.constantFrom(...HOUSING_IDS) })
    .map((choice) => ({ kind: 'chooseLiving', run: (s: CareerState) => chooseLiving(s, choice) })),
  fc.constant<Step>({ kind: 'monthPasses', run: (s) => monthPasses(s, false) }),
  fc.constant<Step>({ kind: 'undo', run: (s, last) => undoSpend(s, last) }),
);

/** Runs the steps as the server does: each applied step becomes the log's last one. */
function play(steps: readonly Step[]) {
  let state = emptyCareer();
  let last: CareerStep | null = null;
  const ledger: LedgerEntry[] = [];
  const states: CareerState[] = [state];
  for (const step of steps) {
    const result = step.run(state, last);
    if (isCareerRefusal(result)) continue;
    last = { kind: step.kind, before: state, after: result.state, entries: result.entries };
    ledger.push(...result.entries);
    state = result.state;
    states.push(state);
  }
  return { state, ledger, states };
}

const steps = fc.array(stepArb, { maxLength: 60 });

describe('the career under any steps', () => {
  it('never has a negative IP balance, and no skill or rank above 10', () => {
    fc.assert(
      fc.property(steps, (list) => {
        for (const state of play(list).states) {
          expect(state.ip).toBeGreaterThanOrEqual(0);
          expect(state.reputation).toBeGreaterThanOrEqual(0);
          expect(state.reputation).toBeLessThanOrEqual(10);
          for (const skill of SKILLS)
            expect(advancedLevel(skill.buildLevel, state.skills[skill.name])).toBeLessThanOrEqual(10);
          expect(advancedLevel(3, state.roleRank)).toBeLessThanOrEqual(10);
        }
      }),
    );
  });

  it('keeps each balance equal to the sum of its ledger', () => {
    fc.assert(
      fc.property(steps, (list) => {
        const { state, ledger } = play(list);
        expect(ledgerBalance(ledger, 'ip')).toBe(state.ip);
        expect(ledgerBalance(ledger, 'eb')).toBe(state.eb);
        expect(ledgerBalance(ledger, 'reputation')).toBe(state.reputation);
      }),
    );
  });

  it('undoes a spend to the exact career before it', () => {
    fc.assert(
      fc.property(steps, fc.constantFrom(...SKILLS), (list, skill) => {
        const before = play([
          ...list,
          { kind: 'award', run: (s) => award(s, { ledger: 'ip', amount: 400, reason: 'x' }) },
        ]).state;
        const spend = raiseSkill(before, skill, RULES);
        if (isCareerRefusal(spend)) return;
        const undone = undoSpend(spend.state, {
          kind: 'raiseSkill',
          before,
          after: spend.state,
          entries: spend.entries,
        });
        expect(undone).toMatchObject({ state: before });
      }),
    );
  });
});
