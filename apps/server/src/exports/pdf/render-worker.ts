import { readdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { renderCharacterPdf } from './character-pdf.ts';
import type { PdfJob } from './pdf-job.ts';

/*
 * The PDF render process (decisions 039, 074 and 082): PDFKit draws a sheet in one synchronous stretch
 * of a few hundred milliseconds, so it runs here, off the process that answers requests. One message is
 * one sheet; the answer carries the bytes, or the error's message. The server forks it in a session of
 * its own; when the server goes, so does it.
 */

const send = process.send?.bind(process);
if (!send) throw new Error('render-worker.ts runs as a child process with an IPC channel');

/**
 * Lowers this process's priority to `nice`. On Linux a nice value is each thread's own, and the
 * scheduler first shares the CPU between sessions (autogroups): the session's group is lowered, and
 * each thread already running (V8's own among them; later ones inherit it). Elsewhere the call acts on
 * the whole process. Refused (a sandbox without setpriority): the sheets are drawn as they were.
 */
function lowerPriority(nice: number): void {
  if (nice === 0) return;
  try {
    if (process.platform !== 'linux') {
      setPriority(nice);
      return;
    }
    try {
      writeFileSync('/proc/self/autogroup', String(nice));
    } catch {
      // A kernel without autogroups: the threads' own values below are what counts.
    }
    // The main thread is one of the tasks.
    for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), nice);
  } catch {
    // Left at the usual priority.
  }
}

lowerPriority(Number(process.env.PDF_RENDER_NICE ?? 0));
process.on('disconnect', () => process.exit(0));

process.on('message', (message: { id: number; job: PdfJob }) => {
  const { id, job } = message;
  const portrait = job.portrait ? Buffer.from(job.portrait) : null;
  renderCharacterPdf(job.character, {
    paper: job.paper,
    portrait,
    play: job.play,
    career: job.career ?? null,
  }).then(
    (bytes) => send({ id, bytes }),
    (error: unknown) => send({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
