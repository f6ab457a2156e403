/**
 * Resolves in a task of its own, without the 4 ms a nested setTimeout waits: a message to ourselves.
 * Between two tasks the browser can paint and answer input, so work split by it never makes one long
 * task (decision 032).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // Closed, so no port outlives its message (in Node, an open port keeps the process alive).
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs each step after the last has finished, each in a task of its own. */
export async function inTasks(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
