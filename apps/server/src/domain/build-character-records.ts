import {
  MOTIVATION_FIELDS,
  PERSONAL_HISTORY_FIELDS,
  type saveCharacterRequestSchema,
} from '@edgeforge/contracts/api';
import type { CompleteDraft } from '@edgeforge/contracts/draft';
import { deriveStats } from '@edgeforge/rules/derived';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { gearForRole } from '@edgeforge/rules/gear';
import { ROLE_ABILITY_STARTING_RANK, STARTING_CASH_EB } from '@edgeforge/rules/ids';
import { visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { findEntry, ROLL_TABLES } from '@edgeforge/rules/tables';
import type { z } from 'zod';

/** A save request after validation with the shared schema. */
export type SaveCharacterInput = z.output<typeof saveCharacterRequestSchema>;

function nullIfBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function pick<K extends keyof CompleteDraft>(draft: CompleteDraft, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, nullIfBlank(draft[key] as string | null)]));
}

/**
 * The role-based lifepath answers in asking order. Answers left over from a branch the player
 * later abandoned (say, 'Alone' questions after switching to 'Partner') are not part of the
 * character, so only the questions the wizard still shows are kept.
 */
function roleLifeEvents(draft: CompleteDraft) {
  return visibleQuestions(draft.selectedRole, draft.roleLifepath).flatMap((question) => {
    const answer = draft.roleLifepath[question.id]?.trim();
    return answer ? [{ kind: 'roleLifepath', question: question.id, answer }] : [];
  });
}

/**
 * Turns a validated save request into the values of the four rows (spec section 3), keeping every
 * answer the player gave. Derived stats, gear and cash come from the rules, never from the client.
 */
export function buildCharacterRecords(input: SaveCharacterInput) {
  const { draft } = input;
  const gear = gearForRole(draft.selectedRole);
  const style = getFashionStyle(draft.fashionStyle);
  const clothing = nullIfBlank(draft.clothingStyle);
  return {
    character: {
      nameFirst: draft.firstName.trim(),
      nameLast: draft.lastName.trim(),
      gender: draft.gender,
      nationality: nullIfBlank(draft.culturalRegion),
      roleId: draft.selectedRole,
      characterType: draft.characterType,
      fashionStyle: draft.fashionStyle,
      bio: nullIfBlank(input.bio),
      shortBio: nullIfBlank(input.shortBio),
    },
    stats: {
      attributes: draft.attributes,
      derivedStats: deriveStats(draft.attributes),
      skills: draft.skills,
      roleAbilityRank: ROLE_ABILITY_STARTING_RANK,
    },
    inventory: {
      gear: gear.filter((item) => item.group !== 'Cyberware'),
      cyberware: gear.filter((item) => item.group === 'Cyberware'),
      fashionItems: [
        {
          style: draft.fashionStyle,
          name: style?.name ?? draft.fashionStyle,
          description: style?.description ?? '',
        },
        ...(clothing
          ? [
              {
                style: 'clothingStyle',
                name: clothing,
                description: findEntry(ROLL_TABLES.clothingStyle, clothing)?.description ?? '',
              },
            ]
          : []),
      ],
      // Streetrat and Edgerunner characters get the package's cash; Complete Package spends its own.
      money: draft.characterType === 'complete' ? 0 : STARTING_CASH_EB,
    },
    background: {
      personalHistory: {
        ...pick(draft, PERSONAL_HISTORY_FIELDS),
        age: draft.age === null ? null : String(draft.age),
        templateRow: draft.templateRow === null ? null : String(draft.templateRow),
      },
      connections: { friends: draft.friends, enemies: draft.enemies, loveAffairs: draft.loveAffairs },
      motivations: pick(draft, MOTIVATION_FIELDS),
      lifeEvents: roleLifeEvents(draft),
    },
  };
}
