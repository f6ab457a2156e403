import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_INFO,
  clampAttribute,
  defaultAttributes,
  findAttributeKey,
  getStatInfo,
  parseDefaultStat,
} from './attributes.ts';
import { ATTRIBUTE_KEYS, ROLE_IDS } from './ids.ts';
import { ROLES } from './roles.ts';

describe('ATTRIBUTE_INFO', () => {
  it.each(ATTRIBUTE_KEYS)('%s has a name, a description and details', (key) => {
    const info = ATTRIBUTE_INFO[key];
    expect(info.name.length).toBeGreaterThan(2);
    expect(info.description.length).toBeGreaterThan(20);
    expect(info.details.length).toBeGreaterThan(20);
  });
});

describe('getStatInfo', () => {
  it.each([
    ['INT', 'Intelligence'],
    ['cool', 'Cool'],
    ['Empathy', 'Empathy'],
    [' move ', 'Movement'],
  ])('finds %s', (name, expected) => {
    expect(getStatInfo(name).name).toBe(expected);
  });

  it.each(['', 'STR', 'Attractiveness'])("falls back to 'Unknown Stat' for %j", (name) => {
    const info = getStatInfo(name);
    expect(info.name).toBe('Unknown Stat');
    expect(info.details).toBe('No details available for this attribute.');
  });
});

describe('parseDefaultStat', () => {
  it.each([
    ['COOL 7', { key: 'COOL', value: 7 }],
    ['emp 6', { key: 'EMP', value: 6 }],
    ['INT 12', { key: 'INT', value: 8 }],
    ['REF 0', { key: 'REF', value: 1 }],
    ['STR 5', null],
    ['COOL', null],
    ['7 COOL', null],
  ] as const)('%j gives %j', (label, expected) => {
    expect(parseDefaultStat(label)).toEqual(expected);
  });
});

describe('clampAttribute', () => {
  it.each([
    [0, 1],
    [1, 1],
    [5.4, 5],
    [8, 8],
    [9, 8],
    [-3, 1],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
  ])('%d becomes %d', (input, expected) => {
    expect(clampAttribute(input)).toBe(expected);
  });
});

describe('defaultAttributes', () => {
  it('gives 3 for every STAT without a role', () => {
    for (const roleId of [undefined, null]) {
      expect(Object.values(defaultAttributes(roleId))).toEqual(Array(10).fill(3));
    }
  });

  it('lays the rockerboy defaults COOL 7, EMP 6, INT 5 over the 3s', () => {
    expect(defaultAttributes('rockerboy')).toEqual({
      INT: 5,
      REF: 3,
      DEX: 3,
      TECH: 3,
      COOL: 7,
      WILL: 3,
      LUCK: 3,
      MOVE: 3,
      BODY: 3,
      EMP: 6,
    });
  });

  it.each(ROLE_IDS)('%s keeps exactly its three default stats above 3', (roleId) => {
    const role = ROLES.find((r) => r.id === roleId)!;
    const attributes = defaultAttributes(roleId);
    const raised = ATTRIBUTE_KEYS.filter((key) => attributes[key] !== 3).map(
      (key) => `${key} ${attributes[key]}`,
    );
    expect(raised.sort()).toEqual([...role.defaultStats].sort());
  });

  it('finds keys by abbreviation or name only', () => {
    expect(findAttributeKey('Technique')).toBe('TECH');
    expect(findAttributeKey('tech')).toBe('TECH');
    expect(findAttributeKey('Luckiness')).toBeUndefined();
  });
});
