import { TemplateRowTable, TemplateStats } from '../../features/creator/components/template-stats.tsx';
import { AttributesStep } from '../../features/creator/steps/attributes-step.tsx';

/** Streetrat's attributes: the template's STATs by hand, and the template table to roll or pick a row. */
export default function AttributesRoute() {
  return <AttributesStep stats={<TemplateStats />} after={<TemplateRowTable />} />;
}
