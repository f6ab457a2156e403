import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay, refusalOf, sendCommand, storedPlay } from './support/play.ts';

// A Netrunner at the table through the API (docs/rules/net.md#interface-in-play): the play state holds
// the Interface rank and the deck's programs; Interface rolls, rezzing programs and Black ICE's hits are
// play commands with their events. The test build is a Streetrat Netrunner, Interface 4, 40 HP, whose
// package deck starts with Armor.

let ctx: TestContext;
let player: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestContext();
  player = await ctx.signUp();
});
afterAll(() => ctx.close());

const fresh = async () => (await saveThroughApi(ctx, player.cookie)).id;
const apply = (id: string, command: PlayCommand, dice?: number[]) =>
  applyThroughApi(ctx, player.cookie, id, command, dice ? { dice } : {});

describe('a Netrunner at the table', () => {
  it('starts with its Interface rank and its deck at full REZ', async () => {
    const { play } = await readPlay(ctx, player.cookie, await fresh());
    expect(play.state.net?.interfaceRank).toBe(4);
    expect(play.state.net?.programs[0]).toMatchObject({ id: 'program-1', name: 'Armor', rez: 7 });
  });

  it('rolls Interface with the entered dice: 1d10 + rank, the critical die on a 10', async () => {
    const id = await fresh();
    await ctx.request(`/api/characters/${id}/play/dice-mode`, {
      method: 'PUT',
      cookie: player.cookie,
      json: { mode: 'entered' },
    });
    const roll = await apply(
      id,
      { kind: 'roll', roll: { type: 'interface', ability: 'backdoor', dv: 8 } },
      [10, 2],
    );
    expect(roll.event.details).toMatchObject({ total: 16, critical: 'success', success: true });
    expect(roll.explanation).toMatch(/^Backdoor: /);
  });

  it('takes brain damage straight to HP, less 4 under a rezzed Armor, and undoes it', async () => {
    const id = await fresh();
    await apply(id, { kind: 'program', action: 'rez', programId: 'program-1' });
    const hit = await apply(id, { kind: 'netHit', ice: 'hellhound' });
    const { brainFaces } = hit.event.details as { brainFaces: number[] };
    const expected = Math.max(0, brainFaces.reduce((sum, face) => sum + face, 0) - 4);
    expect(hit.play.state.hp).toBe(40 - expected);
    expect(hit.play.state.armor.body?.sp).toBe(11);
    const undone = await apply(id, { kind: 'undo' });
    expect(undone.play.state.hp).toBe(40);
  });

  it('loses REZ on a rezzed program to an anti-program ICE, never below 0, derezzed at 0', async () => {
    const id = await fresh();
    await apply(id, { kind: 'program', action: 'rez', programId: 'program-1' });
    const hit = await apply(id, { kind: 'netHit', ice: 'dragon', programId: 'program-1' });
    const { amount } = hit.event.details as { amount: number };
    const program = hit.play.state.net?.programs[0];
    expect(program?.rez).toBe(Math.max(0, 7 - amount));
    expect(program?.derezzed).toBe(amount >= 7);
    expect(hit.explanation).toContain(`Armor loses ${amount} REZ`);
  });

  it('refuses to rez an attacker, nothing written', async () => {
    const id = await fresh();
    const { play } = await readPlay(ctx, player.cookie, id);
    const attacker = play.state.net?.programs.find((program) => program.maxRez === 0);
    const before = await storedPlay(ctx, id);
    const response = await sendCommand(ctx, player.cookie, id, {
      kind: 'program',
      action: 'rez',
      programId: attacker?.id ?? '',
    });
    expect(await refusalOf(response)).toEqual({
      status: 409,
      code: 'PLAY_REFUSED',
      refused: 'INVALID_COMMAND',
    });
    expect(await storedPlay(ctx, id)).toEqual(before);
  });
});
