import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfRenderer } from './pdf-job.ts';

/**
 * The worker thread: the bundle's `pdf-render-worker.js` beside this module (build.mjs builds it as an
 * entry of its own), or, under tsx and the tests, the TypeScript source, loaded through tsx's loader
 * registered in the thread first.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pdf-render-worker.js', import.meta.url));
  const source = new URL('./render-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}

type Pending = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

/**
 * A renderer that draws each sheet in one worker thread, started on the first export and kept (it
 * does not hold the process open). A worker that dies fails the sheets it held; the next sheet
 * starts a new one. `close()` stops it.
 */
export function createWorkerRenderer(): { render: PdfRenderer; close: () => Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };
  const started = () => {
    if (worker) return worker;
    const created = startWorker();
    created.unref();
    created.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.bytes) waiting.resolve(Buffer.from(message.bytes));
      else waiting.reject(new Error(`PDF render failed: ${message.error ?? 'no bytes'}`));
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
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
