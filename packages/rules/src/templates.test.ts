import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_KEYS, ROLE_IDS } from './ids.ts';
import { STAT_TEMPLATES, templateRow } from './templates.ts';

describe('STAT_TEMPLATES', () => {
  it.each(ROLE_IDS)('%s has ten rows of ten STATs from 2 to 8 totalling 58 to 64', (roleId) => {
    const rows = STAT_TEMPLATES[roleId];
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual([...ATTRIBUTE_KEYS]);
      const values = Object.values(row);
      for (const value of values) expect(Number.isInteger(value) && value >= 2 && value <= 8).toBe(true);
      const total = values.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(58);
      expect(total).toBeLessThanOrEqual(64);
    }
  });

  // Spot checks copied from the game's STAT tables (columns INT REF DEX TECH COOL WILL LUCK MOVE BODY EMP).
  it.each([
    ['rockerboy', 1, '7 6 6 5 6 8 7 7 3 8'],
    ['solo', 10, '6 6 8 5 6 6 5 6 6 5'],
    ['netrunner', 5, '5 8 8 5 7 3 7 5 5 6'],
    ['tech', 4, '7 8 7 8 4 4 6 5 6 7'],
    ['medtech', 7, '8 6 5 8 5 4 8 5 7 7'],
    ['media', 2, '8 7 7 3 6 6 6 5 6 8'],
    ['exec', 9, '7 6 7 5 7 5 7 6 5 5'],
    ['lawman', 3, '5 7 7 7 6 7 5 5 7 6'],
    ['fixer', 6, '8 7 5 5 6 7 7 5 3 6'],
    ['nomad', 10, '5 6 7 4 7 8 7 7 7 4'],
  ] as const)('%s row %i is %s', (roleId, roll, expected) => {
    expect(Object.values(templateRow(roleId, roll)).join(' ')).toBe(expected);
  });
});

describe('templateRow', () => {
  it('returns a copy that cannot change the table', () => {
    const row = templateRow('solo', 1);
    row.REF = 1;
    expect(STAT_TEMPLATES.solo[0]?.REF).toBe(7);
  });

  it('clamps rolls off the die into range', () => {
    expect(templateRow('tech', 0)).toEqual(templateRow('tech', 1));
    expect(templateRow('tech', 11)).toEqual(templateRow('tech', 10));
  });
});
