import { checkCharacter } from '@edgeforge/rules/check/check-character';
import { roleDefaults } from '@edgeforge/rules/role-defaults';
import { skillsForRole } from '@edgeforge/rules/skills';
import { templateRow } from '@edgeforge/rules/templates';
import { describe, expect, it } from 'vitest';
import { buildDraft } from '../test/support/build-draft.ts';
import { draftSchema, emptyDraft } from './draft.ts';
import { readStoredDraft } from './stored-draft.ts';

/** A Streetrat Nomad as the version before the rules check stored it: familyCrisis, none of the new fields. */
const OLD_STORED = {
  firstName: 'Mara',
  lastName: 'Voss',
  gender: 'female',
  age: 24,
  characterType: 'streetrat',
  selectedRole: 'nomad',
  fashionStyle: 'nomadLeathers',
  attributes: templateRow('nomad', 2),
  templateRow: 2,
  skills: skillsForRole('nomad'),
  culturalRegion: 'North American',
  personalityTrait: 'Intellectual and detached',
  valuesMost: 'Honesty',
  peopleAttitude: null,
  valuedPerson: null,
  valuedPossession: null,
  childhoodEnvironment: null,
  familyBackground: 'Nomad Pack',
  originalBackground: null,
  lifeGoal: null,
  lifeGoalB: null,
  clothingStyle: null,
  hairstyle: null,
  affectation: null,
  rockerBoyType: null,
  familyCrisis: 'Your family was betrayed by a partner',
  friends: [{ id: 'f1', relationship: null }],
  enemies: [],
  loveAffairs: [],
  roleLifepath: { kind: 'Scout' },
};

describe('readStoredDraft', () => {
  it('keeps every answer of a draft stored before the rules check and drops familyCrisis', () => {
    expect(draftSchema.safeParse(OLD_STORED).success).toBe(false);
    const { familyCrisis: _dropped, skills: _skills, ...answers } = OLD_STORED;
    const read = readStoredDraft(OLD_STORED);
    expect(read).toMatchObject(answers);
    expect(read).not.toHaveProperty('familyCrisis');
  });

  it('gives it what the screens set by themselves, so it can still be finished and saved', () => {
    const read = readStoredDraft(OLD_STORED)!;
    expect(read).toMatchObject({
      nativeLanguage: 'Chinese',
      skills: [...skillsForRole('nomad'), { name: 'Language (Chinese)', ranks: 4 }],
      statRolls: null,
      houseRules: null,
      ...roleDefaults('nomad', 'streetrat'),
    });
    expect(checkCharacter(read)).toEqual([]);
  });

  it('leaves a draft without a role or a region as it was, its new fields null', () => {
    const { familyCrisis: _dropped, ...rest } = OLD_STORED;
    const early = { ...rest, selectedRole: null, culturalRegion: null, skills: [] };
    // The new fields as the empty draft has them: null.
    expect(readStoredDraft(early)).toEqual({ ...emptyDraft(), ...early });
  });

  it('reads a draft of this version unchanged, even with the rules fields still unset', () => {
    const draft = buildDraft({ characterType: 'edgerunner', selectedRole: 'exec' });
    expect(readStoredDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(readStoredDraft(emptyDraft())).toEqual(emptyDraft());
    const unset = { ...draft, roleAbility: null, cyberware: null };
    expect(readStoredDraft(unset)).toEqual(unset);
  });

  it('answers null for what is no draft at all', () => {
    for (const stored of [null, 'draft', 42, [], { ...OLD_STORED, selectedRole: 'wizard' }]) {
      expect(readStoredDraft(stored)).toBeNull();
    }
  });
});
