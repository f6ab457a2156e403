import type { ComponentType } from 'react';

/**
 * A screen's module, loaded on first use, with the screen as its default export: what the app's lazy
 * screens load (app/lazy-screen.ts), each step's file a chunk of its own.
 */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A step component as a screen module: `load` imports the step's file, `pick` takes the screen from it. */
export function stepScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenModule {
  return () => load().then((module) => ({ default: pick(module) }));
}
