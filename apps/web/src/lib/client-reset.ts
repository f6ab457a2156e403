/**
 * What the tab remembers of the signed-in user outside React: the session, the sign-in screen's
 * options, and (once a screen has loaded it) TanStack Query's cache. Each holder registers how to forget
 * it here, so sign-in and sign-out clear them all without the first screen importing the query client.
 */
const resets = new Set<() => void>();

/** Registers how to forget one holder's state; answers the unregistration. */
export function onClientReset(reset: () => void): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Forgets everything every registered holder knows: after a sign-out, before a sign-in. */
export function resetClientState(): void {
  for (const reset of resets) reset();
}
