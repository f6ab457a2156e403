import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { NavigationPendingContext } from '../lib/navigation-pending.ts';

/** The history the router follows: the browser's in the app, a memory history in the tests. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * React Router in declarative mode (decision 027), as its `<BrowserRouter>` but with each change of
 * location rendered in a transition of our own: while a lazy screen's code loads, React keeps the old
 * screen on show and `useNavigationPending` (lib/navigation-pending.ts) says so: the loading bar
 * shows it, and the wizard's Continue waits visibly instead of looking ready.
 */
export function AppRouter({
  history,
  children,
}: {
  readonly history?: AppHistory;
  readonly children: ReactNode;
}) {
  const [source] = useState(() => history ?? UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: source.action, location: source.location });
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      source.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [source],
  );
  return (
    <NavigationPendingContext value={isPending}>
      <Router location={state.location} navigationType={state.action} navigator={source}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
