import {
  MOTIVATION_FIELDS,
  PERSONAL_HISTORY_FIELDS,
  type saveCharacterRequestSchema,
} from '@edgeforge/contracts/api';
import type { CompleteDraft } from '@edgeforge/contracts/draft';
import { NO_HOUSE_RULES } from '@edgeforge/rules/check/build';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import type { Finding } from '@edgeforge/rules/check/finding';
import { campaignVariant } from '@edgeforge/rules/check/variant';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { gearForRole, purchasedGear } from '@edgeforge/rules/gear';
import { ROLE_ABILITY_STARTING_RANK } from '@edgeforge/rules/ids';
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
 * The gear table the sheet shows: the role package's Starting Gear with the player's choices (Streetrat
 * and Edgerunner; the Complete Package has no package), then what was bought in the shop.
 */
function gearTable(draft: CompleteDraft) {
  const packageGear =
    draft.characterType === 'complete' ? [] : gearForRole(draft.selectedRole, draft.gearChoices ?? {});
  return [...packageGear, ...purchasedGear(draft.purchases ?? [])];
}

/**
 * Turns a validated save request and its rules findings into the values of the four rows
 * (docs/rules/product.md, "Saving"), keeping every answer the player gave. Derived stats, Humanity, cash,
 * gear and what the character owns come from the rules, never from the client; the findings are stored as the
 * deviations.
 */
export function buildCharacterRecords(input: SaveCharacterInput, findings: readonly Finding[]) {
  const { draft } = input;
  const numbers = characterNumbers(draft);
  // Unreachable: a complete draft has a method, a role and its STATs.
  if (!numbers) throw new Error('A complete draft has no rules numbers.');
  const gear = gearTable(draft);
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
      // Which engine wrote the bio is told only beside a bio (decision 050).
      bioEngine: nullIfBlank(input.bio) === null ? null : input.bioEngine,
    },
    stats: {
      attributes: draft.attributes,
      derivedStats: numbers.derived,
      skills: draft.skills,
      roleAbilityRank: draft.roleAbility?.rank ?? ROLE_ABILITY_STARTING_RANK,
      roleAbility: draft.roleAbility,
      statRolls: draft.statRolls,
      nativeLanguage: draft.nativeLanguage,
      humanity: numbers.humanity,
      houseRules: draft.houseRules ?? NO_HOUSE_RULES,
      campaignStatPoints: campaignVariant(draft.campaignStatPoints) ? draft.campaignStatPoints : null,
      deviations: findings,
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
      money: numbers.cash,
      gearChoices: draft.gearChoices,
      purchases: draft.purchases ?? [],
      installedCyberware: numbers.cyberware,
      items: numbers.inventory,
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
