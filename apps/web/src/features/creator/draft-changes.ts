import {
  type Draft,
  type DraftSkill,
  draftSchema,
  type Enemy,
  emptyDraft,
  type Friend,
  type LoveAffair,
  resizeList,
} from '@edgeforge/contracts/draft';
import { roleDefaultFields } from '@edgeforge/contracts/role-default-fields';
import { resolveGearChoices } from '@edgeforge/rules/catalog/role-packages';
import { withPackageCyberware } from '@edgeforge/rules/cyberware/package-installs';
import { BASIC_SKILL_NAMES } from '@edgeforge/rules/data/skills';
import { pickRandomIndex, type Rng } from '@edgeforge/rules/dice';
import {
  ATTRIBUTE_KEYS,
  type AttributeKey,
  type Attributes,
  type CharacterType,
  type RoleId,
} from '@edgeforge/rules/ids';
import { BASIC_SKILL_MIN, METHOD_RULES } from '@edgeforge/rules/methods';
import {
  nativeLanguageOptions,
  rollNativeLanguage,
  withNativeLanguageSkill,
} from '@edgeforge/rules/native-language';
import type { RolledCharacter } from '@edgeforge/rules/roll-character';
import { columnRollStats } from '@edgeforge/rules/roll-stats';
import { packageBasket } from '@edgeforge/rules/shop/package-basket';
import { skillsForRole } from '@edgeforge/rules/skills';
import { LIFEPATH_TABLES } from '@edgeforge/rules/tables';
import { templateRow } from '@edgeforge/rules/templates';
import type { RollTable } from '@edgeforge/rules/types';

/** The Streetrat STAT table row a role starts on until the player rolls or picks another. */
export const FIRST_TEMPLATE_ROW = 1;

/** The 13 basic skills at their minimum 2: where Edgerunner and Complete Package skills start. */
function basicSkills(): DraftSkill[] {
  return BASIC_SKILL_NAMES.map((name) => ({ name, ranks: BASIC_SKILL_MIN }));
}

/**
 * What a method sets for a role: the STATs and their source, the starting skills with the native
 * language, and the role's defaults (role-ability set-up, gear choices, package cyberware). A Streetrat
 * takes the first template row and the package (legal at once); an Edgerunner has its STATs to roll and
 * its 86 skill points to spend from the basic skills at 2; a Complete Package has every STAT at 2 with
 * its 62 points to spend, the same skills to start from, and buys the role's package (`packageBasket`)
 * to start with, which the shop then changes.
 */
export function methodFields(
  draft: Pick<Draft, 'nativeLanguage'>,
  roleId: RoleId,
  method: CharacterType,
): Partial<Draft> {
  const withNative = (skills: readonly DraftSkill[]) =>
    withNativeLanguageSkill(skills, null, draft.nativeLanguage);
  const defaults = roleDefaultFields(roleId, method);
  switch (method) {
    case 'streetrat':
      return {
        ...defaults,
        attributes: templateRow(roleId, FIRST_TEMPLATE_ROW),
        templateRow: FIRST_TEMPLATE_ROW,
        statRolls: null,
        skills: withNative(skillsForRole(roleId)),
      };
    case 'edgerunner':
      return {
        ...defaults,
        attributes: null,
        templateRow: null,
        statRolls: null,
        skills: withNative(basicSkills()),
      };
    case 'complete': {
      const { purchases, cyberware } = packageBasket(roleId);
      const lowest = METHOD_RULES.complete.statMin;
      return {
        ...defaults,
        purchases: purchases.map((line) => ({ ...line })),
        cyberware: cyberware.map((piece) => ({ ...piece })),
        attributes: Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, lowest])) as Attributes,
        templateRow: null,
        statRolls: null,
        skills: withNative(basicSkills()),
      };
    }
  }
}

/**
 * The changes of choosing a role (a role sets the skills): everything its
 * method sets (`methodFields`); the answers that belong to the old role are dropped. Choosing the role
 * already chosen changes nothing, so a carousel settling on it keeps a rolled template or rolled STATs.
 */
export function chooseRole(draft: Draft, roleId: RoleId): Partial<Draft> {
  if (draft.selectedRole === roleId && (draft.attributes || draft.roleAbility)) return {};
  return {
    selectedRole: roleId,
    ...methodFields(draft, roleId, draft.characterType ?? 'streetrat'),
    roleLifepath: {},
    rockerBoyType: roleId === 'rockerboy' ? draft.rockerBoyType : null,
  };
}

