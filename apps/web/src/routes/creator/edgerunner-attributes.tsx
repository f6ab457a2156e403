import { ColumnRollStats } from '../../features/creator/components/column-roll-stats.tsx';
import { AttributesStep } from '../../features/creator/steps/attributes-step.tsx';

/** Edgerunner's attributes: one 1d10 per STAT column of the role's table. */
export default function EdgerunnerAttributesRoute() {
  return <AttributesStep wide stats={<ColumnRollStats />} />;
}
