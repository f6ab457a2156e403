import { ShopStep } from '../../features/creator/shop/shop-step.tsx';

export default function ShopRoute() {
  return <ShopStep />;
}
