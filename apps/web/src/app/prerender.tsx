import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { App } from './router.tsx';

/**
 * The markup a first screen shows before any JavaScript has run, rendered at build time (prerender.ts,
 * decision 030) and hydrated by main.tsx: the whole app at `path` as a visitor without a session first
 * sees it (the session store's server snapshot is "still looking"). For /auth that is the sign-in card;
 * for a screen behind the session guard it is the spec's "Initializing..." state. React's static
 * renderer waits for every lazy screen, so the markup is the screen's own, not a fallback.
 */
export async function renderScreen(path: string): Promise<string> {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const { prelude } = await prerender(
    <StrictMode>
      <App history={history} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
