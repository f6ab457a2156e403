import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { useRouteFocus } from './route-focus.ts';

/**
 * A bar across the top while the next screen loads (its code on a first visit, the wizard's table):
 * on a slow phone that can take a second, and without it the old screen looks frozen.
 */
function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the next screen"
      className="fixed inset-x-0 top-0 z-[120] h-1 overflow-hidden bg-neon-cyan/40"
    >
      <div className="h-full w-1/3 animate-progress bg-neon-magenta shadow-neon-magenta" />
    </div>
  );
}

/**
 * Wraps every screen: the loading bar, the focus and page title after each change of screen, the single
 * toast viewport and scroll restoration between screens.
 */
export function RootLayout() {
  useRouteFocus();
  return (
    <>
      <RouteProgress />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
