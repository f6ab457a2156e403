/**
 * How long a screen's background work (the next step's code, the rules check) waits after the screen is
 * up before it looks for an idle moment: the first second or two after a screen appears is when a
 * player's first taps come, and on a slow phone a module's evaluation would hold them up (decision 032).
 */
export const SETTLE_MS = 2000;

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
