import type { Draft } from '@edgeforge/contracts/draft';
import { visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { findEntry, LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import type { RollTable } from '@edgeforge/rules/types';

/**
 * Draft fields a biography does not tell: the old second family crisis (the crisis is the
 * `familyBackground` answer). Kept as strings so this still compiles once the field is gone.
 */
export const UNTOLD_FIELDS: ReadonlySet<string> = new Set(['familyCrisis']);

/** Where a draft answer sits in the rules: its table and the row it holds. */
export interface AnswerRow {
  where: string;
  table: RollTable;
  value: string;
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Every non-empty answer of a draft that its biography must tell, found from the rules' own tables:
 * the roll tables (the Rockerboy type only for a Rockerboy), friends, enemies and loves, and the
 * role's lifepath questions the wizard shows for these answers.
 */
export function answerRows(draft: Draft): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const add = (where: string, table: RollTable, value: string | null | undefined) => {
    if (filled(value)) rows.push({ where, table, value });
  };
  for (const field of Object.keys(ROLL_TABLES) as RollTableField[]) {
    if (UNTOLD_FIELDS.has(field) || (field === 'rockerBoyType' && draft.selectedRole !== 'rockerboy'))
      continue;
    add(field, ROLL_TABLES[field], draft[field as keyof Draft] as string | null);
  }
  const L = LIFEPATH_TABLES;
  for (const [i, f] of draft.friends.entries()) add(`friends[${i}]`, L.friendRelationship, f.relationship);
  draft.enemies.forEach((e, i) => {
    add(`enemies[${i}].enemyType`, L.enemyWho, e.enemyType);
    const wronged = L.enemyWronged.entries.find((entry) => entry.value.toLowerCase() === e.wronged)?.value;
    add(`enemies[${i}].wronged`, L.enemyWronged, wronged ?? e.wronged);
    add(`enemies[${i}].causedBy`, L.enemyCause, e.causedBy);
    add(`enemies[${i}].resources`, L.enemyResources, e.resources);
    add(`enemies[${i}].action`, L.enemyAction, e.action);
  });
  for (const [i, l] of draft.loveAffairs.entries()) add(`loveAffairs[${i}]`, L.loveAffair, l.event);
  if (draft.selectedRole) {
    for (const q of visibleQuestions(draft.selectedRole, draft.roleLifepath)) {
      add(`roleLifepath.${q.id}`, q.table, draft.roleLifepath[q.id]);
    }
  }
  return rows;
}

/**
 * The phrase key each answer must leave behind ('childhoodEnvironment#3'), keyed by table id and
 * roll; an answer that is not a row of its table has none, and the test that expects one fails.
 */
export function expectedKeys(draft: Draft): { where: string; key: string | null }[] {
  const keys = answerRows(draft).map(({ where, table, value }) => {
    const roll = findEntry(table, value)?.roll;
    return { where, key: roll === undefined ? null : `${table.id}#${roll}` };
  });
  if (draft.fashionStyle) keys.push({ where: 'fashionStyle', key: `fashionStyle#${draft.fashionStyle}` });
  return keys;
}
