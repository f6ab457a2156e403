import { describe, expect, it } from 'vitest';
import { DERIVED_STAT_KEYS, DERIVED_STAT_LABELS, deriveStats } from './derived.ts';
import type { Attributes } from './ids.ts';

function attrs(values: Partial<Attributes>): Attributes {
  return { INT: 5, REF: 5, DEX: 5, TECH: 5, COOL: 5, WILL: 5, LUCK: 5, MOVE: 5, BODY: 5, EMP: 5, ...values };
}

describe('deriveStats', () => {
  it.each([
    // MOVE, BODY, WILL, EMP -> run, leap, carry, hp, seriously wounded, death save, humanity
    [{ MOVE: 3, BODY: 3, WILL: 3, EMP: 3 }, [6, 1, 30, 25, 13, 3, 30]],
    [{ MOVE: 6, BODY: 6, WILL: 7, EMP: 5 }, [12, 2, 60, 45, 23, 6, 50]],
    [{ MOVE: 8, BODY: 8, WILL: 8, EMP: 8 }, [16, 2, 80, 50, 25, 8, 80]],
    [{ MOVE: 1, BODY: 1, WILL: 1, EMP: 1 }, [2, 0, 10, 15, 8, 1, 10]],
    [{ MOVE: 2, BODY: 4, WILL: 5, EMP: 7 }, [4, 0, 40, 35, 18, 4, 70]],
    [{ MOVE: 7, BODY: 3, WILL: 8, EMP: 6 }, [14, 2, 30, 40, 20, 3, 60]],
  ] as const)('%j derives %j', (values, expected) => {
    const d = deriveStats(attrs(values));
    expect([d.run, d.leap, d.carryCapacity, d.hp, d.seriouslyWounded, d.deathSave, d.humanity]).toEqual(
      expected,
    );
  });

  it('labels every derived stat with the names the screens show', () => {
    expect(DERIVED_STAT_KEYS.map((key) => DERIVED_STAT_LABELS[key].label)).toEqual([
      'Run',
      'Leap',
      'Carry Capacity',
      'HP',
      'Seriously Wounded',
      'Death Save',
      'Humanity',
    ]);
    expect(DERIVED_STAT_LABELS.carryCapacity.unit).toBe('kg');
    for (const key of DERIVED_STAT_KEYS)
      expect(DERIVED_STAT_LABELS[key].explanation.length).toBeGreaterThan(10);
  });
});
