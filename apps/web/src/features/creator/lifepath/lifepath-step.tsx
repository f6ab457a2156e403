import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { RollTable } from '../../../components/roll-table/roll-table.tsx';
import { useTableField } from '../common/table-field.ts';
import { useDraft } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { RelationList } from './relation-list.tsx';
import { RoleLifepathSection } from './role-lifepath-section.tsx';

/**
 * The lifepath (the spec leaves it empty): family crisis, friends, enemies, love affairs, role lifepath.
 * The family crisis is the family background answer (its rows are the game's crisis rows), editable here.
 */
export function LifepathStep() {
  const draft = useDraft();
  const crisis = useTableField('familyBackground');
  return (
    <WizardFrame width="xl" subtitle="The people and the scars that made you">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <RollTable table={ROLL_TABLES.familyBackground} {...crisis} />
        <div className="grid grid-cols-1 gap-6">
          <RelationList listKey="friends" />
          <RelationList listKey="loveAffairs" />
        </div>
      </div>
      <RelationList listKey="enemies" />
      {draft.selectedRole ? <RoleLifepathSection roleId={draft.selectedRole} /> : null}
    </WizardFrame>
  );
}
