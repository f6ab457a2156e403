import { TablesStep } from '../../features/creator/steps/tables-step.tsx';

export default function Part4Route() {
  return <TablesStep part="part4" />;
}
