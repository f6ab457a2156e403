import { createContext, useContext } from 'react';

/**
 * Whether a change of screen is under way: the app's router renders each one in a transition
 * (app/app-router.tsx), and while the next screen's code loads the old screen stays on show. Here in
 * lib/ so a feature's buttons can say that they wait (decision 050).
 */
export const NavigationPendingContext = createContext(false);

/** Whether a change of screen is under way: the next screen's code is still loading. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
