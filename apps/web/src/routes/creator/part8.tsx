import { PassThroughStep } from '../../features/creator/steps/pass-through-step.tsx';

export default function Part8Route() {
  return <PassThroughStep />;
}
