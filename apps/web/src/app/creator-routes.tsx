import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PATHS, STEP_IDS, type StepId } from '../features/creator/paths.ts';

type RouteModule = { default: ComponentType };

// Each wizard screen is its own chunk: the first load carries none of them.
const screen = (load: () => Promise<RouteModule>): RouteObject['lazy'] => {
  return () => load().then((module) => ({ Component: module.default }));
};

/** The route module of each step; paths come from PATHS, which the step table uses too, so they cannot drift. */
const SCREENS: Record<StepId, () => Promise<RouteModule>> = {
  method: () => import('../routes/creator/method.tsx'),
  role: () => import('../routes/creator/role.tsx'),
  background: () => import('../routes/creator/background.tsx'),
  part1: () => import('../routes/creator/part1.tsx'),
  part2: () => import('../routes/creator/part2.tsx'),
  part3: () => import('../routes/creator/part3.tsx'),
  part4: () => import('../routes/creator/part4.tsx'),
  part5: () => import('../routes/creator/part5.tsx'),
  part6: () => import('../routes/creator/part6.tsx'),
  part7: () => import('../routes/creator/part7.tsx'),
  part8: () => import('../routes/creator/part8.tsx'),
  rockerboy: () => import('../routes/creator/rockerboy.tsx'),
  attributes: () => import('../routes/creator/attributes.tsx'),
  lifepath: () => import('../routes/creator/lifepath.tsx'),
  skills: () => import('../routes/creator/skills.tsx'),
  gearAndStyle: () => import('../routes/creator/gear-and-style.tsx'),
  summary: () => import('../routes/creator/summary.tsx'),
};

/**
 * The character creation wizard (spec section 2), all behind the session guard. One layout route loads
 * the draft and applies each screen's guard before the screen renders.
 */
export const creatorRoutes: RouteObject[] = [
  {
    lazy: screen(() => import('../routes/creator/layout.tsx')),
    children: STEP_IDS.map((id) => ({ path: PATHS[id], lazy: screen(SCREENS[id]) })),
  },
];
