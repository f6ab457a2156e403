import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events.ts';
import { RATE_LIMITS } from '../src/domain/limits/rate-limits.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from './support/harness.ts';
import {
  applyThroughApi,
  readPlay,
  refusalOf,
  SAMPLE_COMMANDS,
  sendCommand,
  storedPlay,
} from './support/play.ts';

// The event log of play (decision 038): a retried command id applies once, concurrent commands on one
// character run one after the other, undo reverses the last event only while no later one changed the
// same fields, and the log only ever grows: no route changes or deletes an event, nor does raw SQL.

let ctx: TestContext;
let player: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestContext();
  player = await ctx.signUp();
});
afterAll(() => ctx.close());

const PISTOL = 'weapon:very-heavy-pistol#1';
const loadedIn = (state: unknown) =>
  (state as { weapons: Record<string, { loaded: number }> } | undefined)?.weapons[PISTOL]?.loaded;
const fresh = async () => (await saveThroughApi(ctx, player.cookie)).id;

describe('a retried command', () => {
  it('answers the first answer and appends one event, however often it is sent', async () => {
    const id = await fresh();
    const commandId = randomUUID();
    const first = await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire, { commandId });
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire);
    const again = await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire, { commandId });
    expect(again.event).toEqual(first.event);
    expect(again.play.state).toEqual(first.play.state);
    const { row, log } = await storedPlay(ctx, id);
    expect(log.map((event) => event.commandId)).toEqual([commandId, expect.any(String)]);
    expect(loadedIn(row?.state)).toBe(6);
  });

  it('sent at once ten times still applies once', async () => {
    const id = await fresh();
    await readPlay(ctx, player.cookie, id);
    const commandId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendCommand(ctx, player.cookie, id, SAMPLE_COMMANDS.fire, { commandId }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await storedPlay(ctx, id)).log).toHaveLength(1);
  });

  it('naming another command is refused with COMMAND_ID_REUSED and changes nothing', async () => {
    const id = await fresh();
    const commandId = randomUUID();
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire, { commandId });
    const before = await storedPlay(ctx, id);
    const reused = await sendCommand(ctx, player.cookie, id, SAMPLE_COMMANDS.spendLuck, { commandId });
    expect(await refusalOf(reused)).toMatchObject({ status: 409, code: 'COMMAND_ID_REUSED' });
    expect(await storedPlay(ctx, id)).toEqual(before);
  });
});

describe('concurrent commands', () => {
  it('serialize: ten shots at once with 8 rounds loaded, exactly 8 fire and the magazine is empty', async () => {
    const id = await fresh();
    await readPlay(ctx, player.cookie, id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendCommand(ctx, player.cookie, id, SAMPLE_COMMANDS.fire)),
    );
    const refusals = await Promise.all(answers.filter((a) => a.status !== 200).map(refusalOf));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(8);
    expect(refusals).toEqual(
      Array(2).fill({ status: 409, code: 'PLAY_REFUSED', refused: 'NOT_ENOUGH_ROUNDS' }),
    );
    const { row, log } = await storedPlay(ctx, id);
    expect(loadedIn(row?.state)).toBe(0);
    expect(log.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(row?.version).toBe(8);
  });
});

describe('undo', () => {
  it('reverses the last event with a new one, and then the one before it', async () => {
    const id = await fresh();
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.takeDamage);
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.spendLuck);
    const luckBack = await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.undo);
    expect(luckBack.play.state).toMatchObject({ luck: 7, hp: 36 });
    const hpBack = await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.undo);
    expect(hpBack.play.state).toMatchObject({ luck: 7, hp: 40 });
    expect(hpBack.event.details).toEqual({ undoes: 1 });
    expect((await storedPlay(ctx, id)).log.map((event) => event.kind)).toEqual([
      'takeDamage',
      'spendLuck',
      'undo',
      'undo',
    ]);
  });

  it('undoes an earlier event while no later one changed its fields, and refuses it after one did', async () => {
    const id = await fresh();
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire);
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.spendLuck);
    const shotBack = await applyThroughApi(ctx, player.cookie, id, { kind: 'undo', seq: 1 });
    expect(shotBack.play.state.weapons[PISTOL]?.loaded).toBe(8);
    expect(shotBack.play.state.luck).toBe(6);
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.takeDamage);
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.heal);
    const before = await storedPlay(ctx, id);
    const refused = await sendCommand(ctx, player.cookie, id, { kind: 'undo', seq: 4 });
    expect(await refusalOf(refused)).toEqual({ status: 409, code: 'PLAY_REFUSED', refused: 'UNDO_CONFLICT' });
    expect(await storedPlay(ctx, id)).toEqual(before);
    // Undoing the heal first clears the way.
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.undo);
    expect((await applyThroughApi(ctx, player.cookie, id, { kind: 'undo', seq: 4 })).play.state.hp).toBe(40);
    const again = await sendCommand(ctx, player.cookie, id, { kind: 'undo', seq: 4 });
    expect(await refusalOf(again)).toEqual({ status: 409, code: 'PLAY_REFUSED', refused: 'NOTHING_TO_UNDO' });
  });
});

