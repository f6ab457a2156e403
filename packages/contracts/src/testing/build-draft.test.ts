import { ROLE_IDS } from '@edgeforge/rules/ids';
import { visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { skillsForRole } from '@edgeforge/rules/skills';
import { findEntry, LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import { templateRow } from '@edgeforge/rules/templates';
import { describe, expect, it } from 'vitest';
import { bioRequestSchema } from '../api.ts';
import { completeDraftSchema } from '../draft.ts';
import { buildDraft } from './build-draft.ts';

describe('buildDraft', () => {
  it('builds a complete rockerboy by default', () => {
    const draft = buildDraft();
    expect(completeDraftSchema.parse(draft)).toEqual(draft);
    expect(draft.selectedRole).toBe('rockerboy');
    expect(draft.characterType).toBe('streetrat');
    expect(draft.attributes).toEqual(templateRow('rockerboy', 1));
    expect(draft.templateRow).toBe(1);
    expect(draft.skills).toEqual(skillsForRole('rockerboy'));
    expect(bioRequestSchema.safeParse({ characterData: draft }).success).toBe(true);
  });

  it('fills every roll-table field with a real row of its table', () => {
    const draft = buildDraft();
    for (const field of Object.keys(ROLL_TABLES) as RollTableField[]) {
      expect(findEntry(ROLL_TABLES[field], draft[field]), field).toBeDefined();
    }
  });

  it('has one friend, one enemy and one love affair from the lifepath tables', () => {
    const { friends, enemies, loveAffairs } = buildDraft();
    expect(friends).toHaveLength(1);
    expect(enemies).toHaveLength(1);
    expect(loveAffairs).toHaveLength(1);
    expect(findEntry(LIFEPATH_TABLES.friendRelationship, friends[0]?.relationship)).toBeDefined();
    const enemy = enemies[0]!;
    expect(findEntry(LIFEPATH_TABLES.enemyWho, enemy.enemyType)).toBeDefined();
    expect(['you', 'them']).toContain(enemy.wronged);
    expect(findEntry(LIFEPATH_TABLES.enemyCause, enemy.causedBy)).toBeDefined();
    expect(findEntry(LIFEPATH_TABLES.enemyResources, enemy.resources)).toBeDefined();
    expect(findEntry(LIFEPATH_TABLES.enemyAction, enemy.action)).toBeDefined();
    expect(findEntry(LIFEPATH_TABLES.loveAffair, loveAffairs[0]?.event)).toBeDefined();
  });

  it.each(ROLE_IDS)('a %s override switches attributes, skills and role lifepath', (roleId) => {
    const draft = buildDraft({ selectedRole: roleId });
    expect(completeDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.attributes).toEqual(templateRow(roleId, 1));
    expect(draft.skills).toEqual(skillsForRole(roleId));
    expect(draft.rockerBoyType === null).toBe(roleId !== 'rockerboy');
    const visible = visibleQuestions(roleId, draft.roleLifepath).map((q) => q.id);
    expect(Object.keys(draft.roleLifepath).sort()).toEqual([...visible].sort());
    for (const question of visibleQuestions(roleId, draft.roleLifepath)) {
      expect(findEntry(question.table, draft.roleLifepath[question.id])).toBeDefined();
    }
  });

  it('lays explicit overrides over the role defaults', () => {
    const attributes = { ...templateRow('solo', 3) };
    const draft = buildDraft({ selectedRole: 'solo', attributes, firstName: 'Kade', skills: [] });
    expect(draft.attributes).toEqual(attributes);
    expect(draft.firstName).toBe('Kade');
    expect(draft.skills).toEqual([]);
  });

  it('returns a fresh draft each call', () => {
    const a = buildDraft();
    a.friends.push({ id: 'extra', relationship: null });
    expect(buildDraft().friends).toHaveLength(1);
  });
});