/**
 * The changes of choosing a creation method on the first screen: the STATs, skills and gear of the role
 * chosen so far start again by the new method's rules (and its house-rule option goes); the answers of
 * the background and lifepath stay. The method already chosen changes nothing.
 */
export function chooseMethod(draft: Draft, method: CharacterType): Partial<Draft> {
  if (draft.characterType === method) return {};
  const role = draft.selectedRole;
  return {
    characterType: method,
    houseRules: null,
    ...(role ? methodFields(draft, role, method) : {}),
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

/** How many 1d10 rolls an Edgerunner STAT may have: one, or two under the re-roll house rule. */
export function columnRollsAllowed(draft: Pick<Draft, 'houseRules'>): number {
  return draft.houseRules?.statRerolls ? 2 : 1;
}

/**
 * The changes of one Edgerunner column roll: the roll joins the STAT's rolls (none when the STAT has all
 * it may have), and once every STAT is rolled the STATs are read from the role's table. Until then the
 * STATs stay unset: the rules check asks for the rest.
 */
export function recordColumnRoll(draft: Draft, key: AttributeKey, roll: number): Partial<Draft> {
  const roleId = draft.selectedRole;
  const before = draft.statRolls?.[key] ?? [];
  if (!roleId || before.length >= columnRollsAllowed(draft)) return {};
  const statRolls = { ...draft.statRolls, [key]: [...before, roll] };
  const complete = ATTRIBUTE_KEYS.every((stat) => (statRolls[stat]?.length ?? 0) > 0);
  return { statRolls, attributes: complete ? (columnRollStats(roleId, statRolls) as Attributes) : null };
}

/** The changes of turning the Edgerunner's re-roll house rule on or off (the House rules tick stays). */
export function setStatRerolls(draft: Draft, statRerolls: boolean): Partial<Draft> {
  return { houseRules: { enabled: draft.houseRules?.enabled ?? false, statRerolls } };
}

/** The changes of the summary's "House rules" tick (the Edgerunner's re-roll option stays). */
export function setHouseRules(draft: Draft, enabled: boolean): Partial<Draft> {
  return { houseRules: { enabled, statRerolls: draft.houseRules?.statRerolls ?? false } };
}

/**
 * The changes of one "A | B" choice of the role package (Streetrat and Edgerunner): the choice, and the
 * package's cyberware installed again for the new choices (pieces the player installed stay).
 */
export function chooseGear(draft: Draft, group: string, option: string): Partial<Draft> {
  const roleId = draft.selectedRole;
  if (!roleId) return {};
  const gearChoices = { ...resolveGearChoices(roleId, draft.gearChoices ?? {}), [group]: option };
  return { gearChoices, cyberware: withPackageCyberware(roleId, gearChoices, draft.cyberware ?? []) };
}

/**
 * The changes of setting one skill's ranks: the skill takes them (joining the list when new), or leaves
 * the list at 0.
 */
export function setSkillRanks(draft: Draft, name: string, ranks: number): Partial<Draft> {
  const others = draft.skills.filter((skill) => skill.name !== name);
  if (ranks <= 0) return { skills: others };
  const at = draft.skills.findIndex((skill) => skill.name === name);
  if (at === -1) return { skills: [...draft.skills, { name, ranks }] };
  return { skills: draft.skills.map((skill, index) => (index === at ? { name, ranks } : skill)) };
}

/** The changes of taking the role's package ranks as they are (the Edgerunner's one-click start). */
export function takePackageSkills(draft: Draft): Partial<Draft> {
  const roleId = draft.selectedRole;
  if (!roleId) return {};
  return { skills: withNativeLanguageSkill(skillsForRole(roleId), null, draft.nativeLanguage) };
}

/** The changes of choosing the native language among the region's: its free rank-4 skill moves with it. */
export function chooseNativeLanguage(draft: Draft, language: string): Partial<Draft> {
  return {
    nativeLanguage: language,
    skills: withNativeLanguageSkill(draft.skills, draft.nativeLanguage, language),
  };
}

/**
 * The draft of a character rolled by 'Roll everything' (the rules' `rollCharacter`) with its generated
 * name: every answer of the draft replaced, checked against the draft's schema.
 */
export function rolledDraft(rolled: RolledCharacter, name: Pick<Draft, 'firstName' | 'lastName'>): Draft {
  return draftSchema.parse({ ...emptyDraft(), ...structuredClone(rolled), ...name });
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
