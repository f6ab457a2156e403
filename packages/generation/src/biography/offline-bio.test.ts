import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { ROLE_IDS } from '@edgeforge/rules/ids';
import { LIFEPATH_TABLES, ROLL_TABLES } from '@edgeforge/rules/tables';
import { describe, expect, it } from 'vitest';
import { FASHION_LOOKS } from '../fashion-looks.ts';
import { generateOfflineBio } from './offline-bio.ts';
import { ROLE_NAMES } from './role-lines.ts';

const TABLE_FIELDS = Object.keys(ROLL_TABLES) as Array<keyof typeof ROLL_TABLES>;
const row = (table: { entries: readonly { value: string }[] }, i: number) =>
  table.entries[i % table.entries.length]!.value;

/** Draft i takes row i of every roll table, and rows of the friend, enemy and love tables. */
function tableDraft(i: number): Draft {
  const fromTables = Object.fromEntries(TABLE_FIELDS.map((field) => [field, row(ROLL_TABLES[field], i)]));
  const t = LIFEPATH_TABLES;
  return buildDraft({
    ...fromTables,
    gender: i % 2 === 0 ? 'female' : 'male',
    selectedRole: ROLE_IDS[i]!,
    firstName: `First${'abcdefghij'[i]}`,
    lastName: `Last${'abcdefghij'[i]}`,
    friends: [0, 1].map((k) => ({ id: `f${k}`, relationship: row(t.friendRelationship, i + k * 5) })),
    enemies: [
      {
        id: 'e1',
        enemyType: row(t.enemyWho, i),
        wronged: i % 2 === 0 ? 'you' : 'them',
        causedBy: row(t.enemyCause, i),
        resources: row(t.enemyResources, i),
        action: row(t.enemyAction, i),
      },
    ],
    loveAffairs: [{ id: 'l1', event: row(t.loveAffair, i) }],
  });
}

/** The longest word of an answer, enough to tell it was woven in; 'you' words turn third person. */
function keyword(value: string): string {
  return value
    .toLowerCase()
    .split(/[^a-z]+/)
    .map((word) => (word === 'yourself' ? 'self' : /^(you|your|yours)$/.test(word) ? '' : word))
    .reduce((best, word) => (word.length > best.length ? word : best), '');
}

const DRAFTS = Array.from({ length: 10 }, (_, i) => tableDraft(i));

describe('offline biography', () => {
  it.each(DRAFTS.map((draft, i) => [i, draft] as const))(
    'draft %i mentions every choice it was given',
    (_i, draft) => {
      const { bio } = generateOfflineBio(draft, 42);
      const text = bio.toLowerCase();
      const expected = [
        draft.firstName,
        draft.lastName,
        ROLE_NAMES[draft.selectedRole!],
        FASHION_LOOKS[draft.fashionStyle!].name,
        ...[
          draft.culturalRegion,
          draft.personalityTrait,
          draft.peopleAttitude,
          draft.valuedPossession,
          draft.clothingStyle,
          draft.hairstyle,
          draft.affectation,
          draft.originalBackground,
          draft.childhoodEnvironment,
          draft.familyBackground,
          draft.lifeGoal,
          draft.lifeGoalB,
          draft.selectedRole === 'rockerboy' ? draft.rockerBoyType : draft.lifeGoal,
          draft.valuedPerson,
          draft.valuesMost,
          ...draft.friends.map((f) => f.relationship),
          ...draft.enemies.flatMap((e) => [e.enemyType, e.causedBy, e.resources, e.action]),
          ...draft.loveAffairs.map((l) => l.event),
          ...Object.values(draft.roleLifepath),
        ].map((value) => keyword(value!)),
      ];
      for (const word of expected) expect(text, `missing "${word}"`).toContain(word.toLowerCase());
    },
  );

  it('writes 3 to 5 paragraphs and a one-line short bio within the limit, with no leftovers', () => {
    for (const [i, draft] of [
      ...DRAFTS,
      emptyDraft(),
      buildDraft({ firstName: '', lastName: '' }),
    ].entries()) {
      const { bio, shortBio } = generateOfflineBio(draft, i);
      const paragraphs = bio.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      for (const paragraph of paragraphs) expect(paragraph).toMatch(/^[A-Z'].*[.!?']$/s);
      expect(shortBio.length).toBeLessThanOrEqual(LIMITS.shortBioMax);
      expect(shortBio).not.toContain('\n');
      for (const text of [bio, shortBio]) {
        expect(text).not.toMatch(
          /\b(undefined|null|NaN)\b|\[object|[{}$]|[ \n][,.;:]| {2}|\ba an?\b|\ban [bcdfgjklmnpqrstvwxz]/i,
        );
      }
    }
  });

  it('uses the pronouns of the gender and the right articles', () => {
    const she = generateOfflineBio(buildDraft({ gender: 'female', selectedRole: 'exec' }), 3).bio;
    expect(she).not.toMatch(/\b(he|him|his|himself)\b/i);
    expect(she).toMatch(/\bshe\b/i);
    expect(she).toContain('an Exec');
    const he = generateOfflineBio(buildDraft({ gender: 'male', selectedRole: 'solo' }), 3).bio;
    expect(he).not.toMatch(/\b(she|her|hers|herself)\b/i);
    expect(he).toContain('a Solo');
  });

  it('is stable for a seed and varies its wording across seeds', () => {
    const draft = buildDraft();
    expect(generateOfflineBio(draft, 9)).toEqual(generateOfflineBio(draft, 9));
    const bios = new Set(Array.from({ length: 12 }, (_, seed) => generateOfflineBio(draft, seed).bio));
    expect(bios.size).toBeGreaterThanOrEqual(10);
  });
});
