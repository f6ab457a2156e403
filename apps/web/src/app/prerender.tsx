import { PAGE_EMAIL_MARK } from '@edgeforge/contracts/page-session';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { renderAsCarryingSession } from '../features/auth/api/session.ts';
import { App, preloadScreenAt } from './router.tsx';

/**
 * The markup a first screen shows before any JavaScript has run, rendered at build time (prerender.ts,
 * decision 030) and hydrated by main.tsx: the whole app at `path` as a visitor without a session first
 * sees it (the session store's server snapshot is "still looking"), or for a page that carries its
 * session (`signedIn`, decision 031) as a signed-in player first sees it. For /auth that is the sign-in
 * card; for a screen behind the session guard the spec's "Initializing..." state, or signed in the
 * screen itself as it shows before its data has arrived. React's static renderer waits for every lazy
 * screen, so the markup is the screen's own, not a fallback.
 */
export async function renderScreen(path: string, signedIn: boolean): Promise<string> {
  // A signed-in page's markup is the same for every player: the one thing on it that shows who is signed
  // in, the home menu's e-mail address, is a mark the server replaces (contracts/page-session.ts).
  renderAsCarryingSession(signedIn ? { id: '', email: PAGE_EMAIL_MARK, name: '' } : null);
  // Every module the path renders, or starts loading as it renders (the wizard's step, behind its
  // layout), is loaded first: none is left loading once the markup is done.
  await preloadScreenAt(path);
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const { prelude } = await prerender(
    <StrictMode>
      <App history={history} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
