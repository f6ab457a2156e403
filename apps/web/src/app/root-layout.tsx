import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';

/** Wraps every screen: the single toast viewport and scroll restoration between screens. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
