import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announceScreen } from '../lib/screen-heading.ts';

/**
 * After every change of screen, names the page after the new screen and moves the focus to its heading,
 * so the focus never falls to the page body with the old screen. The first screen of a visit keeps the
 * browser's own start (focus at the top). A screen still loading its data shows an aria-busy state;
 * its heading is awaited.
 */
export function useRouteFocus(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    const focus = key !== firstKey.current;
    if (announceScreen({ focus })) return;
    const observer = new MutationObserver(() => {
      if (announceScreen({ focus })) observer.disconnect();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    return () => observer.disconnect();
  }, [key]);
}
