import { createContext, useContext, useSyncExternalStore } from 'react';
import { onClientReset } from './client-reset.ts';
import { Outbox, type OutboxSnapshot } from './outbox.ts';

/** The outbox the screens below use; without a provider, the tab's own (tests give each render one). */
export const OutboxContext = createContext<Outbox | null>(null);

let tabOutbox: Outbox | null = null;

/**
 * The tab's one outbox, made on first use: the browser's `online` and `offline` events reach it, and a
 * sign-in or sign-out empties it (one user's writes are never sent with the next one's session).
 */
function theTabOutbox(): Outbox {
  if (tabOutbox) return tabOutbox;
  const outbox = new Outbox({ online: navigator.onLine });
  window.addEventListener('online', () => outbox.setOnline(true));
  window.addEventListener('offline', () => outbox.setOnline(false));
  onClientReset(() => void outbox.clear());
  tabOutbox = outbox;
  return outbox;
}

/** The outbox of the screen. */
export function useOutbox(): Outbox {
  return useContext(OutboxContext) ?? theTabOutbox();
}

/** What the outbox holds now, re-rendering on each change. */
export function useOutboxSnapshot(outbox: Outbox): OutboxSnapshot {
  return useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.snapshot(),
  );
}
