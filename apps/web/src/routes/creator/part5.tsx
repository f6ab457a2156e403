import { TablesStep } from '../../features/creator/steps/tables-step.tsx';

export default function Part5Route() {
  return <TablesStep part="part5" />;
}
