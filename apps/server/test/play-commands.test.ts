import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import {
  applyThroughApi,
  readPlay,
  refusalOf,
  SAMPLE_COMMANDS,
  sendCommand,
  storedPlay,
} from './support/play.ts';

// Every play command through the API on a real database: applied with its new state, event and
// explanation, or refused by the rules with their code, nothing written; and bad input on each is a 400
// that changes neither the state nor the log. The test build carries a Very Heavy Pistol (8 loaded, 22
// spare), Light Armorjack SP 11 on body and head, 40 HP, BODY 7, LUCK 7, Humanity 26.

let ctx: TestContext;
let player: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestContext();
  player = await ctx.signUp();
});
afterAll(() => ctx.close());

async function freshCharacter(): Promise<string> {
  return (await saveThroughApi(ctx, player.cookie)).id;
}

const apply = (id: string, command: PlayCommand, extra = {}) =>
  applyThroughApi(ctx, player.cookie, id, command, extra);

async function expectRefused(id: string, command: PlayCommand, refused: string) {
  await readPlay(ctx, player.cookie, id);
  const before = await storedPlay(ctx, id);
  const response = await sendCommand(ctx, player.cookie, id, command);
  expect(await refusalOf(response)).toEqual({ status: 409, code: 'PLAY_REFUSED', refused });
  expect(await storedPlay(ctx, id)).toEqual(before);
}

describe('play state', () => {
  it('is made from the build on the first read, at full HP with an empty log, named for its view', async () => {
    const id = await freshCharacter();
    const { play, events, nextCursor } = await readPlay(ctx, player.cookie, id);
    expect(play).toMatchObject({
      characterId: id,
      version: 0,
      diceMode: 'server',
      viewer: 'owner',
      name: 'Kaori Tanaka',
      inCampaign: false,
      gameSession: null,
    });
    expect(play.state).toMatchObject({ hp: 40, maxHp: 40, luck: 7, humanity: 26 });
    expect(play.state.weapons['weapon:very-heavy-pistol#1']).toMatchObject({ loaded: 8, magazine: 8 });
    expect(events).toEqual([]);
    expect(nextCursor).toBeNull();
  });
});

