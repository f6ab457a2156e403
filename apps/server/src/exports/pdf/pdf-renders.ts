import type { PdfJob, PdfRenderer } from './pdf-job.ts';

/*
 * The PDF sheets of one process (decision 039): a cache of finished sheets by key, bounded in bytes
 * and dropping the least recently used first; one render at a time, the others waiting their turn in
 * a bounded queue; and the same sheet asked for twice at once rendered once.
 */

/** The queue is full: the caller answers 429 with this Retry-After. */
export class PdfQueueFull extends Error {
  override name = 'PdfQueueFull';
  constructor(readonly retryAfterSeconds: number) {
    super('The PDF queue is full');
  }
}

export interface PdfRendersOptions {
  /** Draws one sheet (the render process's renderer in the server). */
  readonly renderer: PdfRenderer;
  /** Renders that may wait while one runs; one more is refused with PdfQueueFull. */
  readonly maxWaiting: number;
  /** The cache's size: the finished sheets' bytes it keeps at most. */
  readonly cacheBytes: number;
}

export interface PdfRenders {
  /**
   * The sheet under `key`: from the cache, from a render of the same key already under way, or
   * rendered in its turn from `job()` (read only then). Throws PdfQueueFull when the queue is full.
   */
  sheet(key: string, job: () => Promise<PdfJob>): Promise<Buffer>;
}

/** A map of byte buffers that keeps at most `maxBytes`, dropping the least recently used first. */
export function createByteLru(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key: string): Buffer | undefined {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    set(key: string, value: Buffer): void {
      if (value.length > maxBytes) return;
      const old = entries.get(key);
      if (old) bytes -= old.length;
      entries.delete(key);
      entries.set(key, value);
      bytes += value.length;
      for (const [oldest, buffer] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= buffer.length;
      }
    },
    get bytes() {
      return bytes;
    },
  };
}

/** What a render took, on average, for Retry-After; a fresh process guesses half a second. */
const FIRST_GUESS_MS = 500;

export function createPdfRenders(options: PdfRendersOptions): PdfRenders {
  const cache = createByteLru(options.cacheBytes);
  const underWay = new Map<string, Promise<Buffer>>();
  const waiting: (() => void)[] = [];
  let running = false;
  let averageMs = FIRST_GUESS_MS;

  /** Waits for the one render slot; refused when `maxWaiting` are already waiting. */
  async function turn(): Promise<void> {
    if (!running) {
      running = true;
      return;
    }
    if (waiting.length >= options.maxWaiting) {
      throw new PdfQueueFull(Math.max(1, Math.ceil(((waiting.length + 1) * averageMs) / 1000)));
    }
    // The slot is handed over without being freed, so nobody slips in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  }

  async function render(key: string, job: () => Promise<PdfJob>): Promise<Buffer> {
    await turn();
    try {
      const started = performance.now();
      const bytes = await options.renderer(await job());
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
      cache.set(key, bytes);
      return bytes;
    } finally {
      release();
    }
  }

  return {
    sheet(key, job) {
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const joined = underWay.get(key);
      if (joined) return joined;
      const rendering = render(key, job).finally(() => underWay.delete(key));
      underWay.set(key, rendering);
      return rendering;
    },
  };
}
