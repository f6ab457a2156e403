import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PdfJob, PdfRenderer } from './pdf-job.ts';

/** How the render process runs (decisions 074 and 082). */
export interface WorkerRendererOptions {
  /**
   * The process ends after this long without a sheet to draw, so that its memory and the fonts it
   * parsed go back to the system; the next sheet starts another.
   */
  readonly idleMs: number;
  /** The process's nice value: requests, and the database beside them, go first. */
  readonly nice: number;
}

/**
 * The render process: the bundle's `pdf-render-worker.js` beside this module (build.mjs builds it as an
 * entry of its own), or, under tsx and the tests, the TypeScript source run through tsx. On Linux it
 * starts in a session of its own (`detached`), so that it has a scheduling group of its own, which it
 * lowers (render-worker.ts); elsewhere it is not detached (on Windows that would open a console
 * window). It never inherits the server's own flags (a profiler's, say).
 */
function startProcess(nice: number): ChildProcess {
  const bundled = !import.meta.url.endsWith('.ts');
  const entry = new URL(bundled ? './pdf-render-worker.js' : './render-worker.ts', import.meta.url);
  const execArgv = bundled ? ['--enable-source-maps'] : ['--import', import.meta.resolve('tsx')];
  return fork(fileURLToPath(entry), [], {
    execArgv,
    detached: process.platform === 'linux',
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, PDF_RENDER_NICE: String(nice) },
  });
}

type Pending = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Answer = { id: number; bytes?: Uint8Array; error?: string };

/**
 * A renderer that draws each sheet in one render process, started on the first export and ended after
 * `idleMs` without one (it never holds the server open). A process that dies fails the sheets it held;
 * the next sheet starts a new one. `close()` stops it; `alive()` says whether one is up, `pid()` which.
 */
export function createWorkerRenderer(options: WorkerRendererOptions): {
  render: PdfRenderer;
  close: () => Promise<void>;
  alive: () => boolean;
  pid: () => number | null;
} {
  let worker: ChildProcess | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };
  /** Stops a render process and resolves once it is gone. */
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  /** Once nothing is pending, the process has `idleMs` to be handed another sheet before it ends. */
  const endWhenIdle = (created: ChildProcess) => {
    clearTimeout(idle);
    if (pending.size > 0) return;
    idle = setTimeout(() => {
      if (worker !== created || pending.size > 0) return;
      worker = null;
      void stop(created);
    }, options.idleMs);
    idle.unref();
  };
  const started = () => {
    clearTimeout(idle);
    if (worker) return worker;
    const created = startProcess(options.nice);
    // Neither the process nor its channel holds the server open.
    created.unref();
    created.channel?.unref();
    created.on('message', (message: Answer) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.bytes) waiting.resolve(Buffer.from(message.bytes));
      else waiting.reject(new Error(`PDF render failed: ${message.error ?? 'no bytes'}`));
      endWhenIdle(created);
    });
    created.on('error', (error) => {
      if (worker === created) failAll(error);
    });
    created.on('exit', (code, signal) => {
      if (worker === created) failAll(new Error(`the PDF render process stopped (${code ?? signal})`));
    });
    worker = created;
    return created;
  };
  return {
    render: (job: PdfJob) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        started().send({ id, job }, (error) => {
          if (!error || !pending.has(id)) return;
          pending.delete(id);
          reject(error);
        });
      }),
    close: async () => {
      clearTimeout(idle);
      const running = worker;
      worker = null;
      if (running) await stop(running);
    },
    alive: () => worker !== null,
    pid: () => worker?.pid ?? null,
  };
}
