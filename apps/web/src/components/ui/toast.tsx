import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ActiveToast, ToastOptions } from './toast-view.tsx';

// The Radix part loads with the first toast: no screen pays for it on its first load.
const ToastView = lazy(() => import('./toast-view.tsx').then((module) => ({ default: module.ToastView })));

// A store of one: the product shows at most one toast, so a new one replaces the old.
let current: ActiveToast | null = null;
let nextId = 1;
let everShown = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a toast from anywhere (components, mutation callbacks); it replaces any visible one. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id };
  everShown = true;
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Hides the toast with this id, or whichever is visible when no id is given. */
export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function noToast(): null {
  return null;
}

/** The viewport for toasts; mount it once, near the root. */
export function Toaster({ duration = 5000 }: { duration?: number }) {
  // No toast in a page rendered at build time (decision 030), nor while such a page is taken over.
  const active = useSyncExternalStore(subscribe, () => current, noToast);
  if (!active && !everShown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView active={active} duration={duration} onClose={dismissToast} />
    </Suspense>
  );
}
