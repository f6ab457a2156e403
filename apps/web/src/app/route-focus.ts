import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hashTarget } from '../lib/hash-target.ts';
import { announceScreen, focusByScript } from '../lib/screen-heading.ts';

/** Focuses the element a location's hash names, if it is on the page: a link to a part of a page. */
function focusHashTarget(hash: string): boolean {
  const target = hashTarget(hash);
  if (!target) return false;
  focusByScript(target);
  return true;
}

/**
 * After every change of screen, names the page after the new screen and moves the focus to its heading,
 * so the focus never falls to the page body with the old screen; a link to a part of a page (its hash,
 * components/page-contents.tsx) moves it to that part instead, so the next Tab goes on from there. The
 * first screen of a visit keeps the browser's own start (focus at the top). A screen still loading its
 * data shows an aria-busy state; its heading is awaited.
 */
export function useRouteFocus(): void {
  const { key, hash } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    const focus = key !== firstKey.current;
    if (focus && focusHashTarget(hash)) {
      announceScreen({ focus: false });
      return;
    }
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
  }, [key, hash]);
}
