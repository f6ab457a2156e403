import { AttributesStep } from '../../features/creator/steps/attributes-step.tsx';

export default function AttributesRoute() {
  return <AttributesStep />;
}
