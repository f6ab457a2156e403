import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CompleteDraft, Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import { checkCharacter } from '@edgeforge/rules/check/check-character';

/**
 * A saved character as the API answers it, made from `buildDraft(overrides)` with the rules' own numbers,
 * for the mapper's unit tests. The server's save is the authority on the saved shape; its API tests run
 * the mapper on characters saved for real.
 */
export function savedCharacter(
  overrides: Partial<Draft> = {},
  saved: Partial<FullCharacter> = {},
): FullCharacter {
  const draft: CompleteDraft = buildDraft(overrides);
  const numbers = characterNumbers(draft);
  if (!numbers) throw new Error('buildDraft gave a draft without numbers');
  const answer = (value: string | null) => value;
  return {
    id: '3f0c2a8e-6b1d-4c55-9e0f-7a1b2c3d4e5f',
    name_first: draft.firstName,
    name_last: draft.lastName,
    gender: draft.gender,
    nationality: draft.culturalRegion,
    role_id: draft.selectedRole,
    character_type: draft.characterType,
    fashion_style: draft.fashionStyle,
    portrait_url: '/storage/character-portraits/portraits/0b7f6d1e-3c4a-4e55-9a51-2d6f1e0c9a77.png',
    bio: 'First paragraph.\n\nSecond <paragraph> & more.',
    short_bio: 'A short one.',
    bio_engine: 'offline',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    imported_from: null,
    character_stats: {
      attributes: draft.attributes,
      derived_stats: numbers.derived,
      skills: draft.skills,
      role_ability_rank: draft.roleAbility?.rank ?? 4,
      role_ability: draft.roleAbility,
      stat_rolls: draft.statRolls,
      native_language: draft.nativeLanguage,
      humanity: numbers.humanity,
      house_rules: draft.houseRules,
      deviations: checkCharacter(draft),
    },
    character_inventory: {
      gear: [],
      cyberware: [],
      fashion_items: [],
      money: numbers.cash,
      gear_choices: draft.gearChoices,
      purchases: draft.purchases ?? [],
      installed_cyberware: [...numbers.cyberware],
      items: [...numbers.inventory],
    },
    character_background: {
      personal_history: {
        culturalRegion: answer(draft.culturalRegion),
        personalityTrait: answer(draft.personalityTrait),
        clothingStyle: answer(draft.clothingStyle),
        hairstyle: answer(draft.hairstyle),
        affectation: answer(draft.affectation),
        childhoodEnvironment: answer(draft.childhoodEnvironment),
        familyBackground: answer(draft.familyBackground),
        originalBackground: answer(draft.originalBackground),
        rockerBoyType: answer(draft.rockerBoyType),
        templateRow: draft.templateRow === null ? null : String(draft.templateRow),
      },
      connections: { friends: draft.friends, enemies: draft.enemies, loveAffairs: draft.loveAffairs },
      motivations: {
        valuesMost: answer(draft.valuesMost),
        peopleAttitude: answer(draft.peopleAttitude),
        valuedPerson: answer(draft.valuedPerson),
        valuedPossession: answer(draft.valuedPossession),
        lifeGoal: answer(draft.lifeGoal),
        lifeGoalB: answer(draft.lifeGoalB),
      },
      life_events: Object.entries(draft.roleLifepath).map(([question, value]) => ({
        kind: 'roleLifepath',
        question,
        answer: value,
      })),
    },
    ...saved,
  };
}
