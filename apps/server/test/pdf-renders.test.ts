import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfJob } from '../src/exports/pdf/pdf-job.ts';
import { buildUpdateRequest, openForEdit, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';
import { applyThroughApi } from './support/play.ts';

// Issue 32: the PDF export's cache, its one render at a time, its bounded queue and its per-user limit,
// observed through a renderer the test holds.

describe('PDF renders: a cache, one at a time, a bounded queue and a per-user limit (decision 039)', () => {
  /** A renderer that counts its renders and how many ran at once, each held until `release()`. */
  function heldRenderer() {
    const jobs: PdfJob[] = [];
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const renderer = async (job: PdfJob) => {
      jobs.push(job);
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running -= 1;
      return Buffer.from(`%PDF-1.7 ${job.character.id} ${job.play?.hp ?? 'unplayed'}`);
    };
    return {
      renderer,
      jobs,
      mostAtOnce: () => most,
      /** Lets every render started so far finish, and the ones they let in, until none is left. */
      release: async () => {
        for (let spin = 0; spin < 50; spin++) {
          for (const open of gates.splice(0)) open();
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      },
    };
  }

  let held: ReturnType<typeof heldRenderer>;
  let pdfCtx: TestContext;
  let player: { cookie: string };
  beforeAll(async () => {
    held = heldRenderer();
    pdfCtx = await createTestContext({ pdf: { renderer: held.renderer, maxWaiting: 2 } });
    player = await pdfCtx.signUp();
  });
  afterAll(() => pdfCtx.close());

  const exportPdf = (id: string, cookie = player.cookie) =>
    pdfCtx.request(`/api/characters/${id}/export/pdf`, { cookie });
  const answered = async (id: string) => {
    const pending = exportPdf(id);
    await held.release();
    const response = await pending;
    expect(response.status).toBe(200);
    return response.text();
  };

  it('renders an unchanged character once, and anew after an update or a play command', async () => {
    const character = await saveThroughApi(pdfCtx, player.cookie);
    const before = held.jobs.length;
    const first = await answered(character.id);
    expect(await answered(character.id)).toBe(first);
    expect(held.jobs.length - before).toBe(1);

    const opened = await openForEdit(pdfCtx, player.cookie, character.id);
    const update = await pdfCtx.request(`/api/characters/${character.id}`, {
      method: 'PUT',
      cookie: player.cookie,
      json: buildUpdateRequest(opened, character, { hairstyle: 'Shaved on one side' }),
    });
    expect(update.status).toBe(200);
    await answered(character.id);
    expect(held.jobs.length - before).toBe(2);

    await applyThroughApi(pdfCtx, player.cookie, character.id, { kind: 'spendLuck', points: 1 });
    await answered(character.id);
    await answered(character.id);
    expect(held.jobs.length - before).toBe(3);
    expect(held.jobs.at(-1)?.play?.luck).toBe((held.jobs.at(-1)?.play?.luckMax ?? 0) - 1);
  });

  it('renders one sheet at a time, and past the queue answers 429 with Retry-After', async () => {
    const characters = await Promise.all([1, 2, 3, 4].map(() => saveThroughApi(pdfCtx, player.cookie)));
    const before = held.jobs.length;
    // One renders, two wait (maxWaiting 2), the fourth finds the queue full.
    const pending = characters.slice(0, 3).map((character) => exportPdf(character.id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await exportPdf(characters[3]!.id);
    expect(await expectTypedRefusal(refused)).toBe('RATE_LIMITED');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await held.release();
    expect((await Promise.all(pending)).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(held.jobs.length - before).toBe(3);
    expect(held.mostAtOnce()).toBe(1);
  });

  it('limits the sheets one user asks for, with Retry-After, and not another user', async () => {
    const limited = await createTestContext({
      pdf: { renderer: held.renderer },
      rateLimits: { pdfExportsPerUser: { bucket: 'pdf-export:user', limit: 2, windowMs: 60_000 } },
    });
    try {
      const [first, second] = [await limited.signUp(), await limited.signUp()];
      const character = await saveThroughApi(limited, first.cookie);
      const ask = (cookie: string) =>
        limited.request(`/api/characters/${character.id}/export/pdf`, { cookie });
      for (const _ of [1, 2]) {
        const pending = ask(first.cookie);
        await held.release();
        expect((await pending).status).toBe(200);
      }
      const refused = await ask(first.cookie);
      expect(await expectTypedRefusal(refused)).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The other user is counted apart (and may not read this character: 404, not 429).
      expect(await expectTypedRefusal(await ask(second.cookie))).toBe('NOT_FOUND');
    } finally {
      await limited.close();
    }
  });
});
