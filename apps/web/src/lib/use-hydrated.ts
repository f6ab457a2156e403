import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over markup rendered at build time (decisions 030 to 032), true from then on.
 * Until then a button in that markup has no handler, and a click on it is lost: such a button waits,
 * disabled, and a form's button never lets the browser send the form itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
