/**
 * How long a screen's background work (the next step's code, the rules check) waits after the screen is
 * up before it looks for an idle moment. The first seconds after a first visit's screen appears are when
 * its own code is still settling and the player's first taps come; on a slow phone a module's
 * evaluation would hold them up. A player reads a wizard screen for longer than this, so the next one's
 * code is usually there by Continue; pressed sooner, Continue loads it then (decision 032).
 */
export const SETTLE_MS = 5000;

/**
 * Runs `task` once the screen has settled: SETTLE_MS after the call, at the browser's next idle moment
 * (or at once where it cannot tell). Answers the cancellation.
 */
export function whenSettled(task: () => void): () => void {
  let idle: number | null = null;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== null) cancelIdleCallback(idle);
  };
}
