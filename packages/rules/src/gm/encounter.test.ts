import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../dice.ts';
import { encounterWeight, rollNpcInitiative, turnOrder } from './encounter.ts';

/** An Rng that gives the d10 faces listed, in order. */
function faces(...values: number[]): Rng {
  let next = 0;
  return () => (values[next++]! - 1) / 10;
}

describe('encounterWeight', () => {
  it('weighs a Mook as one character, a Lieutenant two, a Mini-Boss three and a Boss four', () => {
    expect(encounterWeight(['mook', 'mook', 'lieutenant'], 4)).toEqual({
      npcs: 4,
      party: 4,
      verdict: 'even',
    });
    expect(encounterWeight(['miniBoss'], 4).verdict).toBe('light');
    expect(encounterWeight(['boss', 'mook'], 4)).toEqual({ npcs: 5, party: 4, verdict: 'heavy' });
    expect(encounterWeight([], 3).npcs).toBe(0);
  });
});

describe('rollNpcInitiative', () => {
  it('is 1d10 + REF, a natural 10 adding one more d10 and a natural 1 taking one away', () => {
    expect(rollNpcInitiative(faces(6), 5)).toBe(11);
    expect(rollNpcInitiative(faces(10, 4), 5)).toBe(19);
    expect(rollNpcInitiative(faces(1, 3), 5)).toBe(3);
  });
});

describe('turnOrder', () => {
  it('puts the highest initiative first', () => {
    const order = turnOrder(createRng(1), [
      { id: 'a', initiative: 9 },
      { id: 'b', initiative: 17 },
      { id: 'c', initiative: 12 },
    ]);
    expect(order.map((slot) => slot.id)).toEqual(['b', 'c', 'a']);
    expect(order.every((slot) => slot.rollOffs.length === 0)).toBe(true);
  });

  it('breaks a tie by 1d10 roll-offs among the tied only, again while they still tie', () => {
    // a and c tie at 14: roll-offs 5 and 5 tie again, then 2 and 8.
    const order = turnOrder(faces(5, 5, 2, 8), [
      { id: 'a', initiative: 14 },
      { id: 'b', initiative: 20 },
      { id: 'c', initiative: 14 },
    ]);
    expect(order).toEqual([
      { id: 'b', initiative: 20, rollOffs: [] },
      { id: 'c', initiative: 14, rollOffs: [5, 8] },
      { id: 'a', initiative: 14, rollOffs: [5, 2] },
    ]);
  });

  it('leaves no two combatants tied, whatever the seed', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const entries = Array.from({ length: 8 }, (_, i) => ({ id: `n${i}`, initiative: 10 + (i % 3) }));
      const order = turnOrder(createRng(seed), entries);
      const keys = order.map((slot) => `${slot.initiative}:${slot.rollOffs.join(',')}`);
      expect(new Set(keys).size).toBe(8);
      expect(order.map((slot) => slot.initiative)).toEqual(
        [...order.map((s) => s.initiative)].sort((x, y) => y - x),
      );
    }
  });
});
