import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discoverRoutes, routes } from './router.tsx';

/** A router as the app builds it, at `path`, once its first navigation (lazy routes included) is done. */
async function routerAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return router;
}

type AppRouter = Awaited<ReturnType<typeof routerAt>>;
const deepest = (router: AppRouter) => router.state.matches.at(-1)!.route;
/** Whether the wizard's routes have been patched in under the session guard. */
const hasWizard = (router: AppRouter) =>
  router.routes[0]!.children!.some((route) => route.children?.some((child) => child.id === 'creator'));

describe('app router', () => {
  it('knows the wizard only once a wizard path is opened, then matches it with its step', async () => {
    const router = await routerAt('/character-creation/streetrat/background/part3');
    expect(hasWizard(router)).toBe(true);
    expect(deepest(router).path).toBe('/character-creation/streetrat/background/part3');
    expect(deepest(router).handle).toMatchObject({ id: 'part3', title: 'WHERE YOU CAME FROM' });
    expect(router.state.matches.map((match) => match.route.id)).toContain('creator');
  });

  it('still sends an unknown path to the not-found screen after looking in the wizard', async () => {
    const router = await routerAt('/no/such/screen');
    expect(deepest(router).path).toBe('*');
    expect(router.state.matches.map((match) => match.route.id)).not.toContain('creator');
  });

  it('opens a character sheet without loading the wizard', async () => {
    const router = await routerAt('/character/1a2b');
    expect(deepest(router).path).toBe('/character/:id');
    expect(router.state.matches[0]!.params).toEqual({ id: '1a2b' });
    expect(hasWizard(router)).toBe(false);
    await router.navigate('/lifepath');
    expect(deepest(router).path).toBe('/lifepath');
    expect(hasWizard(router)).toBe(true);
  });
});