describe('each command', () => {
  it('takes damage through armour, or refuses an area attack on the head', async () => {
    const id = await freshCharacter();
    const answer = await apply(id, SAMPLE_COMMANDS.takeDamage);
    expect(answer.play.state).toMatchObject({ hp: 36, woundState: 'lightlyWounded' });
    expect(answer.play.state.armor.body?.sp).toBe(10);
    expect(answer.event).toMatchObject({ seq: 1, kind: 'takeDamage', actor: { role: 'owner' } });
    expect(answer.event.before.hp).toBe(40);
    expect(answer.event.after.hp).toBe(36);
    expect(answer.explanation).toContain('HP 40 -> 36');
    expect(answer.play.version).toBe(1);
    await expectRefused(
      id,
      { kind: 'takeDamage', damage: { amount: 5 }, attack: 'ranged', area: true, location: 'head' },
      'INVALID_COMMAND',
    );
  });

  it('heals a wounded character, and refuses one at full HP', async () => {
    const id = await freshCharacter();
    await expectRefused(id, SAMPLE_COMMANDS.heal, 'NOT_WOUNDED');
    await apply(id, SAMPLE_COMMANDS.takeDamage);
    expect((await apply(id, SAMPLE_COMMANDS.heal)).play.state.hp).toBe(38);
  });

  it('stabilizes a wounded character, and refuses an unhurt one', async () => {
    const id = await freshCharacter();
    await expectRefused(id, SAMPLE_COMMANDS.stabilize, 'NOT_WOUNDED');
    await apply(id, SAMPLE_COMMANDS.takeDamage);
    expect((await apply(id, SAMPLE_COMMANDS.stabilize)).play.state.stabilized).toBe(true);
  });

  it('rolls a Death Save for the Mortally Wounded, and refuses one for the unhurt', async () => {
    const id = await freshCharacter();
    await expectRefused(id, SAMPLE_COMMANDS.deathSave, 'NOT_MORTALLY_WOUNDED');
    await apply(id, { kind: 'takeDamage', damage: { amount: 45 }, attack: 'direct' });
    const save = await apply(id, SAMPLE_COMMANDS.deathSave);
    expect(save.event.details).toMatchObject({ body: 7 });
    expect(save.explanation).toMatch(/^Death Save: d10 \d+/);
  });

  it('treats an injury, and refuses one the character does not have', async () => {
    const id = await freshCharacter();
    await expectRefused(id, SAMPLE_COMMANDS.treatInjury, 'UNKNOWN_INJURY');
    const hit = await apply(id, {
      kind: 'takeDamage',
      damage: { amount: 0 },
      attack: 'ranged',
      critical: true,
      injury: 'body-broken-ribs',
    });
    expect(hit.play.state.injuries['injury-1']).toEqual({ key: 'body-broken-ribs', quickFixed: false });
    expect((await apply(id, SAMPLE_COMMANDS.treatInjury)).play.state.injuries).toEqual({});
  });

  it('spends Luck, and refuses more than is left', async () => {
    const id = await freshCharacter();
    expect((await apply(id, SAMPLE_COMMANDS.spendLuck)).play.state.luck).toBe(6);
    await expectRefused(id, { kind: 'spendLuck', points: 7 }, 'NOT_ENOUGH_LUCK');
  });

  it('starts a game session that refills Luck, and refuses one for the dead', async () => {
    const id = await freshCharacter();
    await apply(id, { kind: 'spendLuck', points: 5 });
    const started = await apply(id, SAMPLE_COMMANDS.startGameSession);
    expect(started.play.state.luck).toBe(7);
    expect(started.play.gameSession).toMatchObject({ campaignId: null });
    expect(started.event.gameSessionId).toBe(started.play.gameSession?.id);
    expect((await apply(id, SAMPLE_COMMANDS.spendLuck)).event.gameSessionId).toBe(
      started.play.gameSession?.id,
    );
    await apply(id, { kind: 'takeDamage', damage: { amount: 45 }, attack: 'direct' });
    const mode = await ctx.request(`/api/characters/${id}/play/dice-mode`, {
      method: 'PUT',
      cookie: player.cookie,
      json: { mode: 'entered' },
    });
    expect(mode.status).toBe(200);
    // A Death Save on a natural 10 always fails.
    expect((await apply(id, { kind: 'deathSave' }, { dice: [10] })).play.state.dead).toBe(true);
    await expectRefused(id, SAMPLE_COMMANDS.startGameSession, 'DEAD');
  });

  it('fires a round, and refuses a weapon the character does not carry or full auto from a pistol', async () => {
    const id = await freshCharacter();
    const shot = await apply(id, SAMPLE_COMMANDS.fire);
    expect(shot.play.state.weapons['weapon:very-heavy-pistol#1']?.loaded).toBe(7);
    await expectRefused(id, { kind: 'fire', weaponId: 'weapon:smg#1', mode: 'single' }, 'UNKNOWN_WEAPON');
    await expectRefused(
      id,
      { kind: 'fire', weaponId: 'weapon:very-heavy-pistol#1', mode: 'autofire', range: '0-6' },
      'NO_AUTOFIRE',
    );
  });

  it('reloads from the spares, and refuses a full weapon', async () => {
    const id = await freshCharacter();
    await expectRefused(id, SAMPLE_COMMANDS.reload, 'ALREADY_LOADED');
    await apply(id, SAMPLE_COMMANDS.fire);
    const reloaded = await apply(id, SAMPLE_COMMANDS.reload);
    expect(reloaded.play.state.weapons['weapon:very-heavy-pistol#1']?.loaded).toBe(8);
    expect(reloaded.play.state.spareAmmo['ammo:very-heavy-pistol-basic']).toBe(21);
  });

  it('repairs ablated armour, and refuses intact armour', async () => {
    const id = await freshCharacter();
    await expectRefused(id, SAMPLE_COMMANDS.repairArmor, 'ARMOR_INTACT');
    await apply(id, SAMPLE_COMMANDS.takeDamage);
    expect((await apply(id, SAMPLE_COMMANDS.repairArmor)).play.state.armor.body?.sp).toBe(11);
  });

  it('changes Humanity with its reason, and refuses a gain at the maximum', async () => {
    const id = await freshCharacter();
    const lost = await apply(id, SAMPLE_COMMANDS.changeHumanity);
    expect(lost.play.state.humanity).toBe(24);
    expect(lost.explanation).toContain('(a bad night)');
    expect((await apply(id, { kind: 'changeHumanity', amount: 20 })).play.state.humanity).toBe(36);
    await expectRefused(id, { kind: 'changeHumanity', amount: 1 }, 'HUMANITY_AT_MAX');
  });

  it('rolls a check, an attack, damage and initiative, and refuses Luck beyond the pool', async () => {
    const id = await freshCharacter();
    const check = await apply(id, SAMPLE_COMMANDS.roll);
    expect(check.event.details).toMatchObject({ dv: 13, entered: false });
    const attack = await apply(id, {
      kind: 'roll',
      roll: { type: 'attack', weaponId: 'weapon:very-heavy-pistol#1', skill: 'Handgun', luck: 2 },
    });
    expect(attack.play.state.luck).toBe(5);
    const damage = await apply(id, { kind: 'roll', roll: { type: 'damage', dice: 4 } });
    expect((damage.event.details as { faces: number[] }).faces).toHaveLength(4);
    const initiative = await apply(id, { kind: 'roll', roll: { type: 'initiative' } });
    expect(initiative.explanation).toContain('REF');
    await expectRefused(id, { kind: 'roll', roll: { type: 'initiative', luck: 9 } }, 'NOT_ENOUGH_LUCK');
    await expectRefused(
      id,
      { kind: 'roll', roll: { type: 'attack', weaponId: 'weapon:bow#1', skill: 'Archery' } },
      'UNKNOWN_WEAPON',
    );
  });

  it('undoes the last event, and refuses when there is nothing to undo', async () => {
    const id = await freshCharacter();
    await expectRefused(id, SAMPLE_COMMANDS.undo, 'NOTHING_TO_UNDO');
    await apply(id, SAMPLE_COMMANDS.takeDamage);
    const undone = await apply(id, SAMPLE_COMMANDS.undo);
    expect(undone.play.state.hp).toBe(40);
    expect(undone.play.state.armor.body?.sp).toBe(11);
    expect(undone.event).toMatchObject({ kind: 'undo', seq: 2, details: { undoes: 1 } });
  });
});

