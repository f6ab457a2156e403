import { randomUUID } from 'node:crypto';
import type { GmNote } from '@edgeforge/contracts/gm-notes';
import { LIMITS } from '@edgeforge/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, LIFTED_INVITE_LIMITS, tableOfTwo } from './support/campaigns.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectRefusedWritingNothing, snapshotRows } from './support/hostile-checks.ts';
import { refusalOf } from './support/play.ts';

// The GM's notes (decision 069): one per game session of the campaign, and a general note; the GM's
// alone, saved over the version read (a second tab's older save is a 409).

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tableOfTwo>>;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  t = await tableOfTwo(ctx);
});
afterAll(() => ctx.close());

const notes = (campaignId = t.campaignId) => `/api/campaigns/${campaignId}/gm-notes`;
const list = async (cookie = t.gm.cookie) =>
  (await expectJson<{ notes: GmNote[] }>(await ctx.request(notes(), { cookie }), 200)).notes;
const save = (key: string, json: unknown, cookie = t.gm.cookie, campaignId = t.campaignId) =>
  ctx.request(`${notes(campaignId)}/${key}`, { method: 'PUT', cookie, json });
const startSession = async () => {
  const response = await ctx.request(`/api/campaigns/${t.campaignId}/game-sessions`, {
    method: 'POST',
    cookie: t.gm.cookie,
    json: { commandId: randomUUID() },
  });
  return (await expectJson<{ gameSession: { id: string } }>(response, 200)).gameSession.id;
};

describe("the GM's notes", () => {
  it('has a general note before any game session, then one per session, the newest first', async () => {
    expect(await list()).toEqual([
      { key: 'campaign', startedAt: null, body: '', version: 0, updatedAt: null },
    ]);
    const saved = await expectJson<{ note: GmNote }>(
      await save('campaign', { body: 'Hook: the Arasaka vault', version: 0 }),
      200,
    );
    expect(saved.note).toMatchObject({ key: 'campaign', body: 'Hook: the Arasaka vault', version: 1 });
    const first = await startSession();
    const second = await startSession();
    const keys = (await list()).map((note) => note.key);
    expect(keys).toEqual([second, first, 'campaign']);
    await expectJson(await save(first, { body: 'Night one:\n\tthe crew met Rogue.', version: 0 }), 200);
    const after = await list();
    expect(after.find((note) => note.key === first)).toMatchObject({
      body: 'Night one:\n\tthe crew met Rogue.',
      version: 1,
    });
    expect(after.find((note) => note.key === second)).toMatchObject({ body: '', version: 0 });
    expect(after.find((note) => note.key === 'campaign')?.body).toBe('Hook: the Arasaka vault');
  });

  it('refuses a save over a version another tab replaced, 409, and keeps the newer text', async () => {
    const [current] = (await list()).filter((note) => note.key === 'campaign');
    await expectJson(await save('campaign', { body: 'Tab one', version: current!.version }), 200);
    const stale = await save('campaign', { body: 'Tab two', version: current!.version });
    expect(await refusalOf(stale)).toEqual({ status: 409, code: 'STALE_NOTE' });
    expect((await list()).find((note) => note.key === 'campaign')?.body).toBe('Tab one');
  });

  it('writes one first note when two tabs save it at once: the other is stale', async () => {
    const session = await startSession();
    const answers = await Promise.all([
      save(session, { body: 'A', version: 0 }),
      save(session, { body: 'B', version: 0 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await list()).find((note) => note.key === session)?.version).toBe(1);
  });

  it('refuses bad input with a typed 4xx and writes nothing', async () => {
    const [note] = await list();
    await expectRefusedWritingNothing(
      ctx,
      [
        [
          'a control character',
          { body: 'bad\u0007bell', version: note!.version },
          'VALIDATION_FAILED',
          /invalid/,
        ],
        [
          'a direction override',
          { body: 'evil\u202Etxt', version: note!.version },
          'VALIDATION_FAILED',
          /invalid/,
        ],
        [
          'too long',
          { body: 'x'.repeat(LIMITS.gmNoteMax + 1), version: note!.version },
          'VALIDATION_FAILED',
          /invalid/,
        ],
        ['no version', { body: 'text' }, 'VALIDATION_FAILED', /./],
        ['a negative version', { body: 'text', version: -1 }, 'VALIDATION_FAILED', /./],
        ['an unknown field', { body: 'text', version: 0, gm: 'me' }, 'VALIDATION_FAILED', /./],
      ],
      (body) => save(note!.key, body),
    );
    const rows = await snapshotRows(ctx);
    for (const key of ['not-a-session', randomUUID()]) {
      expect(await refusalOf(await save(key, { body: 'x', version: 0 }))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect(await snapshotRows(ctx)).toEqual(rows);
  });

  it("is the GM's alone: a player and another campaign's GM get a 404", async () => {
    expect(await refusalOf(await ctx.request(notes(), { cookie: t.players[0]!.cookie }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refusalOf(await save('campaign', { body: 'x', version: 9 }, t.players[0]!.cookie))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const other = await tableOfTwo(ctx);
    const [session] = (await list()).filter((note) => note.key !== 'campaign');
    // A session of this campaign named under another campaign the GM runs is not found there.
    const crossed = await save(session!.key, { body: 'x', version: 0 }, other.gm.cookie, other.campaignId);
    expect(await refusalOf(crossed)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const foreign = await ctx.request(notes(), { cookie: other.gm.cookie });
    expect(await refusalOf(foreign)).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
