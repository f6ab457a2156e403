import { RockerboyStep } from '../../features/creator/steps/rockerboy-step.tsx';

export default function RockerboyRoute() {
  return <RockerboyStep />;
}
