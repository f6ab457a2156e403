import { ATTRIBUTE_KEYS, type RoleId } from '@edgeforge/rules/ids';
import { STAT_TEMPLATES } from '@edgeforge/rules/templates';
import type { RollTable } from '@edgeforge/rules/types';

const ROW_PREFIX = 'Row ';

/** The role's Streetrat STAT rows as a 1d10 roll table, each row's stats as its description. */
export function templateRollTable(roleId: RoleId, roleName: string): RollTable {
  return {
    id: `template-${roleId}`,
    title: `${roleName} Streetrat Template`,
    die: 10,
    entries: STAT_TEMPLATES[roleId].map((attributes, index) => ({
      roll: index + 1,
      value: `${ROW_PREFIX}${index + 1}`,
      description: ATTRIBUTE_KEYS.map((key) => `${key} ${attributes[key]}`).join(' · '),
    })),
  };
}

/** The table value of a template row number. */
export function templateValue(row: number | null): string | null {
  return row === null ? null : `${ROW_PREFIX}${row}`;
}

/** The row number of a table value. */
export function templateRowOf(value: string): number {
  return Number(value.slice(ROW_PREFIX.length));
}
