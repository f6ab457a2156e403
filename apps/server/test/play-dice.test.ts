import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay, refusalOf, sendCommand, storedPlay } from './support/play.ts';
import { ServerStartError, spawnServer } from './support/spawned-server.ts';

// The dice of play: with TEST_DICE_SEED two servers given the same commands roll the same dice, and a
// server outside NODE_ENV=test refuses to start with it; in "I roll my own dice" mode the player's
// values are used and the log marks the roll as entered.

const ROLLS = [
  { kind: 'roll', roll: { type: 'check', stat: 'REF', skill: 'Handgun' } },
  { kind: 'roll', roll: { type: 'damage', dice: 5 } },
  { kind: 'roll', roll: { type: 'initiative' } },
  { kind: 'takeDamage', damage: { roll: '4d6' }, attack: 'ranged' },
] as const;

async function rollsOnAFreshServer(seed: string) {
  const ctx = await createTestContext({ env: { TEST_DICE_SEED: seed } });
  try {
    const player = await ctx.signUp();
    const id = (await saveThroughApi(ctx, player.cookie)).id;
    const details = [];
    for (const command of ROLLS)
      details.push((await applyThroughApi(ctx, player.cookie, id, command)).event.details);
    return details;
  } finally {
    await ctx.close();
  }
}

describe('test dice', () => {
  it('roll the same on two servers with the same seed, and differently with another seed', async () => {
    const first = await rollsOnAFreshServer('2077');
    expect(await rollsOnAFreshServer('2077')).toEqual(first);
    expect(await rollsOnAFreshServer('2078')).not.toEqual(first);
  });

  it('stop the server from starting outside NODE_ENV=test, saying why', async () => {
    await expect(
      createTestContext({ env: { NODE_ENV: 'production', TEST_DICE_SEED: '2077' } }),
    ).rejects.toThrow(/TEST_DICE_SEED: is only allowed with NODE_ENV=test/);
    const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-dice-'));
    try {
      const started = spawnServer({ NODE_ENV: 'development', TEST_DICE_SEED: '2077', DATA_DIR: dataDir });
      const refusal = await started.then(
        async (server) => {
          await server.kill();
          throw new Error('the server started with TEST_DICE_SEED outside NODE_ENV=test');
        },
        (error: unknown) => error as ServerStartError,
      );
      expect(refusal).toBeInstanceOf(ServerStartError);
      expect(refusal.exitCode).toBe(1);
      expect(refusal.output.join('\n')).toContain(
        'TEST_DICE_SEED: is only allowed with NODE_ENV=test: seeded dice would make every roll predictable',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('"I roll my own dice"', () => {
  let ctx: TestContext;
  let player: { cookie: string };
  let id: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    player = await ctx.signUp();
    id = (await saveThroughApi(ctx, player.cookie)).id;
  });
  afterAll(() => ctx.close());

  const setMode = (mode: string) =>
    ctx.request(`/api/characters/${id}/play/dice-mode`, {
      method: 'PUT',
      cookie: player.cookie,
      json: { mode },
    });

  it('refuses dice values while the server rolls', async () => {
    await readPlay(ctx, player.cookie, id);
    const before = await storedPlay(ctx, id);
    const response = await sendCommand(ctx, player.cookie, id, ROLLS[0], { dice: [5] });
    expect(await refusalOf(response)).toEqual({
      status: 409,
      code: 'PLAY_REFUSED',
      refused: 'INVALID_COMMAND',
    });
    expect(await storedPlay(ctx, id)).toEqual(before);
  });

  it('uses the values sent, marks the roll as entered, and refuses a roll without enough of them', async () => {
    const set = await setMode('entered');
    expect(set.status).toBe(200);
    expect(((await set.json()) as { play: { diceMode: string } }).play.diceMode).toBe('entered');
    const check = await applyThroughApi(ctx, player.cookie, id, ROLLS[0], { dice: [10, 3] });
    expect(check.event.entered).toBe(true);
    expect(check.event.details).toMatchObject({
      d10: 10,
      criticalDie: 3,
      critical: 'success',
      entered: true,
    });
    expect(check.explanation).toContain('[entered dice]');
    const before = await storedPlay(ctx, id);
    const missing = await sendCommand(ctx, player.cookie, id, ROLLS[1], {
      dice: [1, 2],
      commandId: randomUUID(),
    });
    expect(await refusalOf(missing)).toEqual({ status: 409, code: 'PLAY_REFUSED', refused: 'DICE_MISSING' });
    expect(await storedPlay(ctx, id)).toEqual(before);
    await setMode('server');
    const served = await applyThroughApi(ctx, player.cookie, id, ROLLS[2]);
    expect(served.event.entered).toBe(false);
  });
});
