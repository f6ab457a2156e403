import { checkCharacter } from '@edgeforge/rules/check/check-character';
import { CHARACTER_TYPES, ROLE_IDS } from '@edgeforge/rules/ids';
import { visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { packageSkillsWithNative } from '@edgeforge/rules/roll-skills';
import { findEntry, LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import { templateRow } from '@edgeforge/rules/templates';
import { LEGAL_BUILDS } from '@edgeforge/rules/testing/legal-builds';
import { describe, expect, it } from 'vitest';
import { bioRequestSchema, saveCharacterRequestSchema } from '../../src/api.ts';
import { completeDraftSchema } from '../../src/draft.ts';
import { buildDraft } from './build-draft.ts';

describe('buildDraft', () => {
  it('builds a complete Streetrat Netrunner, Kaori Tanaka from East Asia, by default', () => {
    const draft = buildDraft();
    expect(completeDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      firstName: 'Kaori',
      lastName: 'Tanaka',
      selectedRole: 'netrunner',
      characterType: 'streetrat',
      culturalRegion: 'East Asian',
      nativeLanguage: 'Japanese',
      templateRow: 3,
    });
    expect(draft.attributes).toEqual(templateRow('netrunner', 3));
    expect(draft.skills).toEqual(packageSkillsWithNative('netrunner', 'Japanese'));
    expect(bioRequestSchema.safeParse({ characterData: draft }).success).toBe(true);
    expect(saveCharacterRequestSchema.safeParse({ draft }).success).toBe(true);
  });

  it.each(CHARACTER_TYPES.flatMap((method) => ROLE_IDS.map((role) => [method, role] as const)))(
    'builds a %s %s that passes the rules check',
    (characterType, selectedRole) => {
      const draft = buildDraft({ characterType, selectedRole });
      expect(completeDraftSchema.safeParse(draft).success).toBe(true);
      expect(checkCharacter(draft)).toEqual([]);
      const legal = LEGAL_BUILDS[characterType](selectedRole);
      expect(draft).toMatchObject({ attributes: legal.attributes, roleAbility: legal.roleAbility });
    },
  );

  it('follows a cultural region override with one of its languages, and stays legal', () => {
    const draft = buildDraft({ culturalRegion: 'North American' });
    expect(draft.nativeLanguage).toBe('Chinese');
    expect(draft.skills).toContainEqual({ name: 'Language (Chinese)', ranks: 4 });
    expect(checkCharacter(draft)).toEqual([]);
    const complete = buildDraft({ characterType: 'complete', culturalRegion: 'Western European' });
    expect(checkCharacter(complete)).toEqual([]);
    const french = buildDraft({ culturalRegion: 'Western European', nativeLanguage: 'French' });
    expect(french.skills).toContainEqual({ name: 'Language (French)', ranks: 4 });
  });

  it('fills every roll-table field with a real row of its table', () => {
    for (const role of ROLE_IDS) {
      const draft = buildDraft({ selectedRole: role });
      for (const field of Object.keys(ROLL_TABLES) as RollTableField[]) {
        if (field === 'rockerBoyType' && role !== 'rockerboy') expect(draft.rockerBoyType).toBeNull();
        else expect(findEntry(ROLL_TABLES[field], draft[field]), field).toBeDefined();
      }
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

  it.each(ROLE_IDS)('answers exactly the %s lifepath questions its answers show', (roleId) => {
    const draft = buildDraft({ selectedRole: roleId });
    const visible = visibleQuestions(roleId, draft.roleLifepath);
    expect(Object.keys(draft.roleLifepath).sort()).toEqual(visible.map((q) => q.id).sort());
    for (const question of visible) {
      expect(findEntry(question.table, draft.roleLifepath[question.id])).toBeDefined();
    }
  });

  it('lays explicit overrides over the role defaults, even rule-breaking ones', () => {
    const attributes = { ...templateRow('solo', 5) };
    const draft = buildDraft({ selectedRole: 'solo', attributes, firstName: 'Kade', skills: [] });
    expect(draft.attributes).toEqual(attributes);
    expect(draft.firstName).toBe('Kade');
    expect(draft.skills).toEqual([]);
    expect(checkCharacter(draft).map((f) => f.code)).toContain('TEMPLATE_ROW_MISMATCH');
  });

  it('returns a fresh draft each call', () => {
    const a = buildDraft();
    a.friends.push({ id: 'extra', relationship: null });
    a.cyberware?.pop();
    expect(buildDraft().friends).toHaveLength(1);
    expect(checkCharacter(buildDraft())).toEqual([]);
  });
});
