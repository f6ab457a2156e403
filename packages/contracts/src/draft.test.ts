import type { CharacterBuild } from '@edgeforge/rules/check/build';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildDraft } from '../test/support/build-draft.ts';
import {
  type CompleteDraft,
  completeDraftSchema,
  type Draft,
  draftSchema,
  emptyDraft,
  fullName,
  type LoveAffair,
  resizeList,
} from './draft.ts';
import { LIMITS } from './limits.ts';

const make = (i: number): LoveAffair => ({ id: `new-${i}`, event: null });

describe('resizeList', () => {
  const list: LoveAffair[] = [
    { id: 'a', event: 'Lost to a rival' },
    { id: 'b', event: 'Vanished' },
  ];

  it('keeps existing entries in order and appends new ones when growing', () => {
    expect(resizeList(list, 3, make)).toEqual([...list, { id: 'new-2', event: null }]);
  });

  it('keeps the first entries when shrinking', () => {
    expect(resizeList(list, 1, make)).toEqual([list[0]]);
    expect(resizeList(list, 0, make)).toEqual([]);
  });

  it('returns a new list and leaves the input alone', () => {
    const same = resizeList(list, 2, make);
    expect(same).toEqual(list);
    expect(same).not.toBe(list);
    expect(list).toHaveLength(2);
  });

  it.each([
    [-2, 0],
    [2.9, 2],
    [99, LIMITS.relationListMax],
  ])('bounds a count of %d to %d', (count, expected) => {
    expect(resizeList([], count, make)).toHaveLength(expected);
  });
});

describe('draftSchema', () => {
  it('accepts the empty draft and a built one', () => {
    expect(draftSchema.safeParse(emptyDraft()).success).toBe(true);
    expect(draftSchema.safeParse(buildDraft()).success).toBe(true);
  });

  it('refuses unknown keys at the top level and inside nested objects', () => {
    expect(draftSchema.safeParse({ ...emptyDraft(), isAdmin: true }).success).toBe(false);
    const draft = buildDraft();
    expect(draftSchema.safeParse({ ...draft, attributes: { ...draft.attributes, STR: 5 } }).success).toBe(
      false,
    );
    expect(
      draftSchema.safeParse({ ...draft, friends: [{ id: 'f', relationship: null, x: 1 }] }).success,
    ).toBe(false);
  });

  it.each([0, 9, 3.5, -1])('refuses an attribute of %d', (value) => {
    const draft = buildDraft();
    expect(draftSchema.safeParse({ ...draft, attributes: { ...draft.attributes, REF: value } }).success).toBe(
      false,
    );
  });

  it.each([1, 8])('accepts an attribute of %d', (value) => {
    const draft = buildDraft();
    expect(draftSchema.safeParse({ ...draft, attributes: { ...draft.attributes, REF: value } }).success).toBe(
      true,
    );
  });

  it('refuses a missing attribute, an unknown role and an unknown fashion style', () => {
    const draft = buildDraft();
    const { EMP: _dropped, ...nine } = draft.attributes;
    expect(draftSchema.safeParse({ ...draft, attributes: nine }).success).toBe(false);
    expect(draftSchema.safeParse({ ...draft, selectedRole: 'corpo' }).success).toBe(false);
    expect(draftSchema.safeParse({ ...draft, fashionStyle: 'grunge' }).success).toBe(false);
  });

  it('refuses more than three friends and text over the limit', () => {
    const draft = buildDraft();
    const friends = Array.from({ length: 4 }, (_, i) => ({ id: `f${i}`, relationship: null }));
    expect(draftSchema.safeParse({ ...draft, friends }).success).toBe(false);
    expect(draftSchema.safeParse({ ...draft, hairstyle: 'x'.repeat(LIMITS.textFieldMax + 1) }).success).toBe(
      false,
    );
  });
});

describe("the rules' fields", () => {
  it('are named and typed as the rules build, so the check reads a draft as it is (checked by tsc)', () => {
    expectTypeOf<CompleteDraft>().toExtend<CharacterBuild>();
    expectTypeOf<Draft>().toExtend<CharacterBuild>();
    const complete: CharacterBuild = buildDraft();
    const unfinished: CharacterBuild = emptyDraft();
    expect(checkCharacter(complete)).toEqual([]);
    expect(checkCharacter(unfinished).map((f) => f.code)).toEqual(['METHOD_MISSING', 'ROLE_MISSING']);
  });

  it('default to null when a request leaves them out', () => {
    const { statRolls, roleAbility, nativeLanguage, houseRules, gearChoices, purchases, cyberware, ...old } =
      buildDraft();
    // Each one as the empty draft has it: null.
    expect(draftSchema.parse(old)).toEqual({ ...emptyDraft(), ...old });
    expect([
      statRolls,
      roleAbility,
      nativeLanguage,
      houseRules,
      gearChoices,
      purchases,
      cyberware,
    ]).not.toContain(undefined);
  });

  it('hold shapes, leaving rule breaks to the rules check', () => {
    const draft = buildDraft({ characterType: 'edgerunner' });
    const thirdRoll = { ...draft, statRolls: { ...draft.statRolls, INT: [1, 2, 3] } };
    expect(draftSchema.safeParse(thirdRoll).success).toBe(true);
    expect(checkCharacter(draftSchema.parse(thirdRoll)).map((f) => f.code)).toContain(
      'STAT_REROLL_NOT_ALLOWED',
    );
    const unknownItem = { ...draft, purchases: [{ id: 'weapon:railgun', quantity: 1 }] };
    expect(checkCharacter(draftSchema.parse(unknownItem)).map((f) => f.code)).toContain('ITEM_UNKNOWN');
    for (const broken of [
      { ...draft, statRolls: { STR: [3] } },
      { ...draft, statRolls: { INT: [11] } },
      { ...draft, roleAbility: { rank: 4, programs: ['Sword'] } },
      { ...draft, roleAbility: { rank: 4, combatAwareness: { luck: 4 } } },
      { ...draft, houseRules: { enabled: 'yes', statRerolls: false } },
      { ...draft, purchases: [{ id: 'weapon:sword', quantity: 1, price: 0 }] },
      { ...draft, cyberware: [{ instanceId: 'a', itemId: 'cyberware:neural-link', foundationId: null }] },
    ]) {
      expect(draftSchema.safeParse(broken).success, JSON.stringify(broken).slice(-120)).toBe(false);
    }
  });
});

describe('completeDraftSchema', () => {
  it('accepts a built draft', () => {
    expect(completeDraftSchema.safeParse(buildDraft()).success).toBe(true);
  });

  it.each([
    ['first name empty', { firstName: '' }],
    ['first name blank', { firstName: '   ' }],
    ['last name empty', { lastName: '' }],
    ['no role', { selectedRole: null }],
    ['no fashion style', { fashionStyle: null }],
    ['no character type', { characterType: null }],
    ['no attributes', { attributes: null }],
  ] as const)('refuses a draft with %s', (_label, override) => {
    const result = completeDraftSchema.safeParse({ ...buildDraft(), ...override });
    expect(result.success).toBe(false);
  });

  it('the empty draft is not complete', () => {
    expect(completeDraftSchema.safeParse(emptyDraft()).success).toBe(false);
  });
});

describe('fullName', () => {
  it('joins trimmed names', () => {
    expect(fullName({ firstName: ' Rixa ', lastName: 'Vance ' })).toBe('Rixa Vance');
    expect(fullName({ firstName: '', lastName: '' })).toBe('');
  });
});
