import { HomeMenu } from '../features/home/home-menu.tsx';

export default function HomeRoute() {
  return <HomeMenu />;
}
