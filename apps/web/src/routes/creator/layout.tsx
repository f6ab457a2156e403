import { CreatorLayout } from '../../features/creator/creator-layout.tsx';

export default function CreatorLayoutRoute() {
  return <CreatorLayout />;
}
