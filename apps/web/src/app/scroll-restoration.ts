import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashTarget } from '../lib/hash-target.ts';

/** Where the positions are kept over a reload (the tab's session storage, as React Router's own did). */
const STORAGE_KEY = 'edgeforge.scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll restoration between screens: a new screen (a link, a redirect) starts at the top, or at the
 * element its hash names; Back and Forward return to where the player was on that entry, also after a
 * reload. Each history entry's position is kept as the player scrolls.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const kept = useRef<Record<string, number> | null>(null);
  kept.current ??= readPositions();
  const positions = kept.current;

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions[location.key];
    if (action === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      const target = hashTarget(location.hash);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    } else if (action !== 'POP') {
      window.scrollTo(0, 0);
    }
    const remember = () => {
      positions[location.key] = window.scrollY;
    };
    const save = () => {
      positions[location.key] = window.scrollY;
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage can be full or disabled: then only this page's history loses its positions.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, [location.key, location.hash, action, positions]);
}
