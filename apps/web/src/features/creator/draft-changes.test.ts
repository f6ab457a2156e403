import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import { createRng } from '@edgeforge/rules/dice';
import { ROLE_IDS } from '@edgeforge/rules/ids';
import { roleDefaults } from '@edgeforge/rules/role-defaults';
import { skillsForRole } from '@edgeforge/rules/skills';
import { templateRow } from '@edgeforge/rules/templates';
import { describe, expect, it } from 'vitest';
import { chooseCulturalRegion, chooseRole, FIRST_TEMPLATE_ROW } from './draft-changes.ts';

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
