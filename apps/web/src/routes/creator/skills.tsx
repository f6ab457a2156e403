import { SkillsStep } from '../../features/creator/steps/skills-step.tsx';

export default function SkillsRoute() {
  return <SkillsStep />;
}
