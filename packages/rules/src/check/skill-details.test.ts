import { describe, expect, it } from 'vitest';
import { change, edge, index, solo, street, withSkill } from '../../test/support/check-character-cases.ts';
import { legalEdgerunner, legalStreetrat } from '../../test/support/legal-builds.ts';
import type { CharacterBuild } from './build.ts';
import { checkCharacter } from './check-character.ts';

describe('skill and language details', () => {
  const codesOf = (build: CharacterBuild) => checkCharacter(build).map((item) => `${item.code} ${item.path}`);
  const rocker = legalStreetrat('rockerboy');
  const named = (build: CharacterBuild) =>
    change(build, {
      skills: build.skills.map((s) =>
        s.name === 'Play Instrument' ? { ...s, name: 'Play Instrument (Guitar)' } : s,
      ),
    });

  it('takes a named instrument for the package skill the Rockerboy package leaves unnamed', () => {
    expect(checkCharacter(named(rocker))).toEqual([]);
    expect(checkCharacter(named(legalEdgerunner('rockerboy')))).toEqual([]);
  });

  it('counts a named and an unnamed instance of one package skill as the same skill twice', () => {
    const twice = change(rocker, {
      skills: [...rocker.skills, { name: 'Play Instrument (Drums)', ranks: 6 }],
    });
    expect(codesOf(twice)).toContain(`SKILL_DUPLICATE skills.${rocker.skills.length}.name`);
  });

  it('keeps the package methods to their package, bare specialty skills included', () => {
    const withScience = withSkill(street, 'Science', 2);
    expect(codesOf(withScience)).toContain(`SKILL_NOT_IN_PACKAGE skills.${street.skills.length}.name`);
    expect(codesOf(withScience)).not.toContain(`SKILL_SPECIALTY_MISSING skills.${street.skills.length}.name`);
  });

  it('ignores skills at 0 ranks, the rows a screen lists but nobody took', () => {
    expect(checkCharacter(withSkill(edge, 'Dance', 0))).toEqual([]);
    expect(checkCharacter(withSkill(solo, 'Science', 0))).toEqual([]);
  });

  it('needs a known cultural region for the native language', () => {
    expect(codesOf(change(street, { culturalRegion: null }))).toEqual([
      'NATIVE_LANGUAGE_INVALID culturalRegion',
    ]);
    expect(codesOf(change(street, { culturalRegion: 'Mars' }))).toEqual([
      'NATIVE_LANGUAGE_INVALID culturalRegion',
    ]);
  });

  it('needs the native language skill at 4: no higher in the package methods, higher for points in the Complete Package', () => {
    const japanese = index(street, 'Language (Japanese)');
    expect(codesOf(withSkill(street, 'Language (Japanese)', 3))).toEqual([
      `NATIVE_LANGUAGE_MISSING skills.${japanese}.ranks`,
    ]);
    expect(
      codesOf(change(street, { skills: street.skills.filter((s) => s.name !== 'Language (Japanese)') })),
    ).toEqual(['NATIVE_LANGUAGE_MISSING skills']);
    expect(codesOf(withSkill(street, 'Language (Japanese)', 5))).toEqual([
      `NATIVE_LANGUAGE_INVALID skills.${japanese}.ranks`,
    ]);
    expect(codesOf(withSkill(edge, 'Language (Japanese)', 5))).toContain(
      `NATIVE_LANGUAGE_INVALID skills.${japanese}.ranks`,
    );
    // In the Complete Package the extra ranks only cost points: Japanese from 6 to 5 leaves 1 unspent.
    expect(codesOf(withSkill(solo, 'Language (Japanese)', 5))).toEqual(['SKILL_POINTS_UNSPENT skills']);
  });

  it('reads a draft saved before the newer fields as missing choices, never as a crash', () => {
    const { statRolls, roleAbility, nativeLanguage, houseRules, ...old } = legalEdgerunner('nomad');
    expect([statRolls, roleAbility, nativeLanguage, houseRules].every((value) => value !== undefined)).toBe(
      true,
    );
    const codes = checkCharacter(old).map((item) => item.code);
    expect(codes).toContain('STAT_ROLL_MISSING');
    expect(codes).toContain('ROLE_ABILITY_SETUP_MISSING');
    expect(codes).toContain('NATIVE_LANGUAGE_MISSING');
  });
});
