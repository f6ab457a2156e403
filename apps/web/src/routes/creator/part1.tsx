import { TablesStep } from '../../features/creator/steps/tables-step.tsx';

export default function Part1Route() {
  return <TablesStep part="part1" />;
}
