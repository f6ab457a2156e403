import { clampAttribute, defaultAttributes } from '@edgeforge/rules/attributes';
import { ATTRIBUTE_KEYS, type Attributes, type RoleId } from '@edgeforge/rules/ids';
import { getRole } from '@edgeforge/rules/roles';
import { templateRow } from '@edgeforge/rules/templates';
import { useMemo } from 'react';
import { RollTable } from '../../../components/roll-table/roll-table.tsx';
import { HouseRuleTick } from '../common/house-rule-tick.tsx';
import { setHouseRules } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { AttributesPanel } from './attributes-panel.tsx';
import { AttributesStep } from './attributes-step.tsx';
import { templateRollTable, templateRowOf, templateValue } from './template-table.ts';

/** Whether the STATs are exactly the row's of the role's template table. */
function matchesRow(roleId: RoleId, row: number | null, attributes: Attributes | null): boolean {
  if (row === null || !attributes) return false;
  const values = templateRow(roleId, row);
  return ATTRIBUTE_KEYS.every((key) => attributes[key] === values[key]);
}

/**
 * Streetrat STATs: the Attributes panel showing the template row's STATs. By the book they are the row's,
 * so the steppers come only with the House rules tick (the summary's, here too). A STAT changed by hand
 * keeps the template row, so the rules check names the STAT that leaves it ("BODY is 7, but row 1 of the
 * Solo table gives 6") at once.
 */
export function TemplateStats() {
  const draft = useDraft();
  const { update } = useDraftActions();
  // The layout's guard guarantees a role here.
  const roleId = draft.selectedRole!;
  const byHand = draft.houseRules?.enabled ?? false;
  return (
    <AttributesPanel
      attributes={draft.attributes ?? defaultAttributes(roleId)}
      // The step reads the latest draft, so presses faster than a render each count.
      onStep={
        byHand
          ? (key, delta) =>
              update((latest) => {
                const current = latest.attributes ?? defaultAttributes(roleId);
                return { attributes: { ...current, [key]: clampAttribute(current[key] + delta) } };
              })
          : undefined
      }
    >
      <HouseRuleTick
        className="mb-2"
        checked={byHand}
        onChange={(checked) => update((latest) => setHouseRules(latest, checked))}
        note="By the book a Streetrat takes a row of the table below; the sheet will say so."
      >
        House rules: change STATs by hand
      </HouseRuleTick>
    </AttributesPanel>
  );
}

/**
 * The role's Streetrat template as a roll table: a roll or a click copies the whole row into the STATs.
 * A row shows as chosen only while the STATs still match it, so after a hand change a click on it takes
 * it again.
 */
export function TemplateRowTable() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const role = getRole(draft.selectedRole)!;
  const table = useMemo(() => templateRollTable(role.id, role.name), [role.id, role.name]);
  const row = draft.templateRow;
  return (
    <RollTable
      table={table}
      value={matchesRow(role.id, row, draft.attributes) ? templateValue(row) : null}
      autoPick={false}
      columns={2}
      onChange={(value) => {
        const picked = templateRowOf(value);
        update({ templateRow: picked, attributes: templateRow(role.id, picked) });
      }}
    />
  );
}

/** Streetrat's attributes screen: the template's STATs by hand, and the template table to roll or pick a row. */
export function StreetratAttributesStep() {
  return <AttributesStep stats={<TemplateStats />} after={<TemplateRowTable />} />;
}
