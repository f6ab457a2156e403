import { type ComponentType, createElement, lazy } from 'react';

/** A screen's route module, loaded on first use: its default export is the screen. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A lazy screen, and a way to start loading its code before it renders (the wizard's next step). */
export type LazyScreen = ComponentType & { readonly preload: () => Promise<unknown> };

/**
 * The screen of a route module as a lazy component, so each screen is a chunk of its own. A screen that
 * reads server data (`queries`) loads the query client's provider beside its own code and renders inside
 * it; the two load in parallel, and the first screens that need neither stay without the library.
 *
 * Once its code has loaded (by `preload`, or by an earlier render), the screen renders at once instead of
 * suspending: React reveals a suspended screen no sooner than 300 ms after the last loading state it
 * showed (its Suspense throttle), which on a first visit cost each screen about a third of a second
 * between its code arriving and its first paint, and the requests that screen makes waited with it.
 */
export function lazyScreen(load: ScreenModule, { queries = false }: { queries?: boolean } = {}): LazyScreen {
  const loadScreen: ScreenModule = queries
    ? () =>
        Promise.all([import('./query-provider.tsx'), load()]).then(([{ QueryProvider }, module]) => ({
          default: () => createElement(QueryProvider, null, createElement(module.default)),
        }))
    : load;
  let loading: ReturnType<ScreenModule> | null = null;
  let loaded: ComponentType | null = null;
  // A load that failed (the network, a busy server) is forgotten: a render under way shows the failure
  // (the app's error boundary), and a later preload, or a first render, loads the code again (decision 050).
  const once = () => {
    loading ??= loadScreen().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(once);
  // Lazy can only have rendered content once its code is there, and from then on `loaded` is set: so a
  // mounted screen never switches between the two.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route module, at module level, as React.lazy's are
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload: once });
}
