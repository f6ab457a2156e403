import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/require-session.tsx';
import { creatorRoutes } from './creator-routes.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';

type RouteModule = { default: ComponentType };

const screen = (load: () => Promise<RouteModule>): RouteObject['lazy'] => {
  return () => load().then((module) => ({ Component: module.default }));
};

/**
 * Every route of spec section 2. Each screen is a lazy chunk so /auth loads only what it
 * needs; every screen but /auth sits behind RequireSession.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: '/auth', lazy: screen(() => import('../routes/auth.tsx')) },
      {
        Component: RequireSession,
        children: [
          { path: '/', lazy: screen(() => import('../routes/home.tsx')) },
          { path: '/characters', lazy: screen(() => import('../routes/characters.tsx')) },
          { path: '/character/:id', lazy: screen(() => import('../routes/character-sheet.tsx')) },
          ...creatorRoutes,
          { path: '*', lazy: screen(() => import('../routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

/** The app's browser router (a data router, so lazy routes and error boundaries work). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
