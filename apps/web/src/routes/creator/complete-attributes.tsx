import { PointBuyStats } from '../../features/creator/components/point-buy-stats.tsx';
import { AttributesStep } from '../../features/creator/steps/attributes-step.tsx';

/** Complete Package's attributes: 62 points bought with +/-. */
export default function CompleteAttributesRoute() {
  return <AttributesStep stats={<PointBuyStats />} />;
}
