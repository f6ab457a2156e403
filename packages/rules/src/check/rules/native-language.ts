import {
  NATIVE_LANGUAGE_RANK,
  nativeLanguageOptions,
  nativeLanguageSkillName,
} from '../../native-language.ts';
import { skillKey } from '../../skill-names.ts';
import type { CharacterBuild } from '../build.ts';
import type { Finding } from '../finding.ts';
import { type CharacterRule, type CheckContext, finding } from '../rule.ts';

/** The native language is one of the cultural region's languages (both chosen on the background screen). */
function languageFindings(build: CharacterBuild): Finding[] {
  const region = build.culturalRegion;
  const language = build.nativeLanguage;
  if (region == null) {
    return [
      finding(
        'NATIVE_LANGUAGE_INVALID',
        'culturalRegion',
        'background',
        'Choose a cultural region: your native language comes from it',
      ),
    ];
  }
  const options = nativeLanguageOptions(region);
  if (options.length === 0) {
    return [
      finding(
        'NATIVE_LANGUAGE_INVALID',
        'culturalRegion',
        'background',
        `'${region}' is not a cultural region`,
      ),
    ];
  }
  if (!language) {
    return [
      finding(
        'NATIVE_LANGUAGE_MISSING',
        'nativeLanguage',
        'background',
        `Choose your native language: ${options.join(', ')}`,
      ),
    ];
  }
  if (options.includes(language)) return [];
  return [
    finding(
      'NATIVE_LANGUAGE_INVALID',
      'nativeLanguage',
      'background',
      `${language} is not a language of the ${region} region; choose ${options.join(', ')}`,
    ),
  ];
}

/**
 * The native language is held as its Language skill at rank 4, free. Only the Complete Package may
 * raise it further, with skill points; the package methods keep it at 4.
 */
function skillFindings(build: CharacterBuild, language: string, context: CheckContext): Finding[] {
  const name = nativeLanguageSkillName(language);
  const index = build.skills.findIndex((skill) => skillKey(skill.name) === skillKey(name));
  const ranks = build.skills[index]?.ranks ?? 0;
  const prefix = `${context.methodRules.name}:`;
  if (ranks < NATIVE_LANGUAGE_RANK) {
    return [
      finding(
        'NATIVE_LANGUAGE_MISSING',
        index === -1 ? 'skills' : `skills.${index}.ranks`,
        'skills',
        `${prefix} your native language, ${name}, comes at rank ${NATIVE_LANGUAGE_RANK}`,
      ),
    ];
  }
  if (context.methodRules.skills === 'anySkill' || ranks === NATIVE_LANGUAGE_RANK) return [];
  return [
    finding(
      'NATIVE_LANGUAGE_INVALID',
      `skills.${index}.ranks`,
      'skills',
      `${prefix} your native language stays at rank ${NATIVE_LANGUAGE_RANK}; skill points go to the package`,
    ),
  ];
}

/** Every character speaks one language of their cultural region natively, at rank 4. */
const nativeLanguage: CharacterRule = {
  id: 'native-language',
  check: (build, context) => {
    const language = languageFindings(build);
    return language.length === 0 && build.nativeLanguage
      ? skillFindings(build, build.nativeLanguage, context)
      : language;
  },
};

/** The native language rules. */
export const NATIVE_LANGUAGE_RULES: readonly CharacterRule[] = [nativeLanguage];
