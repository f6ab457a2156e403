import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { renderCharacterPdf } from './character-pdf.ts';
import type { PdfJob } from './pdf-job.ts';

/*
 * The PDF worker thread (decision 039): PDFKit draws a sheet in one synchronous stretch of a few
 * hundred milliseconds, so it runs here, off the thread that answers requests. One message is one
 * sheet; the answer carries the bytes, or the error's message.
 */

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');

/*
 * Decision 074: on Linux a nice value belongs to the thread that sets it (setpriority on "the calling
 * process" acts on the calling thread), so this lowers the renders' priority and not the requests'.
 * Elsewhere (macOS, Windows) the same call would lower the whole server: it is not made there.
 */
const { nice } = workerData as { nice: number };
if (process.platform === 'linux' && nice !== 0) {
  try {
    setPriority(nice);
  } catch {
    // Refused (a sandbox without setpriority): the sheets are drawn at the usual priority.
  }
}

port.on('message', (message: { id: number; job: PdfJob }) => {
  const { id, job } = message;
  const portrait = job.portrait ? Buffer.from(job.portrait) : null;
  renderCharacterPdf(job.character, {
    paper: job.paper,
    portrait,
    play: job.play,
    career: job.career ?? null,
  }).then(
    (bytes) => port.postMessage({ id, bytes }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
