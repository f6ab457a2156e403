import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { RollTable } from '../../../components/roll-table/roll-table.tsx';
import { useTableField } from '../common/table-field.ts';
import { WizardFrame } from '../frame/wizard-frame.tsx';

/** 'ROCKERBOY': the kind of rockerboy; Continue waits for a type. */
export function RockerboyStep() {
  const type = useTableField('rockerBoyType');
  return (
    <WizardFrame
      width="md"
      canContinue={Boolean(type.value)}
      disabledReason="Choose a rockerboy type to continue"
    >
      <RollTable table={ROLL_TABLES.rockerBoyType} {...type} />
    </WizardFrame>
  );
}
