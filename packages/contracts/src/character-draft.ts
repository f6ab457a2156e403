import type { z } from 'zod';
import { type FullCharacter, MOTIVATION_FIELDS, PERSONAL_HISTORY_FIELDS } from './api.ts';
import type { buildFields } from './character-build.ts';
import type { Draft, draftSchema } from './draft.ts';
import { readStoredDraft } from './stored-draft.ts';

/** What a draft is made from: a saved character, without what only the server decides. */
export type CharacterAnswers = Omit<
  FullCharacter,
  'id' | 'status' | 'created_at' | 'updated_at' | 'version' | 'imported_from'
>;

/** A saved number answer ("24"); anything but digits reads as NaN so the draft's schema names it. */
function savedNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * A saved character's answers laid out as a draft, not yet validated: the identity, the method, role and
 * fashion look, the STATs, skills and every rules choice (STAT rolls, role ability, native language, house
 * rules, gear choices, purchases, installed cyberware), the lifepath answers and lists, and the role's
 * own lifepath keyed by question. A character saved before the rules check (decision 014) has none of
 * the rules choices; they are left out, and `readStoredDraft` gives them what the screens would set.
 */
export function draftInputOf(character: CharacterAnswers): z.input<typeof draftSchema> {
  const stats = character.character_stats;
  const inventory = character.character_inventory;
  const background = character.character_background;
  const history = background.personal_history;
  const answers = (keys: readonly string[], record: Record<string, string | null>) =>
    Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
  // A version-1 file has no rules fields at all; a character saved before the check has them null.
  const beforeRulesCheck = (stats.house_rules ?? null) === null && (inventory.items ?? null) === null;
  const rules = {
    statRolls: stats.stat_rolls ?? null,
    roleAbility: stats.role_ability ?? null,
    nativeLanguage: stats.native_language ?? null,
    houseRules: stats.house_rules ?? null,
    gearChoices: inventory.gear_choices ?? null,
    purchases: inventory.purchases ?? null,
    cyberware: inventory.installed_cyberware ?? null,
    campaignStatPoints: stats.campaign_stat_points ?? null,
  } satisfies { [K in keyof typeof buildFields]: unknown };
  return {
    firstName: character.name_first,
    lastName: character.name_last,
    gender: character.gender,
    age: savedNumber(history.age),
    characterType: character.character_type as Draft['characterType'],
    selectedRole: character.role_id,
    fashionStyle: character.fashion_style,
    attributes: stats.attributes,
    templateRow: savedNumber(history.templateRow),
    skills: stats.skills,
    ...(beforeRulesCheck ? {} : rules),
    ...answers(PERSONAL_HISTORY_FIELDS, history),
    ...answers(MOTIVATION_FIELDS, background.motivations),
    friends: background.connections.friends,
    enemies: background.connections.enemies,
    loveAffairs: background.connections.loveAffairs,
    roleLifepath: Object.fromEntries(
      background.life_events
        .filter((event) => event.kind === 'roleLifepath')
        .map((event) => [event.question, event.answer]),
    ),
    editing: null,
  } as z.input<typeof draftSchema>;
}

/**
 * A saved character as a draft the wizard can open, every answer in place (and a character saved before
 * the rules check given what the screens would have set); null when the saved answers no longer fit
 * the draft (an answer longer than today's limits).
 */
export function draftFromCharacter(character: CharacterAnswers): Draft | null {
  return readStoredDraft(draftInputOf(character));
}
