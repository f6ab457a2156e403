import { type ReactNode, Suspense } from 'react';
import { Toaster } from '../components/ui/toast.tsx';
import { useNavigationPending } from '../lib/navigation-pending.ts';
import { useRouteFocus } from './route-focus.ts';
import { useScrollRestoration } from './scroll-restoration.ts';

/**
 * A bar across the top while the next screen loads (its code on a first visit, the wizard's table):
 * on a slow phone that can take a second, and without it the old screen looks frozen.
 */
function RouteProgress() {
  if (!useNavigationPending()) return null;
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
 * toast viewport and scroll restoration between screens. The first screen's code loads behind an empty
 * fallback; later changes of screen keep the old one on show until the new one is ready (app-router.tsx).
 */
export function RootLayout({ children }: { readonly children: ReactNode }) {
  useRouteFocus();
  useScrollRestoration();
  return (
    <>
      <RouteProgress />
      <Suspense fallback={null}>{children}</Suspense>
      <Toaster />
    </>
  );
}
