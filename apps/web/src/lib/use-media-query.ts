import { useSyncExternalStore } from 'react';

/**
 * Whether the page matches a media query now, following it as the window changes. False where the
 * browser has no `matchMedia` (and on the server), so a layout for it is the wide one.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
