import { BackgroundStep } from '../../features/creator/steps/background-step.tsx';

export default function BackgroundRoute() {
  return <BackgroundStep />;
}
