import { type Draft, type Enemy, type Friend, type LoveAffair, resizeList } from '@edgeforge/contracts/draft';
import { defaultAttributes } from '@edgeforge/rules/attributes';
import { pickRandomIndex, type Rng } from '@edgeforge/rules/dice';
import type { RoleId } from '@edgeforge/rules/ids';
import { skillsForRole } from '@edgeforge/rules/skills';
import { LIFEPATH_TABLES } from '@edgeforge/rules/tables';
import type { RollTable } from '@edgeforge/rules/types';

/**
 * The changes of choosing a role (spec section 4: choosing a role sets the skills). The attributes go
 * back to the role's defaults and the answers that belong to the old role are dropped. Choosing the
 * role already chosen changes nothing, so a carousel settling on it keeps a rolled template.
 */
export function chooseRole(draft: Draft, roleId: RoleId): Partial<Draft> {
  if (draft.selectedRole === roleId && draft.attributes) return {};
  return {
    selectedRole: roleId,
    skills: skillsForRole(roleId),
    attributes: defaultAttributes(roleId),
    templateRow: null,
    roleLifepath: {},
    rockerBoyType: roleId === 'rockerboy' ? draft.rockerBoyType : null,
  };
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
