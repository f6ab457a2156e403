import { describe, expect, it } from 'vitest';
import { createRng } from './dice.ts';
import {
  nativeLanguageOptions,
  nativeLanguageSkillName,
  rollNativeLanguage,
  withNativeLanguageSkill,
} from './native-language.ts';
import { packageSkillsWithNative } from './roll-skills.ts';
import { skillsForRole } from './skills.ts';
import { CULTURAL_REGION_LANGUAGES, ROLL_TABLES } from './tables.ts';

describe('native language', () => {
  it('offers the languages of the cultural region, and none for an unknown or missing one', () => {
    expect(nativeLanguageOptions('East Asian')).toEqual([
      'Cantonese',
      'English',
      'Japanese',
      'Korean',
      'Mandarin',
      'Mongolian',
    ]);
    expect(nativeLanguageOptions('Mars')).toEqual([]);
    expect(nativeLanguageOptions('toString')).toEqual([]);
    expect(nativeLanguageOptions(null)).toEqual([]);
  });

  it('is held as a Language skill', () => {
    expect(nativeLanguageSkillName('Japanese')).toBe('Language (Japanese)');
  });

  it('rolls every language of a region and nothing else', () => {
    for (const { value: region } of ROLL_TABLES.culturalRegion.entries) {
      const rng = createRng(region.length);
      const seen = new Set(Array.from({ length: 300 }, () => rollNativeLanguage(rng, region)));
      expect([...seen].sort()).toEqual([...CULTURAL_REGION_LANGUAGES[region]!].sort());
    }
    expect(() => rollNativeLanguage(createRng(1), 'Mars')).toThrow(RangeError);
  });

  it('moves the native language skill when the language changes, at its free rank 4', () => {
    const japanese = packageSkillsWithNative('solo', 'Japanese');
    expect(withNativeLanguageSkill(skillsForRole('solo'), null, 'Japanese')).toEqual(japanese);
    expect(withNativeLanguageSkill(japanese, 'Japanese', 'Korean')).toEqual(
      packageSkillsWithNative('solo', 'Korean'),
    );
    expect(withNativeLanguageSkill(japanese, 'Japanese', null)).toEqual(skillsForRole('solo'));
    const raised = [...skillsForRole('solo'), { name: 'Language (Korean)', ranks: 6 }];
    expect(withNativeLanguageSkill(raised, null, 'Korean')).toEqual(raised);
  });
});
