import {
  ATTRIBUTE_KEYS,
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  CHARACTER_TYPES,
  FASHION_STYLE_KEYS,
  GENDERS,
  ROLE_IDS,
} from '@edgeforge/rules/ids';
import { z } from 'zod';
import { buildFields, oneToTen, zeroToTen } from './character-build.ts';
import { LIMITS } from './limits.ts';
import { singleLineText } from './player-text.ts';
import { recordIdSchema } from './record-id.ts';

const characterType = z.enum(CHARACTER_TYPES);
const role = z.enum(ROLE_IDS);
const fashionStyle = z.enum(FASHION_STYLE_KEYS);

/** A roll-table answer or free text field: unset is null. */
const text = singleLineText().trim().max(LIMITS.textFieldMax).nullable();
const name = singleLineText().max(LIMITS.nameMax);
const entryId = z.string().min(1).max(64);

/** One friend of the lifepath: an id and a relationship (docs/rules/product.md#the-draft). */
export const friendSchema = z.object({ id: entryId, relationship: text }).strict();
/** One enemy: who, who was wronged, cause, what they can throw at you, what you'll do. */
export const enemySchema = z
  .object({
    id: entryId,
    enemyType: text,
    wronged: z.enum(['you', 'them']).nullable(),
    causedBy: text,
    resources: text,
    action: text,
  })
  .strict();
/** One tragic love affair. */
export const loveAffairSchema = z.object({ id: entryId, event: text }).strict();

export type Friend = z.infer<typeof friendSchema>;
export type Enemy = z.infer<typeof enemySchema>;
export type LoveAffair = z.infer<typeof loveAffairSchema>;

/** One STAT, 1 to 8: one schema for the ten (decision 032). */
const statValue = z.int().min(ATTRIBUTE_MIN).max(ATTRIBUTE_MAX);

/** The ten STATs, each 1 to 8. */
export const attributesSchema = z
  .object(
    Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, statValue])) as Record<
      (typeof ATTRIBUTE_KEYS)[number],
      typeof statValue
    >,
  )
  .strict();

/** A skill as the draft and the saved character hold it. */
export const skillSchema = z.object({ name: z.string().min(1).max(80), ranks: zeroToTen }).strict();
export type DraftSkill = z.infer<typeof skillSchema>;

/**
 * Set when the draft is a saved character opened for editing: which character, and the version it had
 * when it was opened. The summary's Save then updates that character (refused with STALE_CHARACTER when
 * it changed in between) instead of saving a new one. Null for a new character.
 */
export const editingSchema = z.object({ characterId: z.uuid(), version: z.int().min(1) }).strict();
export type Editing = z.infer<typeof editingSchema>;

/**
 * The character draft the wizard builds (docs/rules/product.md#the-draft), with every field the rules check
 * reads named as the rules' `CharacterBuild` names it. Every answer may still be unset while the player is on
 * the way; the save endpoint checks completeness with `completeDraftSchema` and the rules with the rules
 * check. A stored draft of an older shape is read with `readStoredDraft`.
 */
export const draftSchema = z
  .object({
    // identity
    firstName: name,
    lastName: name,
    gender: z.enum(GENDERS),
    age: z.int().min(16).max(120).nullable(),
    // choices
    characterType: characterType.nullable(),
    selectedRole: role.nullable(),
    fashionStyle: fashionStyle.nullable(),
    // stats: the ten STATs, set from the role's defaults and its Streetrat template
    attributes: attributesSchema.nullable(),
    /** The 1d10 row of the role's Streetrat template that set the attributes, if one was rolled. */
    templateRow: oneToTen.nullable(),
    skills: z.array(skillSchema).max(LIMITS.skillsMax),
    // the rules' fields: STAT rolls, role ability, native language, house rules, equipment
    ...buildFields,
    // text fields of the roll tables
    culturalRegion: text,
    personalityTrait: text,
    valuesMost: text,
    peopleAttitude: text,
    valuedPerson: text,
    valuedPossession: text,
    childhoodEnvironment: text,
    familyBackground: text,
    originalBackground: text,
    lifeGoal: text,
    lifeGoalB: text,
    clothingStyle: text,
    hairstyle: text,
    affectation: text,
    rockerBoyType: text,
    // the lifepath's lists
    friends: z.array(friendSchema).max(LIMITS.relationListMax),
    enemies: z.array(enemySchema).max(LIMITS.relationListMax),
    loveAffairs: z.array(loveAffairSchema).max(LIMITS.relationListMax),
    /** Role-based lifepath answers keyed by question id. */
    roleLifepath: z.record(z.string().max(64), singleLineText().max(LIMITS.textFieldMax)),
    /**
     * The campaign this character is built for (decision 022): the method screen offers only the methods
     * its GM allows, and the save attaches the character to it. Null for a character of one's own.
     */
    campaignId: recordIdSchema.nullable().default(null),
    // editing a saved character (absent from drafts stored before editing existed)
    editing: editingSchema.nullable().default(null),
  })
  .strict();

/** A character draft, possibly unfinished. */
export type Draft = z.infer<typeof draftSchema>;

/** A draft that can be saved: a name, a role and a fashion style are chosen and attributes set. */
const requiredName = name.trim().min(1);
export const completeDraftSchema = draftSchema.extend({
  firstName: requiredName,
  lastName: requiredName,
  characterType,
  selectedRole: role,
  fashionStyle,
  attributes: attributesSchema,
});
export type CompleteDraft = z.infer<typeof completeDraftSchema>;

/** The empty draft every new character starts from (characterType defaults to streetrat). */
export function emptyDraft(): Draft {
  return {
    firstName: '',
    lastName: '',
    gender: 'male',
    age: null,
    characterType: null,
    selectedRole: null,
    fashionStyle: null,
    attributes: null,
    templateRow: null,
    skills: [],
    statRolls: null,
    roleAbility: null,
    nativeLanguage: null,
    houseRules: null,
    gearChoices: null,
    purchases: null,
    cyberware: null,
    campaignStatPoints: null,
    culturalRegion: null,
    personalityTrait: null,
    valuesMost: null,
    peopleAttitude: null,
    valuedPerson: null,
    valuedPossession: null,
    childhoodEnvironment: null,
    familyBackground: null,
    originalBackground: null,
    lifeGoal: null,
    lifeGoalB: null,
    clothingStyle: null,
    hairstyle: null,
    affectation: null,
    rockerBoyType: null,
    friends: [],
    enemies: [],
    loveAffairs: [],
    roleLifepath: {},
    campaignId: null,
    editing: null,
  };
}

/**
 * Resizes a list to `count` entries, keeping the existing ones in order and appending new ones made
 * by `make`: the draft's three lists can be resized and keep their entries (docs/rules/product.md).
 */
export function resizeList<T>(list: readonly T[], count: number, make: (index: number) => T): T[] {
  const target = Math.max(0, Math.min(LIMITS.relationListMax, Math.trunc(count)));
  if (target <= list.length) return list.slice(0, target);
  const added = Array.from({ length: target - list.length }, (_, i) => make(list.length + i));
  return [...list, ...added];
}

/** Full name as the list and dialogs show it. */
export function fullName(draft: Pick<Draft, 'firstName' | 'lastName'>): string {
  return `${draft.firstName.trim()} ${draft.lastName.trim()}`.trim();
}
