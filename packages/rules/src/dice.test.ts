import { describe, expect, it } from 'vitest';
import {
  createRng,
  DICE_HIGHLIGHT_DELAYS_MS,
  DICE_SETTLE_MS,
  pickDifferentIndex,
  pickRandom,
  pickRandomIndex,
  planDiceRoll,
  type Rng,
  roll1d10,
  rollDie,
  rollRelationCount,
} from './dice.ts';

const SEEDS = Array.from({ length: 500 }, (_, i) => i * 7919 + 1);

/** Collects every value a roller gives over many seeds and a few rolls each. */
function outcomes(roll: (rng: Rng) => number): Set<number> {
  const seen = new Set<number>();
  for (const seed of SEEDS) {
    const rng = createRng(seed);
    for (let i = 0; i < 5; i++) seen.add(roll(rng));
  }
  return seen;
}

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(seqA);
    expect(Array.from({ length: 20 }, c)).not.toEqual(seqA);
  });

  it('returns numbers in [0, 1)', () => {
    const values = Array.from({ length: 10_000 }, createRng(7));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});

describe('dice', () => {
  it.each([
    ['1d10', roll1d10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['1d6', (rng: Rng) => rollDie(rng, 6), [1, 2, 3, 4, 5, 6]],
    ['d2', (rng: Rng) => rollDie(rng, 2), [1, 2]],
    ['1d10-7, minimum 0', rollRelationCount, [0, 1, 2, 3]],
  ] as const)('%s gives exactly its faces over many seeds', (_name, roll, faces) => {
    expect([...outcomes(roll)].sort((x, y) => x - y)).toEqual(faces);
  });

  it('1d10-7 is 0 for die results 1 to 7 and 1 to 3 for 8 to 10', () => {
    const cases = [
      [0, 0],
      [0.65, 0],
      [0.7, 1],
      [0.85, 2],
      [0.99, 3],
    ] as const;
    for (const [r, expected] of cases) expect(rollRelationCount(() => r)).toBe(expected);
  });

  it('stays in range even when the source misbehaves and returns 1', () => {
    expect(pickRandomIndex(() => 1, 10)).toBe(9);
    expect(roll1d10(() => 1)).toBe(10);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => pickRandomIndex(Math.random, 0)).toThrow(RangeError);
    expect(() => pickRandomIndex(Math.random, 2.5)).toThrow(RangeError);
  });

  it('pickDifferentIndex never returns the excluded index and reaches every other one', () => {
    for (const count of [2, 3, 6, 10]) {
      for (let exclude = 0; exclude < count; exclude++) {
        const seen = outcomes((rng) => pickDifferentIndex(rng, count, exclude));
        expect(seen.has(exclude)).toBe(false);
        expect(seen.size).toBe(count - 1);
      }
    }
  });
});

describe('planDiceRoll', () => {
  it('shows four highlights at 100, 150, 200 and 250 ms and settles after the last one', () => {
    const plan = planDiceRoll(createRng(1), 10, 4);
    expect(DICE_HIGHLIGHT_DELAYS_MS).toEqual([100, 150, 200, 250]);
    expect(plan.highlights.map((h) => h.atMs)).toEqual([100, 150, 200, 250]);
    expect(plan.settleAtMs).toBe(DICE_SETTLE_MS);
    expect(plan.settleAtMs).toBeGreaterThan(250);
  });

  it.each([2, 3, 6, 10])('with %i rows the result differs from the current row over many seeds', (count) => {
    for (const seed of SEEDS) {
      const current = seed % count;
      const plan = planDiceRoll(createRng(seed), count, current);
      expect(plan.resultIndex).not.toBe(current);
      expect(plan.resultIndex).toBeGreaterThanOrEqual(0);
      expect(plan.resultIndex).toBeLessThan(count);
    }
  });

  it('keeps highlights in range and never shows the same row twice in a row', () => {
    for (const seed of SEEDS) {
      const plan = planDiceRoll(createRng(seed), 10, seed % 10);
      const indexes = plan.highlights.map((h) => h.index);
      for (const index of indexes) expect(index >= 0 && index < 10).toBe(true);
      for (let i = 1; i < indexes.length; i++) expect(indexes[i]).not.toBe(indexes[i - 1]);
    }
  });

  it('can land on any row when nothing is stored yet', () => {
    expect(outcomes((rng) => planDiceRoll(rng, 10, null).resultIndex).size).toBe(10);
  });

  it('returns the only row of a one-row table', () => {
    expect(planDiceRoll(createRng(3), 1, 0).resultIndex).toBe(0);
  });

  it('is repeatable for a seed', () => {
    expect(planDiceRoll(createRng(99), 10, 2)).toEqual(planDiceRoll(createRng(99), 10, 2));
  });
});

describe('pickRandom', () => {
  it('picks every option of a list over many rolls and refuses an empty list', () => {
    const rng = createRng(11);
    const seen = new Set(Array.from({ length: 200 }, () => pickRandom(rng, ['a', 'b', 'c'])));
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
    expect(() => pickRandom(rng, [])).toThrow(RangeError);
  });
});
