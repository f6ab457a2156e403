import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen.ts';
import { WIZARD_ROUTES } from './wizard-steps.ts';

/**
 * The character creation wizard (spec section 2), patched under the session guard the first time the
 * player opens one of its paths (router.tsx). One layout route loads the draft and applies each screen's
 * guard, read from the step its route carries as handle, before the screen renders.
 */
export const creatorRoutes: RouteObject[] = [
  {
    id: 'creator',
    lazy: lazyScreen(() => import('../routes/creator/layout.tsx')),
    children: WIZARD_ROUTES.map(({ step, screen }) => ({
      path: step.path,
      lazy: lazyScreen(screen),
      handle: step,
    })),
  },
];
