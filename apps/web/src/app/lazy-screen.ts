import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/** A screen's route module, loaded on first use: its default export is the screen. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A lazy screen, and a way to start loading its code before it renders (the wizard's next step). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { readonly preload: () => Promise<unknown> };

/**
 * The screen of a route module as a lazy component, so each screen is a chunk of its own. A screen that
 * reads server data (`queries`) loads the query client's provider beside its own code and renders inside
 * it; the two load in parallel, and the first screens that need neither stay without the library.
 */
export function lazyScreen(load: ScreenModule, { queries = false }: { queries?: boolean } = {}): LazyScreen {
  const loadScreen: ScreenModule = queries
    ? () =>
        Promise.all([import('./query-provider.tsx'), load()]).then(([{ QueryProvider }, module]) => ({
          default: () => createElement(QueryProvider, null, createElement(module.default)),
        }))
    : load;
  let loading: ReturnType<ScreenModule> | null = null;
  const once = () => {
    loading ??= loadScreen();
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}
