import { randomUUID } from 'node:crypto';
import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay, refusalOf, sendCommand, storedPlay } from './support/play.ts';

// Autofire and suppressive fire through the play commands on a real database: the server rolls the
// attack against the autofire DV, multiplies the damage, spends 10 rounds and logs the event; too few
// rounds or bad input change nothing. The build is a Complete Package Solo who bought an SMG and 30
// medium pistol rounds: the SMG holds 30, REF 6, Autofire 5, LUCK 6.

const SMG = 'weapon:smg#1';

let ctx: TestContext;
let player: { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  player = await ctx.signUp();
});
afterAll(() => ctx.close());

/** A saved Solo with a loaded SMG, in "I roll my own dice" mode unless the server is to roll. */
async function gunner(mode: 'entered' | 'server' = 'entered'): Promise<string> {
  const draft = buildDraft({
    characterType: 'complete',
    selectedRole: 'solo',
    purchases: [
      { id: 'weapon:smg', quantity: 1 },
      { id: 'ammo:medium-pistol-basic', quantity: 3 },
    ],
  });
  const { id } = await saveThroughApi(ctx, player.cookie, buildSaveRequest({ draft }));
  const set = await ctx.request(`/api/characters/${id}/play/dice-mode`, {
    method: 'PUT',
    cookie: player.cookie,
    json: { mode },
  });
  expect(set.status).toBe(200);
  return id;
}

const apply = (id: string, command: PlayCommand, dice?: number[]) =>
  applyThroughApi(ctx, player.cookie, id, command, dice ? { dice } : {});

const autofireAt = (range: '7-12' | '51-100', luck?: number): PlayCommand => ({
  kind: 'fire',
  weaponId: SMG,
  mode: 'autofire',
  range,
  ...(luck ? { luck } : {}),
});

async function expectUnchanged(id: string, send: () => Promise<Response>) {
  const before = await storedPlay(ctx, id);
  const result = await refusalOf(await send());
  expect(await storedPlay(ctx, id)).toEqual(before);
  return result;
}

