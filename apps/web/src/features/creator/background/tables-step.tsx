import { ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import { RollTable } from '../../../components/roll-table/roll-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTableField } from '../common/table-field.ts';
import { WizardFrame } from '../frame/wizard-frame.tsx';

/** The roll tables of background parts 1 to 6, in screen order. */
export const PART_TABLES = {
  part1: ['clothingStyle', 'hairstyle', 'affectation', 'valuedPossession'],
  part2: ['valuesMost', 'peopleAttitude', 'valuedPerson'],
  part3: ['childhoodEnvironment', 'familyBackground'],
  part4: ['originalBackground'],
  part5: ['lifeGoal'],
  part6: ['lifeGoalB'],
} as const satisfies Record<string, readonly RollTableField[]>;
export type TablePart = keyof typeof PART_TABLES;

const GRID: Record<number, string> = {
  1: 'max-w-3xl mx-auto w-full',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 xl:grid-cols-3',
  4: 'md:grid-cols-2',
};

function FieldTable({ field }: { field: RollTableField }) {
  const binding = useTableField(field);
  return <RollTable table={ROLL_TABLES[field]} {...binding} />;
}

/** One background part: its roll tables side by side, each stored in its draft field. */
export function TablesStep({ part }: { part: TablePart }) {
  const fields = PART_TABLES[part];
  return (
    <WizardFrame width="xl">
      <div className={cn('grid grid-cols-1 items-start gap-4', GRID[fields.length])}>
        {fields.map((field) => (
          <FieldTable key={field} field={field} />
        ))}
      </div>
    </WizardFrame>
  );
}
