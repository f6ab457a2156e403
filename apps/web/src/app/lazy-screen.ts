import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A screen's route module, loaded on first use: its default export is the screen. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** The route's lazy() for a screen module, so each screen is a chunk of its own. */
export function lazyScreen(load: ScreenModule): RouteObject['lazy'] {
  return () => load().then((module) => ({ Component: module.default }));
}
