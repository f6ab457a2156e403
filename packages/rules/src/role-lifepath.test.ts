import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from './ids.ts';
import { ROLE_LIFEPATHS, visibleQuestions } from './role-lifepath.ts';

const ids = (roleId: (typeof ROLE_IDS)[number], answers: Record<string, string>) =>
  visibleQuestions(roleId, answers).map((q) => q.id);

describe('ROLE_LIFEPATHS', () => {
  it.each(ROLE_IDS)('%s tables each have their own size, numbered from 1', (roleId) => {
    const questions = ROLE_LIFEPATHS[roleId];
    expect(questions.length).toBeGreaterThanOrEqual(4);
    for (const { table } of questions) {
      expect([2, 3, 6, 10]).toContain(table.die);
      expect(table.entries.map((e) => e.roll)).toEqual(Array.from({ length: table.die }, (_, i) => i + 1));
      expect(new Set(table.entries.map((e) => e.value)).size).toBe(table.die);
      expect(table.title.length).toBeGreaterThan(3);
    }
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.table.id)).size).toBe(questions.length);
  });

  it.each(ROLE_IDS)('%s conditions point at an earlier question and one of its answers', (roleId) => {
    const questions = ROLE_LIFEPATHS[roleId];
    questions.forEach((question, index) => {
      if (!question.when) return;
      const parent = questions.slice(0, index).find((q) => q.id === question.when?.questionId);
      expect(parent).toBeDefined();
      expect(parent?.table.entries.map((e) => e.value)).toContain(question.when.value);
    });
  });

  it.each([
    ['rockerboy', 'groupOrSolo', 2],
    ['netrunner', 'partnerOrAlone', 2],
    ['tech', 'kind', 10],
    ['medtech', 'kind', 10],
    ['exec', 'corpType', 10],
    ['fixer', 'kind', 10],
    ['nomad', 'landAirSea', 3],
    ['nomad', 'landTrade', 10],
    ['nomad', 'airTrade', 6],
    ['solo', 'kind', 6],
  ] as const)('%s %s is a d%i', (roleId, questionId, die) => {
    expect(ROLE_LIFEPATHS[roleId].find((q) => q.id === questionId)?.table.die).toBe(die);
  });

  it('medtech and media have no "who is gunning for you" question', () => {
    for (const roleId of ['medtech', 'media'] as const) {
      expect(ROLE_LIFEPATHS[roleId].some((q) => q.id === 'gunning')).toBe(false);
    }
  });
});

describe('visibleQuestions', () => {
  it('follows the rockerboy group and solo branches', () => {
    expect(ids('rockerboy', {})).toEqual(['groupOrSolo', 'gunning']);
    expect(ids('rockerboy', { groupOrSolo: 'In a group' })).toEqual(['groupOrSolo', 'venue', 'gunning']);
    expect(ids('rockerboy', { groupOrSolo: 'Solo act' })).toEqual(['groupOrSolo', 'everInGroup', 'gunning']);
    expect(ids('rockerboy', { groupOrSolo: 'Solo act', everInGroup: 'Yes' })).toEqual([
      'groupOrSolo',
      'everInGroup',
      'whyLeft',
      'gunning',
    ]);
  });

  it('drops follow-ups of an abandoned branch even if their answers remain', () => {
    expect(ids('rockerboy', { groupOrSolo: 'In a group', everInGroup: 'Yes', whyLeft: 'x' })).toEqual([
      'groupOrSolo',
      'venue',
      'gunning',
    ]);
  });

  it.each(['netrunner', 'tech', 'medtech', 'fixer'] as const)(
    '%s shows a partner or a workspace',
    (roleId) => {
      const partner = ids(roleId, { partnerOrAlone: 'Partner' });
      const alone = ids(roleId, { partnerOrAlone: 'Alone' });
      expect(partner).toContain('partner');
      expect(partner).not.toContain(roleId === 'fixer' ? 'office' : 'workspace');
      expect(alone).not.toContain('partner');
      expect(alone).toContain(roleId === 'fixer' ? 'office' : 'workspace');
    },
  );

  it.each([
    ['Land', 'landTrade'],
    ['Air', 'airTrade'],
    ['Sea', 'seaTrade'],
  ])('nomad %s shows only %s', (answer, shown) => {
    const visible = ids('nomad', { landAirSea: answer });
    for (const trade of ['landTrade', 'airTrade', 'seaTrade'])
      expect(visible.includes(trade)).toBe(trade === shown);
  });

  it('shows every question of a role without branches', () => {
    expect(ids('solo', {})).toEqual(ROLE_LIFEPATHS.solo.map((q) => q.id));
  });
});
