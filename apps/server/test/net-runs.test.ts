import { randomUUID } from 'node:crypto';
import type { RunView } from '@edgeforge/contracts/net-run';
import type { NetArchitecture } from '@edgeforge/rules/net/architecture';
import { floor } from '@edgeforge/rules/testing/net-floors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events.ts';
import { netRuns } from '../src/db/schema/net.ts';
import { playStates } from '../src/db/schema/play.ts';
import { createCampaignThroughApi, tableOfTwo } from './support/campaigns.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';
import { applyThroughApi, readPlay } from './support/play.ts';

// A NET run through the API (decision 058): the GM starts it for a Netrunner of the campaign; the
// runner moves down, meets Black ICE on its own turn order, hits it, and takes its hits through the play
// state (program REZ, brain damage); the runner reads only the floors revealed, the GM all of them; the
// run's log holds each step. Bad input is a 4xx that writes nothing; another campaign's run is a 404.

/** The Lobby, then a Hellhound and a Killer on floor 3, a file below, and a branch with a password. */
const ARCH: NetArchitecture = {
  difficulty: 'standard',
  floors: [
    floor('a1', null, { kind: 'password', dv: 6 }),
    floor('a2', 'a1', { kind: 'file', dv: 6 }),
    floor('a3', 'a2', { kind: 'blackIce', ice: ['hellhound', 'killer'] }),
    floor('a4', 'a3', { kind: 'file', dv: 8 }),
    floor('b3', 'a2', { kind: 'password', dv: 8 }),
  ],
};

let ctx: TestContext;
let table: Awaited<ReturnType<typeof tableOfTwo>>;
let architectureId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  table = await tableOfTwo(ctx);
  const built = await ctx.request(`/api/campaigns/${table.campaignId}/net/architectures`, {
    method: 'POST',
    cookie: table.gm.cookie,
    json: { mode: 'build', name: 'Arasaka relay', architecture: ARCH },
  });
  expect(built.status).toBe(201);
  architectureId = ((await built.json()) as { architecture: { id: string } }).architecture.id;
});
afterAll(() => ctx.close());

const cookieOf = (player: 0 | 1) => table.players[player]?.cookie ?? '';
const runs = () => `/api/campaigns/${table.campaignId}/net/runs`;

async function start(characterId: string, cookie = table.gm.cookie) {
  return ctx.request(runs(), {
    method: 'POST',
    cookie,
    json: { commandId: randomUUID(), architectureId, characterId },
  });
}

async function step(run: RunView, command: unknown, cookie: string, extra: Record<string, unknown> = {}) {
  return ctx.request(`${runs()}/${run.id}/commands`, {
    method: 'POST',
    cookie,
    json: { commandId: randomUUID(), version: run.version, command, ...extra },
  });
}

async function stepped(run: RunView, command: unknown, cookie: string): Promise<RunView> {
  const response = await step(run, command, cookie);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { run: RunView }).run;
}

const storedRuns = () => ctx.deps.db.select().from(netRuns).orderBy(netRuns.id);

