import {
  nativeLanguageOptions,
  nativeLanguageSkillName,
  withNativeLanguageSkill,
} from '@edgeforge/rules/native-language';
import { buildFields } from './character-build.ts';
import { type Draft, draftSchema } from './draft.ts';
import { roleDefaultFields } from './role-default-fields.ts';

/**
 * Fields older versions stored in a draft and this one no longer has. `familyCrisis` went when the product's
 * family background table became the one family crisis (decision 011); its answer is dropped.
 */
const RETIRED_DRAFT_FIELDS: readonly string[] = ['familyCrisis'];

/**
 * What the screens set by themselves that a draft stored before the rules check lacks: the native
 * language (a language of the cultural region the skills already hold, else the region's first) with
 * its skill, and the role's defaults (role-ability set-up, gear choices, package cyberware). Without
 * them the player could not finish: no screen asks for them.
 */
function withScreenDefaults(draft: Draft): Draft {
  const { selectedRole: role, characterType: method } = draft;
  const options = nativeLanguageOptions(draft.culturalRegion);
  const held = options.find((language) =>
    draft.skills.some((skill) => skill.name === nativeLanguageSkillName(language)),
  );
  const nativeLanguage = held ?? options[0] ?? null;
  const skills = role ? withNativeLanguageSkill(draft.skills, null, nativeLanguage) : draft.skills;
  return {
    ...draft,
    nativeLanguage,
    skills,
    ...(role && method ? roleDefaultFields(role, method) : {}),
  };
}

/**
 * A draft as stored by this or an older version, or null when it cannot be read (decision 004: an
 * unreadable draft is no draft, never an error). Retired fields are dropped; a draft stored before the
 * rules check gets what the screens would have set on the way, so a player's half-built character
 * survives the upgrade and can still be finished.
 */
export function readStoredDraft(stored: unknown): Draft | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !RETIRED_DRAFT_FIELDS.includes(key)),
  );
  const parsed = draftSchema.safeParse(kept);
  if (!parsed.success) return null;
  const beforeRulesCheck = Object.keys(buildFields).every((key) => !Object.hasOwn(kept, key));
  return beforeRulesCheck ? withScreenDefaults(parsed.data) : parsed.data;
}
