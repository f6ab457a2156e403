import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { RENDER_THREAD_NICE } from './thread-priority.ts';

/** The calling thread's nice value as the kernel keeps it (field 19 of its stat). */
const niceHere = () => {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

/** Runs lowerThisThreadsPriority in a worker thread of its own; answers what it saw there. */
function lowerInAWorker(): Promise<{ answered: number | null; kernel: number }> {
  const module = new URL('./thread-priority.ts', import.meta.url).href;
  const boot = `
    const { parentPort } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module)}); })
      .then(({ lowerThisThreadsPriority }) => {
        const answered = lowerThisThreadsPriority();
        const stat = readFileSync('/proc/thread-self/stat', 'utf8');
        const kernel = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        parentPort.postMessage({ answered, kernel });
      });`;
  const worker = new Worker(boot, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('message', (message) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe.runIf(process.platform === 'linux')('the PDF thread’s priority', () => {
  it('drops to the lowest in the calling thread only, the process’s other threads untouched', async () => {
    const before = niceHere();
    const seen = await lowerInAWorker();
    expect(RENDER_THREAD_NICE).toBe(19);
    expect(seen).toEqual({ answered: 19, kernel: 19 });
    expect(niceHere()).toBe(before);
  });
});
