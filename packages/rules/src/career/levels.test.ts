import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raiseRoleRank, raiseSkill } from './advance.ts';
import { levelsNow, raisedSinceCreation } from './levels.ts';
import { type CareerResult, type CareerState, emptyCareer, isCareerRefusal, multipliersOf } from './state.ts';

// The levels now (docs/rules/career.md#where-the-levels-show): the build's with the career's
// advancement applied, the one function the career screen, the sheet, the share link and the exports read.

const RULES = multipliersOf(null);
const rich: CareerState = { ...emptyCareer(), ip: 100_000 };

function stateOf(result: CareerResult): CareerState {
  if (isCareerRefusal(result)) throw new Error(result.message);
  return result.state;
}

const TECH = {
  skills: [
    { name: 'Handgun', ranks: 4 },
    { name: 'Basic Tech', ranks: 6 },
  ],
  rank: 4,
  setup: { rank: 4, maker: { field: 2, upgrade: 2 } },
};

describe('the levels now', () => {
  it("are the build's own without a career", () => {
    expect(levelsNow(TECH, null)).toEqual(TECH);
    expect(raisedSinceCreation(null)).toMatchObject({ rank: 0 });
    expect(raisedSinceCreation(null).skill('Handgun')).toBe(0);
  });

  it('raise a skill and the rank by the levels bought, and grow the set-up, leaving the build as it was', () => {
    const build = structuredClone(TECH);
    let state = stateOf(raiseSkill(rich, { name: 'Handgun', buildLevel: 4, doubleCost: false }, RULES));
    state = stateOf(raiseSkill(state, { name: 'Handgun', buildLevel: 4, doubleCost: false }, RULES));
    state = stateOf(
      raiseRoleRank(state, { role: 'tech', rank: 4, setup: TECH.setup }, RULES, {
        maker: ['field', 'invention'],
      }),
    );
    const now = levelsNow(build, state);
    expect(now.skills).toEqual([
      { name: 'Handgun', ranks: 6 },
      { name: 'Basic Tech', ranks: 6 },
    ]);
    expect(now.rank).toBe(5);
    expect(now.setup).toEqual({ rank: 5, maker: { field: 3, upgrade: 2, invention: 1 } });
    expect(build).toEqual(TECH);
    expect(raisedSinceCreation(state).skill('Handgun')).toBe(2);
    expect(raisedSinceCreation(state).rank).toBe(1);
  });

  it("add a skill the build lacked after the build's own, at the levels bought", () => {
    const state = stateOf(raiseSkill(rich, { name: 'Autofire', buildLevel: 0, doubleCost: true }, RULES));
    expect(levelsNow(TECH, state).skills).toEqual([...TECH.skills, { name: 'Autofire', ranks: 1 }]);
  });

  it('keep a character saved without a set-up without one, and without a rank none', () => {
    const old = { skills: [], rank: 4, setup: null };
    expect(levelsNow(old, emptyCareer())).toEqual({ skills: [], rank: 4, setup: null });
    expect(levelsNow({ skills: [], rank: null, setup: null }, emptyCareer()).rank).toBeNull();
  });

  it("hold every skill at the build's level plus the levels bought, never above 10, under any raises", () => {
    const names = ['Handgun', 'Evasion', 'Autofire', 'Stealth'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: names.length, maxLength: names.length }),
        fc.array(fc.integer({ min: 0, max: names.length - 1 }), { maxLength: 40 }),
        (levels, raises) => {
          const build = {
            skills: names.map((name, i) => ({ name, ranks: levels[i] ?? 0 })),
            rank: 2,
            setup: null,
          };
          const kept = structuredClone(build);
          let state = rich;
          for (const index of raises) {
            const skill = build.skills[index];
            if (!skill) continue;
            const result = raiseSkill(
              state,
              { name: skill.name, buildLevel: skill.ranks, doubleCost: false },
              RULES,
            );
            if (!isCareerRefusal(result)) state = result.state;
          }
          const now = levelsNow(build, state);
          for (const skill of build.skills) {
            const level = now.skills.find((entry) => entry.name === skill.name)?.ranks;
            expect(level).toBe(skill.ranks + (state.skills[skill.name]?.bought ?? 0));
            expect(level).toBeLessThanOrEqual(10);
          }
          expect(build).toEqual(kept);
        },
      ),
    );
  });
});
