import { MethodStep } from '../../features/creator/steps/method-step.tsx';

export default function MethodRoute() {
  return <MethodStep />;
}
