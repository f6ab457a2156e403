import { SummaryStep } from '../../features/creator/steps/summary-step.tsx';

export default function SummaryRoute() {
  return <SummaryStep />;
}
