import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import { createRng } from '@edgeforge/rules/dice';
import { ATTRIBUTE_KEYS, ROLE_IDS } from '@edgeforge/rules/ids';
import { roleDefaults } from '@edgeforge/rules/role-defaults';
import { rollCharacter } from '@edgeforge/rules/roll-character';
import { columnRollStats } from '@edgeforge/rules/roll-stats';
import { packageBasket } from '@edgeforge/rules/shop/package-basket';
import { skillsForRole } from '@edgeforge/rules/skills';
import { templateRow } from '@edgeforge/rules/templates';
import { describe, expect, it } from 'vitest';
import {
  chooseCulturalRegion,
  chooseGear,
  chooseMethod,
  chooseRole,
  FIRST_TEMPLATE_ROW,
  recordColumnRoll,
  rolledDraft,
  setSkillRanks,
  setStatRerolls,
  takePackageSkills,
} from './draft-changes.ts';

/** Applies changes in order, as the screens do one update after another. */
function walk(...steps: ((draft: Draft) => Partial<Draft>)[]): Draft {
  let draft = emptyDraft();
  for (const step of steps) draft = { ...draft, ...step(draft) };
  return draft;
}

describe('chooseRole', () => {
  it('sets the first template row, the package skills and the role defaults', () => {
    const draft = walk(
      () => ({ characterType: 'streetrat' }),
      (d) => chooseRole(d, 'tech'),
    );
    expect(draft).toMatchObject({
      selectedRole: 'tech',
      templateRow: FIRST_TEMPLATE_ROW,
      attributes: templateRow('tech', FIRST_TEMPLATE_ROW),
      skills: skillsForRole('tech'),
      statRolls: null,
      ...roleDefaults('tech', 'streetrat'),
    });
  });

  it('keeps the native language in the skills when the role changes', () => {
    const draft = walk(
      () => ({ characterType: 'streetrat', nativeLanguage: 'Korean' }),
      (d) => chooseRole(d, 'solo'),
      (d) => chooseRole(d, 'medtech'),
    );
    expect(draft.skills).toEqual([...skillsForRole('medtech'), { name: 'Language (Korean)', ranks: 4 }]);
  });

  it('changes nothing when the role is already chosen', () => {
    const draft = walk(
      () => ({ characterType: 'streetrat' }),
      (d) => chooseRole(d, 'solo'),
    );
    expect(chooseRole({ ...draft, templateRow: 7 }, 'solo')).toEqual({});
  });
});

describe('chooseCulturalRegion', () => {
  it('rolls a language of the region and moves its skill, keeping one the new region speaks too', () => {
    const japanese = walk(
      () => ({ characterType: 'streetrat' }),
      (d) => chooseRole(d, 'solo'),
      () => ({
        nativeLanguage: 'Japanese',
        skills: [...skillsForRole('solo'), { name: 'Language (Japanese)', ranks: 4 }],
      }),
    );
    const english = chooseCulturalRegion(japanese, 'North American', createRng(1));
    expect(['Chinese', 'Cree', 'Creole', 'English', 'French', 'Navajo', 'Spanish']).toContain(
      english.nativeLanguage,
    );
    expect(english.skills).toEqual([
      ...skillsForRole('solo'),
      { name: `Language (${english.nativeLanguage})`, ranks: 4 },
    ]);
    expect(chooseCulturalRegion(japanese, 'East Asian')).toMatchObject({ nativeLanguage: 'Japanese' });
  });

  it('clears the language for a region it does not know', () => {
    expect(chooseCulturalRegion(emptyDraft(), 'Mars')).toEqual({
      culturalRegion: 'Mars',
      nativeLanguage: null,
      skills: [],
    });
  });
});

describe("a Streetrat built through today's screens", () => {
  it.each(ROLE_IDS)('passes the rules check as a %s, in either order of role and region', (role) => {
    const rng = createRng(role.length);
    const answers = () => ({ firstName: 'Rixa', lastName: 'Vance', fashionStyle: 'neonNoir' as const });
    const roleFirst = walk(
      () => ({ characterType: 'streetrat' }),
      (d) => chooseRole(d, 'rockerboy'),
      (d) => chooseCulturalRegion(d, 'Western European', rng),
      (d) => chooseRole(d, role),
      answers,
    );
    const regionFirst = walk(
      () => ({ characterType: 'streetrat' }),
      (d) => chooseCulturalRegion(d, 'South Asian', rng),
      (d) => chooseRole(d, role),
      (d) => chooseCulturalRegion(d, 'Sub-Saharan African', rng),
      answers,
    );
    expect(checkCharacter(roleFirst)).toEqual([]);
    expect(checkCharacter(regionFirst)).toEqual([]);
  });
});

