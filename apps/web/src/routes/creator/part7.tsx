import { RoleChoiceStep } from '../../features/creator/steps/role-choice-step.tsx';

export default function Part7Route() {
  return <RoleChoiceStep />;
}
