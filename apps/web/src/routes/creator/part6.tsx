import { TablesStep } from '../../features/creator/steps/tables-step.tsx';

export default function Part6Route() {
  return <TablesStep part="part6" />;
}
