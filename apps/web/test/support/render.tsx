import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  Outlet,
  type RouteObject,
  type To,
  UNSAFE_createMemoryHistory,
  useLocation,
  useRoutes,
} from 'react-router';
import { AppRouter } from '../../src/app/app-router.tsx';
import { Toaster } from '../../src/components/ui/toast.tsx';
import { onClientReset, resetClientState } from '../../src/lib/client-reset.ts';
import { Outbox } from '../../src/lib/outbox.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { OutboxContext } from '../../src/lib/use-outbox.ts';

export interface RenderOptions {
  /** The URL the memory history starts at, with a navigation state if one is given. */
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

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The previous test's query client, unregistered from the client reset when the next test renders. */
let stopLastClient: () => void = () => {};
/** The previous test's outbox, closed (its retries stopped) when the next test renders. */
let lastOutbox: Outbox | null = null;

/**
 * Renders `ui` the way the app does: the client state forgotten (session, options), a fresh query client
 * (no retries, so failures show at once) that a sign-in or sign-out clears as the app's own, an outbox
 * of its own (decision 049; the last test's is closed), the app's router (declarative, decision 027) on a memory history at `route`, and the toast viewport. Any path
 * not matched renders a probe with the pathname. `router` reads where the history is and navigates.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '/', routes = [] } = options;
  resetClientState();
  stopLastClient();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  stopLastClient = onClientReset(() => queryClient.clear());
  lastOutbox?.close();
  // A retry after a request with no answer comes at once: tests wait on what it shows, never on a clock.
  const outbox = new Outbox({ name: `test-outbox-${crypto.randomUUID()}`, backoff: () => 0 });
  lastOutbox = outbox;
  const history = UNSAFE_createMemoryHistory({ initialEntries: [route], v5Compat: true });
  const tree: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      children: [{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }],
    },
  ];
  const router = {
    get state() {
      return { location: history.location };
    },
    navigate: (to: To, options: { replace?: boolean; state?: unknown } = {}) =>
      act(async () => {
        if (options.replace) history.replace(to, options.state);
        else history.push(to, options.state);
      }),
  };
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <OutboxContext value={outbox}>
        <AppRouter history={history}>
          <TestRoutes routes={tree} />
        </AppRouter>
      </OutboxContext>
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient, outbox };
}

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A stubbed read that answers `first` at once and holds every later read until `release` answers it:
 * a read in flight (the live channel's) that a test lets land when it chooses.
 */
export function heldAfterFirst(first: () => Response) {
  let reads = 0;
  let held: (response: Response) => void = () => {};
  return {
    read: (): Response | Promise<Response> => {
      reads += 1;
      if (reads === 1) return first();
      return new Promise<Response>((resolve) => {
        held = resolve;
      });
    },
    reads: () => reads,
    release: (response: Response) => held(response),
  };
}
