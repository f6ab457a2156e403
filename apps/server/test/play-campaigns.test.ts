import { randomUUID } from 'node:crypto';
import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, LIFTED_INVITE_LIMITS, tableOfTwo } from './support/campaigns.ts';
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

// Play in a campaign (decision 038): the GM of the open campaign reaches each attached character as the
// table's rules allow, starts the game session for the whole party, and loses reach at once when the
// player is removed or the campaign is closed; a cyberpsycho is in the GM's hands, a dead character
// refuses everything but undo, and a retired one everything.

type User = Awaited<ReturnType<TestContext['signUp']>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
});
afterAll(() => ctx.close());

/** A GM's open campaign with two players, each with a character attached. */
const table = () => tableOfTwo(ctx);

async function expectNotAllowed(cookie: string, id: string, command: PlayCommand) {
  const before = await storedPlay(ctx, id);
  const response = await sendCommand(ctx, cookie, id, command);
  expect((await refusalOf(response)).code, JSON.stringify(command)).toBe('PLAY_NOT_ALLOWED');
  expect(await storedPlay(ctx, id)).toEqual(before);
}

async function expectNotFound(cookie: string, id: string) {
  const read = await ctx.request(`/api/characters/${id}/play`, { cookie });
  expect(await refusalOf(read)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  const hit = await sendCommand(ctx, cookie, id, SAMPLE_COMMANDS.takeDamage);
  expect(await refusalOf(hit)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
}

describe('the GM', () => {
  it('hurts, heals and rolls for a player, but spends no Luck of theirs, fires nothing, undoes no shot', async () => {
    const t = await table();
    const [id] = t.characters;
    const [player] = t.players as [User];
    const hurt = await applyThroughApi(ctx, t.gm.cookie, id, SAMPLE_COMMANDS.takeDamage);
    expect(hurt.play).toMatchObject({ viewer: 'gm', inCampaign: true, name: 'Kaori Tanaka' });
    expect(hurt.event.actor).toEqual({ role: 'gm' });
    // The player's log says the GM acted, and carries no user id of anyone.
    const seen = await ctx.request(`/api/characters/${id}/play`, { cookie: player.cookie });
    const text = await seen.text();
    expect(JSON.parse(text).events[0].actor).toEqual({ role: 'gm' });
    expect(text).not.toContain(t.gm.user.id);
    expect(text).not.toContain(player.user.id);
    await applyThroughApi(ctx, t.gm.cookie, id, SAMPLE_COMMANDS.heal);
    await applyThroughApi(ctx, t.gm.cookie, id, SAMPLE_COMMANDS.roll);
    await expectNotAllowed(t.gm.cookie, id, { kind: 'roll', roll: { type: 'initiative', luck: 1 } });
    await expectNotAllowed(t.gm.cookie, id, SAMPLE_COMMANDS.spendLuck);
    await expectNotAllowed(t.gm.cookie, id, SAMPLE_COMMANDS.reload);
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire);
    await expectNotAllowed(t.gm.cookie, id, SAMPLE_COMMANDS.undo);
    expect((await readPlay(ctx, t.gm.cookie, id)).events.map((event) => event.kind)).toEqual([
      'fire',
      'roll',
      'heal',
      'takeDamage',
    ]);
  });

  it("rolls privately: the roll stays out of the player's log, and only the GM may roll so", async () => {
    const t = await table();
    const [id] = t.characters;
    const [player] = t.players as [User];
    const secret = { ...SAMPLE_COMMANDS.roll, private: true } as PlayCommand;
    const rolled = await applyThroughApi(ctx, t.gm.cookie, id, secret);
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.fire);
    expect((await readPlay(ctx, t.gm.cookie, id)).events.map((event) => event.seq)).toEqual([
      2,
      rolled.event.seq,
    ]);
    expect((await readPlay(ctx, player.cookie, id)).events.map((event) => event.kind)).toEqual(['fire']);
    // Nor is it in the player's download of their data.
    const { play } = await expectJson<{ play: { log: { kind: string }[] }[] }>(
      await ctx.request('/api/account/export', { cookie: player.cookie }),
      200,
    );
    expect(play[0]?.log.map((event) => event.kind)).toEqual(['fire']);
    await expectNotAllowed(player.cookie, id, secret);
    // Undo passes over it: the player's shot comes back, then nothing is left to undo.
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.undo);
    const again = await sendCommand(ctx, player.cookie, id, SAMPLE_COMMANDS.undo);
    expect(await refusalOf(again)).toMatchObject({ refused: 'NOTHING_TO_UNDO' });
  });

  it('starts the game session for the whole party, Luck refilled, once however often it is sent', async () => {
    const t = await table();
    for (const [i, id] of t.characters.entries())
      await applyThroughApi(ctx, (t.players[i] as User).cookie, id, { kind: 'spendLuck', points: 4 });
    await expectNotAllowed(
      (t.players[0] as User).cookie,
      t.characters[0] as string,
      SAMPLE_COMMANDS.startGameSession,
    );
    const commandId = randomUUID();
    const start = () =>
      ctx.request(`/api/campaigns/${t.campaignId}/game-sessions`, {
        method: 'POST',
        cookie: t.gm.cookie,
        json: { commandId },
      });
    const first = await expectJson<{ gameSession: { id: string }; characters: { characterId: string }[] }>(
      await start(),
      200,
    );
    expect(first.characters.map((c) => c.characterId)).toEqual(t.characters);
    expect(await expectJson(await start(), 200)).toEqual(first);
    for (const [i, id] of t.characters.entries()) {
      const { play } = await readPlay(ctx, (t.players[i] as User).cookie, id);
      expect(play.state.luck).toBe(play.state.luckMax);
      expect(play.gameSession).toMatchObject({ id: first.gameSession.id, campaignId: t.campaignId });
      expect((await storedPlay(ctx, id)).log.map((event) => event.kind)).toEqual([
        'spendLuck',
        'startGameSession',
      ]);
    }
  });

  it("loses reach to a removed player's character at once, and to every character of a closed campaign", async () => {
    const t = await table();
    const [removedId, keptId] = t.characters as [string, string];
    await applyThroughApi(ctx, t.gm.cookie, removedId, SAMPLE_COMMANDS.takeDamage);
    const removal = await ctx.request(
      `/api/campaigns/${t.campaignId}/members/${(t.players[0] as User).user.id}`,
      {
        method: 'DELETE',
        cookie: t.gm.cookie,
      },
    );
    expect(removal.status).toBe(200);
    await expectNotFound(t.gm.cookie, removedId);
    // The player still plays their own character.
    await applyThroughApi(ctx, (t.players[0] as User).cookie, removedId, SAMPLE_COMMANDS.heal);
    await applyThroughApi(ctx, t.gm.cookie, keptId, SAMPLE_COMMANDS.takeDamage);
    const closed = await ctx.request(`/api/campaigns/${t.campaignId}/close`, {
      method: 'POST',
      cookie: t.gm.cookie,
    });
    expect(closed.status).toBe(200);
    await expectNotFound(t.gm.cookie, keptId);
    const start = await ctx.request(`/api/campaigns/${t.campaignId}/game-sessions`, {
      method: 'POST',
      cookie: t.gm.cookie,
      json: { commandId: randomUUID() },
    });
    expect((await refusalOf(start)).code).toBe('CAMPAIGN_CLOSED');
  });

  it("reaches no other player's character, nor does one player reach another's", async () => {
    const t = await table();
    const outsider = await ctx.signUp();
    await expectNotFound(outsider.cookie, t.characters[0] as string);
    await expectNotFound((t.players[1] as User).cookie, t.characters[0] as string);
  });
});

