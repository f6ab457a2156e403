import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfJob } from '../src/exports/pdf/pdf-job.ts';
import { createWorkerRenderer } from '../src/exports/pdf/worker-renderer.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

// Decision 074: the PDF worker thread ends when idle, so its memory goes back, and a later sheet starts
// another; on Linux it draws at a lower priority than the thread that answers requests.

/** The nice value of each thread of this process (Linux: the 19th field of /proc/self/task/<id>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // A thread that ended while we read.
    }
  });
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

describe('The PDF worker thread: ended when idle, started again, at a lower priority (decision 074)', () => {
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

      // A sheet asked for within the idle time keeps the same thread.
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

  it('draws at nice 19 on Linux while the thread that asks keeps its own, and its thread ends', async () => {
    expect(process.platform).toBe('linux');
    const atNice19 = () => threadNiceValues().filter((nice) => nice === 19).length;
    const before = atNice19();
    const mine = getPriority();
    const worker = createWorkerRenderer({ idleMs: 300, nice: 19 });
    try {
      expect(isPdf(await worker.render(job))).toBe(true);
      expect(atNice19()).toBe(before + 1);
      expect(getPriority()).toBe(mine);
      // The thread itself is gone once idle, not only forgotten.
      for (let waited = 0; atNice19() > before && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(worker.alive()).toBe(false);
      expect(atNice19()).toBe(before);
    } finally {
      await worker.close();
    }
  });
});
