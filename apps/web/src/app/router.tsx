import {
  createBrowserRouter,
  matchPath,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RequireSession } from '../features/auth/require-session.tsx';
import { PATHS } from '../lib/paths.ts';
import { lazyScreen } from './lazy-screen.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';

const SESSION_ROUTE_ID = 'session';
/** Paths of the account and recovery screens: never the wizard's, so no need to load its table. */
const ACCOUNT_SCREENS: readonly string[] = [PATHS.account, PATHS.forgotPassword, PATHS.resetPassword];

/**
 * The routes of spec section 2 that the first screen knows. Each screen is a lazy chunk so /auth loads
 * only what it needs; every screen but /auth sits behind RequireSession. The wizard's routes are not
 * here: discoverRoutes adds them, with their table, when a wizard path is first opened.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: PATHS.auth, lazy: lazyScreen(() => import('../routes/auth.tsx')) },
      { path: PATHS.forgotPassword, lazy: lazyScreen(() => import('../routes/forgot-password.tsx')) },
      { path: PATHS.resetPassword, lazy: lazyScreen(() => import('../routes/reset-password.tsx')) },
      // An invite link: signed out, it explains and leads through /auth and back (decision 022).
      { path: PATHS.join, lazy: lazyScreen(() => import('../routes/join.tsx')) },
      // A share link opens the read-only sheet for anyone: outside the session guard.
      { path: PATHS.sharedSheet, lazy: lazyScreen(() => import('../routes/shared-sheet.tsx')) },
      {
        id: SESSION_ROUTE_ID,
        Component: RequireSession,
        children: [
          { path: PATHS.home, lazy: lazyScreen(() => import('../routes/home.tsx')) },
          { path: PATHS.characters, lazy: lazyScreen(() => import('../routes/characters.tsx')) },
          { path: PATHS.character, lazy: lazyScreen(() => import('../routes/character-sheet.tsx')) },
          { path: PATHS.characterEdit, lazy: lazyScreen(() => import('../routes/edit-character.tsx')) },
          { path: PATHS.account, lazy: lazyScreen(() => import('../routes/account.tsx')) },
          { path: PATHS.campaigns, lazy: lazyScreen(() => import('../routes/campaigns.tsx')) },
          { path: PATHS.newCampaign, lazy: lazyScreen(() => import('../routes/new-campaign.tsx')) },
          { path: PATHS.campaign, lazy: lazyScreen(() => import('../routes/campaign.tsx')) },
          { path: '*', lazy: lazyScreen(() => import('../routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

/**
 * Called by the router for a path no route above matches but the catch-all: it loads the wizard's
 * routes (the step table with its titles and guards) and patches them in under the session guard. The
 * first screen so carries no wizard data at all; a path that is not the wizard's still ends on the
 * catch-all afterwards. Patching twice is harmless: the router keeps one route per id.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (matchPath(PATHS.character, path) || matchPath(PATHS.characterEdit, path)) return;
  if (matchPath(PATHS.sharedSheet, path)) return;
  if (ACCOUNT_SCREENS.includes(path)) return;
  const { creatorRoutes } = await import('./creator-routes.tsx');
  patch(SESSION_ROUTE_ID, creatorRoutes);
};

/** The app's browser router (a data router, so lazy routes, route discovery and error boundaries work). */
export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
}
