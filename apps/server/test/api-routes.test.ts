import { API_ROUTE_SCHEMAS, type ApiRouteSchemas } from '@edgeforge/contracts/api-route-schemas';
import { API_ROUTES, type ApiRouteId, pathOf } from '@edgeforge/contracts/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/harness.ts';
import { callEveryRouteSuccessfully, type RouteAnswer } from './support/route-success-calls.ts';

// The contracts' table of routes (packages/contracts/src/api-routes.ts) against the app the server
// mounts: the same routes, each reached by its own handler, each success answer in its schema.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ROUTE_IDS = Object.keys(API_ROUTES) as ApiRouteId[];
const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** The app's handlers, middleware and catch-alls aside (Hono lists those with the method ALL). */
function mountedHandlers(): Set<string> {
  return new Set(ctx.app.routes.filter((route) => route.method !== 'ALL').map(keyOf));
}

/** A path of the route with a sample value for each parameter. */
function samplePath(id: ApiRouteId): string {
  const route = API_ROUTES[id];
  const params = Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, `sample-${name}`]),
  );
  return (pathOf as (r: typeof route, p: Record<string, string>) => string)(route, params);
}

describe('the table of API routes', () => {
  it('holds every handler the app mounts under /api and /storage, and nothing the app does not mount', () => {
    const mounted = [...mountedHandlers()].filter((key) => /^\w+ \/(api|storage)\//.test(key));
    const table = ROUTE_IDS.map((id) => keyOf(API_ROUTES[id]));
    expect(new Set(table).size).toBe(table.length);
    expect(mounted.sort()).toEqual([...table].sort());
  });

  it.each(ROUTE_IDS)('%s: a request to it reaches its own handler, not the 404 of an unknown route', (id) => {
    const route = API_ROUTES[id];
    const [matched] = ctx.app.router.match(route.method, samplePath(id));
    // The router lists what runs, in order: middleware and catch-alls are ALL, the first other entry answers.
    const answering = matched.map(([[, routerRoute]]) => routerRoute).find((entry) => entry.method !== 'ALL');
    expect(answering && keyOf(answering)).toBe(keyOf(route));
  });

  describe('a representative success call of each route', () => {
    let answers: Partial<Record<ApiRouteId, RouteAnswer>>;
    beforeAll(async () => {
      answers = await callEveryRouteSuccessfully(ctx);
    }, 60_000);

    const withAnswerSchema = ROUTE_IDS.filter((id) => (API_ROUTE_SCHEMAS[id] as ApiRouteSchemas).answer);

    it('is made for every route with an answer schema', () => {
      expect(withAnswerSchema.filter((id) => !answers[id])).toEqual([]);
    });

    it.each(withAnswerSchema)('%s: the answer parses with its schema', (id) => {
      const schema = (API_ROUTE_SCHEMAS[id] as ApiRouteSchemas).answer;
      const answer = answers[id];
      expect(answer?.status).toBeGreaterThanOrEqual(200);
      expect(answer?.status).toBeLessThan(300);
      const parsed = schema?.safeParse(answer?.body);
      expect(parsed?.error?.issues ?? []).toEqual([]);
      expect(parsed?.success).toBe(true);
    });
  });
});
