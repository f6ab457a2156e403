import { RoleStep } from '../../features/creator/steps/role-step.tsx';

export default function RoleRoute() {
  return <RoleStep />;
}
