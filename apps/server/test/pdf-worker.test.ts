import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfJob } from '../src/exports/pdf/pdf-job.ts';
import { createWorkerRenderer } from '../src/exports/pdf/worker-renderer.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

// Decisions 074 and 082: the PDF render process ends when idle, so its memory goes back, and a later
// sheet starts another; it draws at a lower priority than the process that answers requests.

/** The nice value of each thread of a process (Linux: the 19th field of /proc/<pid>/task/<id>/stat). */
function threadNiceValues(pid: string): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // A thread that ended while we read.
    }
  });
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

describe('The PDF render process: ended when idle, started again, at a lower priority (decisions 074, 082)', () => {
  let ctx: TestContext;
  let job: PdfJob;
  beforeAll(async () => {
    ctx = await createTestContext();
    const player = await ctx.signUp();
    const character = await saveThroughApi(ctx, player.cookie);
    job = { character, paper: 'a4', portrait: null, play: null, career: null };
  });
  afterAll(() => ctx.close());

  it('ends after its idle time, and a later sheet starts it again and renders the same', async () => {
    const worker = createWorkerRenderer({ idleMs: 300, nice: 0 });
    try {
      expect(worker.alive()).toBe(false);
      const first = await worker.render(job);
      expect(isPdf(first)).toBe(true);
      expect(worker.alive()).toBe(true);

      // A sheet asked for within the idle time keeps the same process.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(worker.alive()).toBe(true);
      await worker.render(job);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(worker.alive()).toBe(true);

      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(worker.alive()).toBe(false);

      const again = await worker.render(job);
      expect(isPdf(again)).toBe(true);
      expect(again.length).toBe(first.length);
      expect(worker.alive()).toBe(true);
    } finally {
      await worker.close();
    }
    expect(worker.alive()).toBe(false);
  });

  it('stays up while sheets are pending, however long they take', async () => {
    const worker = createWorkerRenderer({ idleMs: 1, nice: 0 });
    try {
      const sheets = await Promise.all([worker.render(job), worker.render(job), worker.render(job)]);
      expect(sheets.every(isPdf)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(worker.alive()).toBe(false);
    } finally {
      await worker.close();
    }
  });

  it('draws in a process of its own at nice 19, its whole session lowered on Linux, while the server keeps its own', async () => {
    expect(process.platform).toBe('linux');
    const worker = createWorkerRenderer({ idleMs: 300, nice: 19 });
    try {
      expect(isPdf(await worker.render(job))).toBe(true);
      const pid = worker.pid();
      expect(pid).not.toBe(process.pid);
      expect(pid).toBeTypeOf('number');
      // Every thread of the render process (V8's own too) at 19; its session's group lowered.
      const theirs = threadNiceValues(String(pid));
      expect(theirs.length).toBeGreaterThan(1);
      expect(new Set(theirs)).toEqual(new Set([19]));
      expect(readFileSync(`/proc/${pid}/autogroup`, 'utf8')).toMatch(/ nice 19\n?$/);
      expect(readFileSync(`/proc/${pid}/autogroup`, 'utf8')).not.toBe(
        readFileSync('/proc/self/autogroup', 'utf8'),
      );
      // The server's threads, the render's parent's, keep the usual priority.
      expect(threadNiceValues('self').every((nice) => nice === 0)).toBe(true);
      // The process itself is gone once idle, not only forgotten.
      for (let waited = 0; existsSync(`/proc/${pid}`) && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(worker.alive()).toBe(false);
      expect(existsSync(`/proc/${pid}`)).toBe(false);
    } finally {
      await worker.close();
    }
  });
});
