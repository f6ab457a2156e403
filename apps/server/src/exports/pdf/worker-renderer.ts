import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfRenderer } from './pdf-job.ts';

/** How the worker thread runs (decision 074). */
export interface WorkerRendererOptions {
  /**
   * The thread ends after this long without a sheet to draw, so that its heap and the fonts it parsed
   * go back to the system; the next sheet starts another.
   */
  readonly idleMs: number;
  /** The thread's nice value on Linux, where it is the thread's own: requests go first. */
  readonly nice: number;
}

/**
 * The worker thread: the bundle's `pdf-render-worker.js` beside this module (build.mjs builds it as an
 * entry of its own), or, under tsx and the tests, the TypeScript source, loaded through tsx's loader
 * registered in the thread first.
 */
function startWorker(nice: number): Worker {
  const workerData = { nice };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pdf-render-worker.js', import.meta.url), { workerData });
  }
  const source = new URL('./render-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

type Pending = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

/**
 * A renderer that draws each sheet in one worker thread, started on the first export and ended after
 * `idleMs` without one (it never holds the process open). A worker that dies fails the sheets it held;
 * the next sheet starts a new one. `close()` stops it; `alive()` says whether a thread is up.
 */
export function createWorkerRenderer(options: WorkerRendererOptions): {
  render: PdfRenderer;
  close: () => Promise<void>;
  alive: () => boolean;
} {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };
  /** Once nothing is pending, the thread has `idleMs` to be handed another sheet before it ends. */
  const endWhenIdle = (created: Worker) => {
    clearTimeout(idle);
    if (pending.size > 0) return;
    idle = setTimeout(() => {
      if (worker !== created || pending.size > 0) return;
      worker = null;
      void created.terminate();
    }, options.idleMs);
    idle.unref();
  };
  const started = () => {
    clearTimeout(idle);
    if (worker) return worker;
    const created = startWorker(options.nice);
    created.unref();
    created.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.bytes) waiting.resolve(Buffer.from(message.bytes));
      else waiting.reject(new Error(`PDF render failed: ${message.error ?? 'no bytes'}`));
      endWhenIdle(created);
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', (code) => {
      if (worker === created) failAll(new Error(`the PDF worker stopped (exit code ${code})`));
    });
    worker = created;
    return created;
  };
  return {
    render: (job: PdfJob) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        started().postMessage({ id, job });
      }),
    close: async () => {
      clearTimeout(idle);
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
    alive: () => worker !== null,
  };
}
