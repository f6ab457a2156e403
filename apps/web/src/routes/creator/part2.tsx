import { TablesStep } from '../../features/creator/steps/tables-step.tsx';

export default function Part2Route() {
  return <TablesStep part="part2" />;
}
