import { TablesStep } from '../../features/creator/steps/tables-step.tsx';

export default function Part3Route() {
  return <TablesStep part="part3" />;
}
