import '@testing-library/jest-dom/vitest';
// IndexedDB for the outbox (decision 049): jsdom has none.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dismissToast } from '../../src/components/ui/toast.tsx';

// CI runs the web suite beside the server suites on two cores: the default 1 s made waits for toasts
// and focus fail under load, never on a real bug, and so did 3 s with other work on the machine (a
// carousel's arrow key at a load average of 10 to 18). A wait only ends sooner when it is met.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: Radix popovers measure their anchor through ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// jsdom lacks pointer capture and scrolling, which Radix calls on swipe and focus.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// The toast view is lazy in the app; loading it once here keeps a first toast in a test from
// waiting on a cold transform of Radix.
await import('../../src/components/ui/toast-view.tsx');
// The wizard loads its rules check after its first screen has painted (decision 030); the screens'
// tests start with it loaded, as every screen after the first finds it. Loading it loads zod: first zod
// without JIT, as the page's entry (boot.ts) does (decision 026).
await import('../../src/lib/zod-config.ts');
await (await import('../../src/features/creator/findings.ts')).loadRulesCheck();

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  // An unexpected console.error (a React warning, a failed prop type) fails the test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  dismissToast();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]!.map(String).join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});