describe("the GM's account deleted", () => {
  it("leaves the events they made in the player's log, their id set to null", async () => {
    const t = await table();
    const [id] = t.characters;
    await applyThroughApi(ctx, t.gm.cookie, id, SAMPLE_COMMANDS.takeDamage);
    const deleted = await ctx.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: t.gm.cookie,
      json: { password: TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    const { events } = await readPlay(ctx, (t.players[0] as User).cookie, id);
    expect(events.map((event) => [event.kind, event.actor.role])).toEqual([['takeDamage', null]]);
  });
});

describe('the end states', () => {
  it('put a cyberpsycho in the GM’s hands alone', async () => {
    const t = await table();
    const [id] = t.characters;
    const [player] = t.players as [User];
    const psycho = await applyThroughApi(ctx, player.cookie, id, { kind: 'changeHumanity', amount: -40 });
    expect(psycho.play.state.cyberpsycho).toBe(true);
    await expectNotAllowed(player.cookie, id, SAMPLE_COMMANDS.roll);
    await expectNotAllowed(player.cookie, id, SAMPLE_COMMANDS.undo);
    await applyThroughApi(ctx, t.gm.cookie, id, SAMPLE_COMMANDS.roll);
  });

  it('refuse every command on the dead but undo', async () => {
    const player = await ctx.signUp();
    const id = (await saveThroughApi(ctx, player.cookie)).id;
    await applyThroughApi(ctx, player.cookie, id, {
      kind: 'takeDamage',
      damage: { amount: 45 },
      attack: 'direct',
    });
    await ctx.request(`/api/characters/${id}/play/dice-mode`, {
      method: 'PUT',
      cookie: player.cookie,
      json: { mode: 'entered' },
    });
    expect(
      (await applyThroughApi(ctx, player.cookie, id, { kind: 'deathSave' }, { dice: [10] })).play.state.dead,
    ).toBe(true);
    for (const [kind, command] of Object.entries(SAMPLE_COMMANDS)) {
      if (kind === 'undo') continue;
      const before = await storedPlay(ctx, id);
      const response = await sendCommand(
        ctx,
        player.cookie,
        id,
        command,
        kind === 'deathSave' || kind === 'roll' ? { dice: [5] } : {},
      );
      expect(await refusalOf(response), kind).toEqual({ status: 409, code: 'PLAY_REFUSED', refused: 'DEAD' });
      expect(await storedPlay(ctx, id)).toEqual(before);
    }
    expect((await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.undo)).play.state.dead).toBe(false);
  });

  it('keep a retired character out of play: its sheet and log are read, no command and no party session', async () => {
    const t = await table();
    const [id, other] = t.characters as [string, string];
    const [player] = t.players as [User];
    await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.roll);
    const retire = await ctx.request(`/api/characters/${id}/retire`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(retire.status).toBeLessThan(300);
    const before = await storedPlay(ctx, id);
    for (const cookie of [player.cookie, t.gm.cookie]) {
      const response = await sendCommand(ctx, cookie, id, SAMPLE_COMMANDS.takeDamage);
      expect(await refusalOf(response)).toMatchObject({ status: 409, code: 'CHARACTER_RETIRED' });
    }
    expect(await storedPlay(ctx, id)).toEqual(before);
    expect((await readPlay(ctx, player.cookie, id)).events).toHaveLength(1);
    const start = await ctx.request(`/api/campaigns/${t.campaignId}/game-sessions`, {
      method: 'POST',
      cookie: t.gm.cookie,
      json: { commandId: randomUUID() },
    });
    const started = await expectJson<{ characters: { characterId: string }[] }>(start, 200);
    expect(started.characters.map((c) => c.characterId)).toEqual([other]);
  });
});
