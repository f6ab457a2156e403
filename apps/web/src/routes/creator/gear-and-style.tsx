import { GearStyleStep } from '../../features/creator/steps/gear-style-step.tsx';

export default function GearAndStyleRoute() {
  return <GearStyleStep />;
}
