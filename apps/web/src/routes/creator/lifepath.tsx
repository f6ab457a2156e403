import { LifepathStep } from '../../features/creator/steps/lifepath-step.tsx';

export default function LifepathRoute() {
  return <LifepathStep />;
}