describe('the methods', () => {
  it('gives each method its own start for a role, legal where the method needs no more choices', () => {
    const streetrat = walk(
      () => ({ characterType: 'streetrat', culturalRegion: 'East Asian', nativeLanguage: 'Japanese' }),
      (d) => chooseRole(d, 'lawman'),
    );
    expect(checkCharacter(streetrat)).toEqual([]);
    const edgerunner = { ...streetrat, ...chooseMethod(streetrat, 'edgerunner') };
    expect(edgerunner).toMatchObject({
      characterType: 'edgerunner',
      attributes: null,
      statRolls: null,
      templateRow: null,
    });
    expect(checkCharacter(edgerunner).map((f) => f.code)).toEqual(['STATS_MISSING', 'SKILL_POINTS_UNSPENT']);
    const complete = { ...edgerunner, ...chooseMethod(edgerunner, 'complete') };
    expect(complete.purchases).toEqual(packageBasket('lawman').purchases);
    expect(complete.gearChoices).toEqual({});
    expect(checkCharacter(complete).map((f) => f.code)).toEqual([
      'STAT_POINTS_UNSPENT',
      'SKILL_POINTS_UNSPENT',
    ]);
    expect(chooseMethod(complete, 'complete')).toEqual({});
  });

  it('records Edgerunner rolls one per STAT (two under the house rule) and reads the STATs once all are in', () => {
    let draft = walk(
      () => ({ characterType: 'edgerunner' }),
      (d) => chooseRole(d, 'fixer'),
    );
    for (const [i, key] of ATTRIBUTE_KEYS.entries()) {
      expect(draft.attributes).toBeNull();
      draft = { ...draft, ...recordColumnRoll(draft, key, i + 1) };
    }
    expect(draft.attributes).toEqual(columnRollStats('fixer', draft.statRolls!));
    expect(recordColumnRoll(draft, 'INT', 5)).toEqual({});
    draft = { ...draft, ...setStatRerolls(draft, true) };
    draft = { ...draft, ...recordColumnRoll(draft, 'INT', 5) };
    expect(draft.statRolls?.INT).toEqual([1, 5]);
    expect(recordColumnRoll(draft, 'INT', 6)).toEqual({});
  });

  it('sets, adds and drops skills by their ranks, and takes the package in one step', () => {
    const draft = walk(
      () => ({ characterType: 'edgerunner', nativeLanguage: 'Korean' }),
      (d) => chooseRole(d, 'media'),
    );
    const raised = { ...draft, ...setSkillRanks(draft, 'Bribery', 3) };
    expect(raised.skills.at(-1)).toEqual({ name: 'Bribery', ranks: 3 });
    expect(setSkillRanks(raised, 'Bribery', 0).skills).toEqual(draft.skills);
    expect(takePackageSkills(raised).skills).toEqual([
      ...skillsForRole('media'),
      { name: 'Language (Korean)', ranks: 4 },
    ]);
  });

  it('installs the package cyberware again when a gear choice changes', () => {
    const draft = walk(
      () => ({ characterType: 'streetrat' }),
      (d) => chooseRole(d, 'nomad'),
      (d) => chooseGear(d, 'nomad-cyberware', 'wolvers'),
    );
    expect(draft.cyberware?.map((piece) => piece.itemId)).toEqual([
      'cyberware:neural-link',
      'cyberware:wolvers',
    ]);
  });

  it('makes a draft of a rolled character and its name', () => {
    const rolled = rollCharacter(createRng(5), { method: 'complete', role: 'exec' });
    const draft = rolledDraft(rolled, { firstName: 'Mei', lastName: 'Tanaka' });
    expect(draft).toMatchObject({
      firstName: 'Mei',
      lastName: 'Tanaka',
      characterType: 'complete',
      selectedRole: 'exec',
    });
    expect(checkCharacter(draft)).toEqual([]);
  });
});
