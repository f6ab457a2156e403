import type { RoleId } from '@edgeforge/rules/ids';
import { ROLE_LIFEPATHS, visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { skillsForRole } from '@edgeforge/rules/skills';
import { LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import { templateRow } from '@edgeforge/rules/templates';
import type { RollTable } from '@edgeforge/rules/types';
import type { CompleteDraft, Draft } from '../draft.ts';

/** Die result used for every table, so the builder is deterministic; 3 exists on every table but the d2. */
const FIXED_ROLL = 3;

function rowValue(table: RollTable, roll = FIXED_ROLL): string {
  const entry = table.entries.find((e) => e.roll === Math.min(roll, table.die));
  if (!entry) throw new Error(`table ${table.id} has no row ${roll}`);
  return entry.value;
}

/** Answers the role's lifepath question by question, taking the first row so each branch is followed. */
function roleLifepathAnswers(roleId: RoleId): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of ROLE_LIFEPATHS[roleId]) {
    if (visibleQuestions(roleId, answers).some((q) => q.id === question.id)) {
      answers[question.id] = rowValue(question.table, 1);
    }
  }
  return answers;
}

function tableFields(roleId: RoleId): Record<RollTableField, string | null> {
  const fields = Object.fromEntries(
    (Object.keys(ROLL_TABLES) as RollTableField[]).map((field) => [field, rowValue(ROLL_TABLES[field])]),
  ) as Record<RollTableField, string | null>;
  // Only a rockerboy answers the rockerboy-type screen.
  if (roleId !== 'rockerboy') fields.rockerBoyType = null;
  return fields;
}

/**
 * A valid, complete character draft for tests, seeds and e2e: a rockerboy by default with every roll
 * table answered from real table rows, one friend, one enemy and one tragic love affair, attributes from
 * the role's template row 1 and the role's skill package. A `selectedRole` override also switches the
 * attributes, skills, rockerboy type and role lifepath to that role, unless those are overridden too.
 * Other overrides are laid over the result as given, so a test can deliberately break completeness.
 */
export function buildDraft(overrides: Partial<Draft> = {}): CompleteDraft {
  const roleId: RoleId = overrides.selectedRole ?? 'rockerboy';
  const draft: CompleteDraft = {
    firstName: 'Rixa',
    lastName: 'Vance',
    gender: 'female',
    age: 24,
    characterType: 'streetrat',
    selectedRole: roleId,
    fashionStyle: 'neonNoir',
    attributes: templateRow(roleId, 1),
    templateRow: 1,
    skills: skillsForRole(roleId),
    ...tableFields(roleId),
    // The family background answer is the family crisis; this old second field goes with the contract change.
    familyCrisis: null,
    friends: [{ id: 'friend-1', relationship: rowValue(LIFEPATH_TABLES.friendRelationship) }],
    enemies: [
      {
        id: 'enemy-1',
        enemyType: rowValue(LIFEPATH_TABLES.enemyWho),
        wronged: rowValue(LIFEPATH_TABLES.enemyWronged, 1).toLowerCase() === 'you' ? 'you' : 'them',
        causedBy: rowValue(LIFEPATH_TABLES.enemyCause),
        resources: rowValue(LIFEPATH_TABLES.enemyResources),
        action: rowValue(LIFEPATH_TABLES.enemyAction),
      },
    ],
    loveAffairs: [{ id: 'love-1', event: rowValue(LIFEPATH_TABLES.loveAffair) }],
    roleLifepath: roleLifepathAnswers(roleId),
  };
  return { ...draft, ...overrides } as CompleteDraft;
}
