import { roleDefaultFields } from '@edgeforge/contracts/character-build';
import { type Draft, type Enemy, type Friend, type LoveAffair, resizeList } from '@edgeforge/contracts/draft';
import { pickRandomIndex, type Rng } from '@edgeforge/rules/dice';
import type { RoleId } from '@edgeforge/rules/ids';
import {
  nativeLanguageOptions,
  rollNativeLanguage,
  withNativeLanguageSkill,
} from '@edgeforge/rules/native-language';
import { skillsForRole } from '@edgeforge/rules/skills';
import { LIFEPATH_TABLES } from '@edgeforge/rules/tables';
import { templateRow } from '@edgeforge/rules/templates';
import type { RollTable } from '@edgeforge/rules/types';

/** The Streetrat STAT table row a role starts on until the player rolls or picks another. */
export const FIRST_TEMPLATE_ROW = 1;

/**
 * The changes of choosing a role (spec section 4: choosing a role sets the skills), everything the rules
 * need for a legal Streetrat: the STATs of the role's first template row, the package skills with the
 * native language, and the role's defaults (role-ability set-up, gear choices, package cyberware). The
 * answers that belong to the old role are dropped. Choosing the role already chosen changes nothing, so
 * a carousel settling on it keeps a rolled template.
 */
export function chooseRole(draft: Draft, roleId: RoleId): Partial<Draft> {
  if (draft.selectedRole === roleId && draft.attributes) return {};
  return {
    selectedRole: roleId,
    skills: withNativeLanguageSkill(skillsForRole(roleId), null, draft.nativeLanguage),
    attributes: templateRow(roleId, FIRST_TEMPLATE_ROW),
    templateRow: FIRST_TEMPLATE_ROW,
    statRolls: null,
    ...roleDefaultFields(roleId, draft.characterType ?? 'streetrat'),
    roleLifepath: {},
    rockerBoyType: roleId === 'rockerboy' ? draft.rockerBoyType : null,
  };
}

/**
 * The changes of choosing a cultural region: the native language is rolled among the region's languages
 * (kept when the region speaks it too) and its skill moves with it, at the free rank 4.
 */
export function chooseCulturalRegion(draft: Draft, region: string, rng: Rng = Math.random): Partial<Draft> {
  const kept = draft.nativeLanguage && nativeLanguageOptions(region).includes(draft.nativeLanguage);
  const nativeLanguage = kept
    ? draft.nativeLanguage
    : nativeLanguageOptions(region).length > 0
      ? rollNativeLanguage(rng, region)
      : null;
  const skills = withNativeLanguageSkill(draft.skills, draft.nativeLanguage, nativeLanguage);
  return { culturalRegion: region, nativeLanguage, skills };
}

/** A random entry's value of a table. */
export function randomValue(table: RollTable, rng: Rng = Math.random): string {
  return table.entries[pickRandomIndex(rng, table.entries.length)]!.value;
}

/** A short random id for a lifepath list entry. */
export function newEntryId(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A friend with a rolled relationship. */
export function rollFriend(rng: Rng = Math.random): Friend {
  return { id: newEntryId('friend'), relationship: randomValue(LIFEPATH_TABLES.friendRelationship, rng) };
}

/** The draft's 'you' / 'them' for the d2 table's 'You' / 'Them'. */
export function toWronged(value: string): Enemy['wronged'] {
  const lower = value.toLowerCase();
  return lower === 'you' || lower === 'them' ? lower : null;
}

/** An enemy with every one of its five answers rolled. */
export function rollEnemy(rng: Rng = Math.random): Enemy {
  return {
    id: newEntryId('enemy'),
    enemyType: randomValue(LIFEPATH_TABLES.enemyWho, rng),
    wronged: toWronged(randomValue(LIFEPATH_TABLES.enemyWronged, rng)),
    causedBy: randomValue(LIFEPATH_TABLES.enemyCause, rng),
    resources: randomValue(LIFEPATH_TABLES.enemyResources, rng),
    action: randomValue(LIFEPATH_TABLES.enemyAction, rng),
  };
}

/** A tragic love affair with a rolled event. */
export function rollLoveAffair(rng: Rng = Math.random): LoveAffair {
  return { id: newEntryId('love'), event: randomValue(LIFEPATH_TABLES.loveAffair, rng) };
}

/** The three lifepath lists and how a new entry of each is made. */
export const RELATION_LISTS = {
  friends: rollFriend,
  enemies: rollEnemy,
  loveAffairs: rollLoveAffair,
} as const;
export type RelationListKey = keyof typeof RELATION_LISTS;

/** Resizes one lifepath list to `count`, keeping its entries and rolling the new ones. */
export function resizeRelations(draft: Draft, key: RelationListKey, count: number): Partial<Draft> {
  const make = RELATION_LISTS[key] as () => Draft[RelationListKey][number];
  return { [key]: resizeList(draft[key] as Draft[RelationListKey][number][], count, () => make()) };
}
