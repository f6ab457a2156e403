import { BASE_TABLES, REGION_LANGUAGES, RELATION_TABLES } from './data/tables.ts';
import type { RollEntry, RollTable } from './types.ts';

/**
 * Every 1d10 table of the background screens, keyed by the draft field it fills. `familyBackground`
 * follows the product (its entries run from betrayal to inherited debt): they are the game's family crisis
 * rows, so it is the character's one family crisis, shown again on the lifepath step.
 */
export const ROLL_TABLES = BASE_TABLES;

/** Draft fields filled from one of `ROLL_TABLES`. */
export type RollTableField = keyof typeof ROLL_TABLES;

/**
 * Tables of the lifepath's friends, enemies and tragic love affairs. All are 1d10 except
 * `enemyWronged`, a d2 of 'You' / 'Them'.
 */
export const LIFEPATH_TABLES = RELATION_TABLES;

/** Key of one of `LIFEPATH_TABLES`. */
export type LifepathTableKey = keyof typeof LIFEPATH_TABLES;

/** Languages of each cultural region, keyed by the region's `ROLL_TABLES.culturalRegion` value. */
export const CULTURAL_REGION_LANGUAGES: Record<string, readonly string[]> = REGION_LANGUAGES;

/** The entry of a table holding `value`, if any (answers are stored as their value text). */
export function findEntry(table: RollTable, value: string | null | undefined): RollEntry | undefined {
  return value == null ? undefined : table.entries.find((entry) => entry.value === value);
}
