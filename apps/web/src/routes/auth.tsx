import { AuthScreen } from '../features/auth/auth-screen.tsx';

export default function AuthRoute() {
  return <AuthScreen />;
}