describe('bad input', () => {
  const BAD_COMMANDS: Record<PlayCommand['kind'] | 'unknown', unknown[]> = {
    takeDamage: [
      { kind: 'takeDamage', damage: { amount: -1 }, attack: 'ranged' },
      { kind: 'takeDamage', damage: { roll: '3d20' }, attack: 'ranged' },
    ],
    heal: [
      { kind: 'heal', heal: { kind: 'rest', days: 0 } },
      { kind: 'heal', heal: { kind: 'magic' } },
    ],
    stabilize: [
      { kind: 'stabilize', skill: 'Surgery', total: 20 },
      { kind: 'stabilize', skill: 'First Aid', total: 1.5 },
    ],
    deathSave: [
      { kind: 'deathSave', luck: -1 },
      { kind: 'deathSave', extra: true },
    ],
    treatInjury: [{ kind: 'treatInjury', injuryId: '', method: 'treatment', skill: 'Surgery', total: 20 }],
    spendLuck: [
      { kind: 'spendLuck', points: 0 },
      { kind: 'spendLuck', points: '1' },
    ],
    startGameSession: [{ kind: 'startGameSession', luck: 10 }],
    fire: [{ kind: 'fire', weaponId: 'weapon:very-heavy-pistol#1', mode: 'burst' }],
    reload: [{ kind: 'reload', weaponId: 'x'.repeat(200) }],
    repairArmor: [{ kind: 'repairArmor', location: 'legs' }],
    changeHumanity: [
      { kind: 'changeHumanity', amount: -2, reason: 'bad\u0007bell' },
      { kind: 'changeHumanity', amount: -2, reason: 'evil\u202Eoverride' },
      { kind: 'changeHumanity', amount: -2, reason: 'x'.repeat(201) },
    ],
    roll: [
      { kind: 'roll', roll: { type: 'check', stat: 'STRENGTH' } },
      { kind: 'roll', roll: { type: 'check', stat: 'REF', modifiers: [{ label: 'a\u0000b', value: 1 }] } },
      { kind: 'roll', roll: { type: 'interface', ability: 'hack' } },
    ],
    program: [{ kind: 'program', action: 'delete', programId: 'program-1' }],
    netHit: [{ kind: 'netHit', ice: 'gremlin' }],
    undo: [
      { kind: 'undo', seq: 0 },
      { kind: 'undo', seq: 'last' },
    ],
    unknown: [{ kind: 'teleport' }, null, 'fire'],
  };

  it('on every command is a 400 VALIDATION_FAILED that changes neither the state nor the log', async () => {
    const id = await freshCharacter();
    await apply(id, SAMPLE_COMMANDS.takeDamage);
    const before = await storedPlay(ctx, id);
    for (const [kind, bodies] of Object.entries(BAD_COMMANDS)) {
      for (const command of bodies) {
        const response = await ctx.request(`/api/characters/${id}/play/commands`, {
          method: 'POST',
          cookie: player.cookie,
          json: { commandId: crypto.randomUUID(), command },
        });
        expect(await refusalOf(response), `${kind}: ${JSON.stringify(command)}`).toMatchObject({
          status: 400,
          code: 'VALIDATION_FAILED',
        });
      }
    }
    for (const body of [
      { command: SAMPLE_COMMANDS.fire },
      { commandId: 'not-a-uuid', command: SAMPLE_COMMANDS.fire },
      { commandId: crypto.randomUUID(), command: SAMPLE_COMMANDS.fire, dice: [11] },
    ]) {
      const response = await ctx.request(`/api/characters/${id}/play/commands`, {
        method: 'POST',
        cookie: player.cookie,
        json: body,
      });
      expect((await refusalOf(response)).code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    const badMode = await ctx.request(`/api/characters/${id}/play/dice-mode`, {
      method: 'PUT',
      cookie: player.cookie,
      json: { mode: 'loaded' },
    });
    expect((await refusalOf(badMode)).code).toBe('VALIDATION_FAILED');
    const badCursor = await ctx.request(`/api/characters/${id}/play?cursor=nope`, { cookie: player.cookie });
    expect((await refusalOf(badCursor)).code).toBe('INVALID_CURSOR');
    expect(await storedPlay(ctx, id)).toEqual(before);
  });
});
