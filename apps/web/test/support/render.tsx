import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { Toaster } from '../../src/components/ui/toast.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';

export interface RenderOptions {
  /** The URL the memory router starts at, with a navigation state if one is given. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern `ui` is mounted at (e.g. '/character/:id'). */
  path?: string;
  /** Further routes, e.g. a stand-in for a screen the UI navigates to. */
  routes?: RouteObject[];
}

/** Shows the current path, so a test can see where a redirect or a link went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * Renders `ui` the way the app does: a fresh query client (no retries, so failures show at
 * once), a data router at `route`, and the toast viewport. Any path not matched renders a
 * probe with the pathname.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '/', routes = [] } = options;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }],
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