describe('autofire', () => {
  it('hits: beats DV 17 at 7-12 m by 4, capped at 3, 2d6 x 3; 10 rounds and the Luck spent', async () => {
    const id = await gunner();
    const shot = await apply(id, autofireAt('7-12', 1), [9, 3, 4]);
    expect(shot.play.state.weapons[SMG]?.loaded).toBe(20);
    expect(shot.play.state.luck).toBe(5);
    expect(shot.event).toMatchObject({ kind: 'fire', entered: true });
    expect(shot.event.details).toMatchObject({
      total: 21,
      dv: 17,
      hit: true,
      beatBy: 4,
      maxMultiplier: 3,
      multiplier: 3,
      faces: [3, 4],
      damage: 21,
    });
    expect(shot.explanation).toBe(
      'Autofire (SMG): d10 9 + 6 REF + 5 Autofire + 1 Luck = 21 against DV 17 at 7-12 m; hit by 4, capped at 3: 2d6 (3 + 4 = 7) x 3 = 21 damage; 10 rounds used, 20 left. [entered dice]',
    );
    const { events } = await readPlay(ctx, player.cookie, id);
    expect(events.map((event) => event.explanation)).toEqual([shot.explanation]);
  });

  it('misses: 13 against DV 30 at 51-100 m rolls no damage, and still uses 10 rounds', async () => {
    const id = await gunner();
    const shot = await apply(id, autofireAt('51-100'), [2]);
    expect(shot.event.details).toMatchObject({ total: 13, dv: 30, hit: false, damage: null, faces: [] });
    expect(shot.play.state.weapons[SMG]?.loaded).toBe(20);
    expect(shot.explanation).toContain('against DV 30 at 51-100 m; a miss (a tie misses)');
  });

  it('is rolled by the server outside entered dice, applied once per command id, and undone', async () => {
    const id = await gunner('server');
    const commandId = randomUUID();
    const first = await applyThroughApi(ctx, player.cookie, id, autofireAt('7-12'), { commandId });
    const again = await applyThroughApi(ctx, player.cookie, id, autofireAt('7-12'), { commandId });
    expect(first.event.entered).toBe(false);
    expect(again.event).toEqual(first.event);
    expect(again.play.state.weapons[SMG]?.loaded).toBe(20);
    const undone = await apply(id, { kind: 'undo' });
    expect(undone.play.state.weapons[SMG]?.loaded).toBe(30);
  });

  it('is refused with fewer than 10 rounds loaded, as is suppressive fire, and nothing changes', async () => {
    const id = await gunner('server');
    for (let i = 0; i < 2; i += 1) await apply(id, autofireAt('7-12'));
    const single = await apply(id, { kind: 'fire', weaponId: SMG, mode: 'single' });
    expect(single.play.state.weapons[SMG]?.loaded).toBe(9);
    for (const command of [
      autofireAt('7-12'),
      { kind: 'fire', weaponId: SMG, mode: 'suppressive' } as const,
    ]) {
      const refusal = await expectUnchanged(id, () => sendCommand(ctx, player.cookie, id, command));
      expect(refusal).toEqual({ status: 409, code: 'PLAY_REFUSED', refused: 'NOT_ENOUGH_ROUNDS' });
    }
  });

  it('on bad input is a 400 VALIDATION_FAILED that changes neither the state nor the log', async () => {
    const id = await gunner();
    await apply(id, autofireAt('51-100'), [2]);
    const bad = [
      { kind: 'fire', weaponId: SMG, mode: 'autofire' },
      { kind: 'fire', weaponId: SMG, mode: 'autofire', range: '101-200' },
      { kind: 'fire', weaponId: SMG, mode: 'autofire', range: 7 },
      { kind: 'fire', weaponId: SMG, mode: 'autofire', range: '7-12', luck: -1 },
      { kind: 'fire', weaponId: SMG, mode: 'autofire', range: '7-12', dv: 2 },
      { kind: 'fire', weaponId: SMG, mode: 'single', range: '7-12' },
      { kind: 'fire', weaponId: SMG, mode: 'single', luck: 1 },
      { kind: 'fire', weaponId: SMG, mode: 'suppressive', range: '7-12' },
      { kind: 'fire', weaponId: SMG, mode: 'suppressive', luck: 1.5 },
    ];
    for (const command of bad) {
      const refusal = await expectUnchanged(id, () =>
        ctx.request(`/api/characters/${id}/play/commands`, {
          method: 'POST',
          cookie: player.cookie,
          json: { commandId: randomUUID(), command, dice: [9, 3, 4] },
        }),
      );
      expect(refusal, JSON.stringify(command)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('suppressive fire', () => {
  it('uses 10 rounds and logs the total to beat with WILL + Concentration + 1d10', async () => {
    const id = await gunner();
    const fired = await apply(id, { kind: 'fire', weaponId: SMG, mode: 'suppressive', luck: 2 }, [7]);
    expect(fired.play.state.weapons[SMG]?.loaded).toBe(20);
    expect(fired.play.state.luck).toBe(4);
    expect(fired.event.details).toMatchObject({ total: 20, toBeat: 20, dv: null });
    expect(fired.explanation).toBe(
      'Suppressive fire (SMG): d10 7 + 6 REF + 5 Autofire + 2 Luck = 20; everyone in the line of fire and out of cover must beat 20 with WILL + Concentration + 1d10 or get to cover; 10 rounds used, 20 left. [entered dice]',
    );
  });

  it('is refused, nothing written, when the entered dice are missing', async () => {
    const id = await gunner();
    await readPlay(ctx, player.cookie, id);
    const refusal = await expectUnchanged(id, () =>
      sendCommand(ctx, player.cookie, id, { kind: 'fire', weaponId: SMG, mode: 'suppressive' }, { dice: [] }),
    );
    expect(refusal).toEqual({ status: 409, code: 'PLAY_REFUSED', refused: 'DICE_MISSING' });
  });
});