describe('the log', () => {
  it('is read newest first, a page at a time', async () => {
    const id = await fresh();
    for (let i = 0; i < 5; i += 1) await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire);
    const first = await readPlay(ctx, player.cookie, id, '?limit=2');
    expect(first.events.map((event) => event.seq)).toEqual([5, 4]);
    const second = await readPlay(ctx, player.cookie, id, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.events.map((event) => event.seq)).toEqual([3, 2]);
    const last = await readPlay(ctx, player.cookie, id, `?limit=2&cursor=${second.nextCursor}`);
    expect(last.events.map((event) => event.seq)).toEqual([1]);
    expect(last.nextCursor).toBeNull();
  });

  it('has no route that changes or deletes an event', async () => {
    const id = await fresh();
    const { event } = await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire);
    const before = await storedPlay(ctx, id);
    const base = `/api/characters/${id}/play`;
    for (const [method, path] of [
      ['DELETE', `${base}/commands`],
      ['PUT', `${base}/commands`],
      ['DELETE', base],
      ['PUT', base],
      ['DELETE', `${base}/events/${event.id}`],
      ['PUT', `${base}/events/${event.id}`],
    ] as const) {
      const response = await ctx.request(path, { method, cookie: player.cookie, json: { after: {} } });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const playRoutes = Object.values(API_ROUTES).filter((route) => route.path.includes('/play'));
    expect(playRoutes.every((route) => route.method !== 'DELETE')).toBe(true);
    expect(await storedPlay(ctx, id)).toEqual(before);
  });

  it('refuses a raw UPDATE or DELETE of an event in the database', async () => {
    const id = await fresh();
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire);
    const before = await storedPlay(ctx, id);
    await expect(
      ctx.deps.db.update(events).set({ explanation: 'rewritten' }).where(eq(events.characterId, id)),
    ).rejects.toThrow();
    await expect(ctx.deps.db.delete(events).where(eq(events.characterId, id))).rejects.toThrow();
    await expect(ctx.deps.db.execute(sql`UPDATE events SET after = '{}'::jsonb`)).rejects.toThrow();
    expect(await storedPlay(ctx, id)).toEqual(before);
  });

  it("is in the owner's download of their data, as the owner reads it", async () => {
    const owner = await ctx.signUp();
    const id = (await saveThroughApi(ctx, owner.cookie)).id;
    await applyThroughApi(ctx, owner.cookie, id, SAMPLE_COMMANDS.fire);
    const exported = await ctx.request('/api/account/export', { cookie: owner.cookie });
    expect(exported.status).toBe(200);
    const { play } = (await exported.json()) as { play: Record<string, unknown>[] };
    expect(play).toEqual([
      expect.objectContaining({ characterId: id, version: 1, diceMode: 'server', log: [expect.anything()] }),
    ]);
    expect(play[0]?.log).toEqual([
      expect.objectContaining({ seq: 1, kind: 'fire', madeByYou: true, entered: false }),
    ]);
  });

  it('goes with its character when the account is deleted', async () => {
    const leaving = await ctx.signUp();
    const id = (await saveThroughApi(ctx, leaving.cookie)).id;
    await applyThroughApi(ctx, leaving.cookie, id, SAMPLE_COMMANDS.fire);
    const deleted = await ctx.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: leaving.cookie,
      json: { password: TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    expect(await storedPlay(ctx, id)).toEqual({ row: null, log: [] });
  });
});

describe('commands per user', () => {
  it('count against the per-user write limit: past it a 429, and nothing is applied', async () => {
    const limited = await createTestContext({
      rateLimits: { writesPerUser: { ...RATE_LIMITS.writesPerUser, limit: 3 } },
    });
    try {
      const who = await limited.signUp();
      // The save is the first write of the window.
      const id = (await saveThroughApi(limited, who.cookie)).id;
      await applyThroughApi(limited, who.cookie, id, SAMPLE_COMMANDS.fire);
      await applyThroughApi(limited, who.cookie, id, SAMPLE_COMMANDS.fire);
      const refused = await sendCommand(limited, who.cookie, id, SAMPLE_COMMANDS.fire);
      expect(await refusalOf(refused)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect((await storedPlay(limited, id)).log).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