describe('a NET run', () => {
  it('goes down to the Black ICE, which hits a program and the brain through the play state', async () => {
    const [runnerId] = table.characters;
    const player = cookieOf(0);
    const started = await start(runnerId);
    expect(started.status).toBe(201);
    let run = ((await started.json()) as { run: RunView }).run;
    expect(run).toMatchObject({ view: 'gm', position: 'a1', revealed: ['a1'], status: 'active', version: 1 });
    expect(run.architecture.floors).toHaveLength(5);

    run = await stepped(run, { kind: 'move', floorId: 'a2' }, player);
    expect(run).toMatchObject({ view: 'runner', position: 'a2', revealed: ['a1', 'a2'] });
    expect(run.architecture.floors.map((f) => f.id)).toEqual(['a1', 'a2']);
    run = await stepped(run, { kind: 'move', floorId: 'a3' }, player);
    expect(run.foes.map((foe) => [foe.id, foe.name, foe.rez])).toEqual([
      ['a3-1', 'Hellhound', 20],
      ['a3-2', 'Killer', 20],
    ]);
    expect(run.turnOrder.map((turn) => turn.kind)).toEqual(['blackIce', 'blackIce', 'runner']);

    await applyThroughApi(ctx, player, runnerId, { kind: 'program', action: 'rez', programId: 'program-1' });
    run = await stepped(run, { kind: 'foeAttack', foeId: 'a3-2', programId: 'program-1' }, table.gm.cookie);
    run = await stepped(run, { kind: 'foeAttack', foeId: 'a3-1', programId: null }, player);
    const { play } = await readPlay(ctx, player, runnerId);
    expect(play.state.net?.programs[0]?.rez).toBeLessThan(7);
    const hp = play.state.hp;
    expect(hp).toBeLessThanOrEqual(40);

    run = await stepped(run, { kind: 'hitFoe', foeId: 'a3-1', amount: 25 }, player);
    expect(run.foes[0]).toMatchObject({ rez: 0, derezzed: true });
    expect(run.turnOrder.map((turn) => turn.id)).toEqual(['a3-2', runnerId]);
    expect(run.log.map((line) => line.kind)).toEqual([
      'hitFoe',
      'foeAttack',
      'foeAttack',
      'move',
      'move',
      'start',
    ]);
    expect(run.log[1]?.explanation).toMatch(/Hellhound: 2d6/);

    const gmView = await stepped(run, { kind: 'end' }, table.gm.cookie);
    expect(gmView).toMatchObject({ view: 'gm', status: 'ended' });
    const mine = await ctx.request(`/api/characters/${runnerId}/net-run`, { cookie: player });
    expect(((await mine.json()) as { run: RunView | null }).run).toBeNull();
  });

  it('answers a retried step once, refuses a stale version, and lets only the GM end or start', async () => {
    const [, runnerId] = table.characters;
    const player = cookieOf(1);
    expect(await expectTypedRefusal(await start(runnerId, player))).toBe('NOT_FOUND');
    let run = ((await (await start(runnerId)).json()) as { run: RunView }).run;
    expect(await expectTypedRefusal(await start(runnerId))).toBe('RUN_REFUSED');
    const body = { commandId: randomUUID(), version: 1, command: { kind: 'move', floorId: 'a2' } };
    const send = () =>
      ctx.request(`${runs()}/${run.id}/commands`, { method: 'POST', cookie: player, json: body });
    run = ((await (await send()).json()) as { run: RunView }).run;
    expect((await send()).status).toBe(200);
    expect(run.version).toBe(2);
    expect(
      await expectTypedRefusal(await step({ ...run, version: 1 }, { kind: 'move', floorId: 'a1' }, player)),
    ).toBe('STALE_RUN');
    expect(await expectTypedRefusal(await step(run, { kind: 'end' }, player))).toBe('RUN_NOT_ALLOWED');
    const mine = await ctx.request(`/api/characters/${runnerId}/net-run`, { cookie: player });
    expect(((await mine.json()) as { run: RunView }).run).toMatchObject({
      id: run.id,
      view: 'runner',
      version: 2,
    });
  });

  it('refuses bad input and a rule broken with a 4xx, writing nothing', async () => {
    const [, runnerId] = table.characters;
    const mine = await ctx.request(`/api/characters/${runnerId}/net-run`, { cookie: table.gm.cookie });
    const run = ((await mine.json()) as { run: RunView }).run;
    const player = cookieOf(1);
    const before = { runs: await storedRuns(), play: await ctx.deps.db.select().from(playStates) };
    const eventsBefore = await ctx.deps.db.select().from(events).where(eq(events.characterId, runnerId));
    const bad: [unknown, string][] = [
      [{ kind: 'move', floorId: 'a4' }, 'RUN_REFUSED'],
      [{ kind: 'move', floorId: 'z9' }, 'VALIDATION_FAILED'],
      [{ kind: 'hitFoe', foeId: 'a3-1', amount: 3 }, 'RUN_REFUSED'],
      [{ kind: 'hitFoe', foeId: 'a3-1', amount: -1 }, 'VALIDATION_FAILED'],
      [{ kind: 'foeAttack', foeId: 'a9-1', programId: null }, 'RUN_REFUSED'],
      [{ kind: 'fly' }, 'VALIDATION_FAILED'],
    ];
    for (const [command, code] of bad)
      expect(await expectTypedRefusal(await step(run, command, player))).toBe(code);
    const noArch = await ctx.request(runs(), {
      method: 'POST',
      cookie: table.gm.cookie,
      json: { commandId: randomUUID(), architectureId: randomUUID(), characterId: runnerId },
    });
    expect(await expectTypedRefusal(noArch)).toBe('NOT_FOUND');
    expect({ runs: await storedRuns(), play: await ctx.deps.db.select().from(playStates) }).toEqual(before);
    expect(await ctx.deps.db.select().from(events).where(eq(events.characterId, runnerId))).toEqual(
      eventsBefore,
    );
  });

  it("answers another campaign's run, or one named under another campaign, with a 404", async () => {
    const [, runnerId] = table.characters;
    const mine = await ctx.request(`/api/characters/${runnerId}/net-run`, { cookie: table.gm.cookie });
    const run = ((await mine.json()) as { run: RunView }).run;
    const elsewhere = await createCampaignThroughApi(ctx, table.gm.cookie, { name: 'Elsewhere' });
    const under = `/api/campaigns/${elsewhere.id}/net/runs/${run.id}`;
    expect(await expectTypedRefusal(await ctx.request(under, { cookie: table.gm.cookie }))).toBe('NOT_FOUND');
    const other = cookieOf(0);
    expect(await expectTypedRefusal(await ctx.request(`${runs()}/${run.id}`, { cookie: other }))).toBe(
      'NOT_FOUND',
    );
    const stranger = await ctx.signUp();
    const gmOfNone = await ctx.request(`${runs()}/${run.id}`, { cookie: stranger.cookie });
    expect(await expectTypedRefusal(gmOfNone)).toBe('NOT_FOUND');
  });
});
