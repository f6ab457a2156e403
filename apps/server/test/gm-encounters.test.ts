import { randomUUID } from 'node:crypto';
import type { EncounterCommand, EncounterView, TurnOrder } from '@edgeforge/contracts/encounter';
import type { Npc } from '@edgeforge/contracts/gm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaignThroughApi,
  expectJson,
  LIFTED_INVITE_LIMITS,
  type tableOfTwo,
} from './support/campaigns.ts';
import { encounterTable } from './support/encounter-table.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal, fingerprintRows } from './support/hostile-checks.ts';
import { openLive } from './support/live.ts';
import { applyThroughApi, readPlay, refusalOf } from './support/play.ts';

// A campaign's encounters (decision 065): the GM builds one from the roster and the party, rolls the
// NPCs' initiative, runs rounds, and hurts anyone in it through the play engine; the players read the
// public turn order, never an NPC's numbers unless revealed.

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tableOfTwo>>;
let mooks: Npc[];

const base = () => `/api/campaigns/${t.campaignId}/encounters`;
const post = (cookie: string, path: string, json: unknown) =>
  ctx.request(path, { method: 'POST', cookie, json });

async function create(
  json: unknown = { name: 'Dock fight', npcIds: mooks.map((m) => m.id), characterIds: [t.characters[0]] },
) {
  return (await expectJson<{ encounter: EncounterView }>(await post(t.gm.cookie, base(), json), 201))
    .encounter;
}

function command(
  encounter: EncounterView,
  cmd: EncounterCommand,
  cookie = t.gm.cookie,
  commandId = randomUUID(),
) {
  return post(cookie, `${base()}/${encounter.id}/commands`, {
    commandId,
    version: encounter.version,
    command: cmd,
  });
}

async function run(encounter: EncounterView, cmd: EncounterCommand): Promise<EncounterView> {
  return (await expectJson<{ encounter: EncounterView }>(await command(encounter, cmd), 200)).encounter;
}

async function turnOrder(cookie: string) {
  const response = await ctx.request(`/api/campaigns/${t.campaignId}/turn-order`, { cookie });
  return (await expectJson<{ encounter: TurnOrder | null }>(response, 200)).encounter;
}

/** An encounter with initiative rolled and entered, the rounds started. */
async function started(): Promise<EncounterView> {
  let encounter = await run(await create(), { kind: 'rollInitiative' });
  const character = encounter.state.combatants.find((c) => c.kind === 'character')!;
  encounter = await run(encounter, { kind: 'setInitiative', combatantId: character.id, initiative: 12 });
  return run(encounter, { kind: 'startRounds' });
}

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  ({ t, mooks } = await encounterTable(ctx));
});
afterAll(() => ctx.close());

describe('an encounter', () => {
  it('is built from the roster and the party, weighed against the party, and starts whole', async () => {
    const encounter = await create();
    expect(encounter).toMatchObject({ name: 'Dock fight', status: 'running', version: 0 });
    expect(encounter.weight).toEqual({ npcs: 2, party: 1, verdict: 'heavy' });
    const [first] = encounter.state.combatants;
    expect(first).toMatchObject({ id: 'c1', kind: 'npc', initiative: null, status: 'in' });
    expect(first!.state!.hp).toBe(mooks[0]!.hp);
    expect(first!.state!.armor.head!.sp).toBe(mooks[0]!.sp.head);
  });

  it('rolls the NPCs 1d10 + REF, orders everyone, and turns past the down to a new round', async () => {
    const encounter = await started();
    const npcs = encounter.state.combatants.filter((c) => c.kind === 'npc');
    for (const npc of npcs) {
      expect(npc.initiative! - npc.state!.stats.REF).toBeGreaterThanOrEqual(-9);
      expect(npc.initiative! - npc.state!.stats.REF).toBeLessThanOrEqual(20);
    }
    const order = encounter.state.order!;
    const initiatives = order.map((id) => encounter.state.combatants.find((c) => c.id === id)!.initiative!);
    expect([...initiatives].sort((a, b) => b - a)).toEqual(initiatives);
    expect(encounter.state).toMatchObject({ round: 1, turn: 0 });
    const down = await run(encounter, { kind: 'setStatus', combatantId: order[1]!, status: 'down' });
    const next = await run(down, { kind: 'nextTurn' });
    expect(next.state).toMatchObject({ round: 1, turn: 2 });
    const wrapped = await run(next, { kind: 'nextTurn' });
    expect(wrapped.state).toMatchObject({ round: 2, turn: 0 });
    expect(wrapped.log.map((event) => event.kind).slice(0, 3)).toEqual(['nextTurn', 'nextTurn', 'setStatus']);
    expect(wrapped.log[0]!.explanation).toMatch(/^Round 2 begins: .+'s turn\.$/);
  });

  it("hurts an NPC by the play engine: a head shot doubles what gets through the helmet's SP", async () => {
    const encounter = await started();
    const mook = encounter.state.combatants[0]!;
    const sp = mook.state!.armor.head!.sp;
    const hit = await run(encounter, {
      kind: 'play',
      combatantId: mook.id,
      command: { kind: 'takeDamage', damage: { amount: sp + 3 }, attack: 'ranged', location: 'head' },
    });
    const after = hit.state.combatants[0]!.state!;
    expect(after.hp).toBe(mook.state!.hp - 6);
    expect(after.armor.head!.sp).toBe(sp - 1);
    expect(hit.log[0]).toMatchObject({ kind: 'play', seq: hit.version, actor: { role: 'gm' } });
    expect(hit.log[0]!.explanation).toContain(mook.name);
    // The states stay in the log; every action's answer carries the last events without them.
    expect(Object.keys(hit.log[0]!)).not.toContain('before');
    expect(Object.keys(hit.log[0]!)).not.toContain('after');
  });

  it("hurts a character through its own play log, and the player's sheet shows it", async () => {
    const encounter = await started();
    const character = encounter.state.combatants.find((c) => c.kind === 'character')!;
    const hit = await run(encounter, {
      kind: 'play',
      combatantId: character.id,
      command: { kind: 'takeDamage', damage: { amount: 20 }, attack: 'ranged', critical: true },
    });
    const play = await readPlay(ctx, t.players[0]!.cookie, t.characters[0]);
    expect(play.events[0]).toMatchObject({ kind: 'takeDamage', actor: { role: 'gm' } });
    expect(hit.state.combatants.find((c) => c.id === character.id)!.state!.hp).toBe(play.play.state.hp);
    expect(hit.log[0]!.details).toEqual({ characterSeq: play.events[0]!.seq });
  });

  it('answers a retry with its first event, and refuses a stale version with nothing written', async () => {
    const encounter = await started();
    const id = randomUUID();
    const first = await expectJson<{ encounter: EncounterView }>(
      await command(encounter, { kind: 'nextTurn' }, t.gm.cookie, id),
      200,
    );
    const again = await expectJson<{ encounter: EncounterView }>(
      await command(encounter, { kind: 'nextTurn' }, t.gm.cookie, id),
      200,
    );
    expect(again.encounter.version).toBe(first.encounter.version);
    const before = await fingerprintRows(ctx);
    expect(await refusalOf(await command(encounter, { kind: 'nextTurn' }))).toEqual({
      status: 409,
      code: 'STALE_ENCOUNTER',
    });
    expect(await fingerprintRows(ctx)).toEqual(before);
  });

  it('refuses bad input and what makes no sense now with 4xx and nothing written', async () => {
    const encounter = await create();
    const before = await fingerprintRows(ctx);
    const refusals: [Promise<Response>, string][] = [
      [post(t.gm.cookie, base(), { name: 'x', npcIds: [], characterIds: [] }), 'VALIDATION_FAILED'],
      [
        post(t.gm.cookie, base(), { name: 'x\u0007', npcIds: [mooks[0]!.id], characterIds: [] }),
        'VALIDATION_FAILED',
      ],
      [
        post(t.gm.cookie, base(), { name: 'x', npcIds: [randomUUID()], characterIds: [] }),
        'ENCOUNTER_REFUSED',
      ],
      [
        post(t.gm.cookie, base(), { name: 'x', npcIds: [], characterIds: [randomUUID()] }),
        'ENCOUNTER_REFUSED',
      ],
      [command(encounter, { kind: 'startRounds' }), 'ENCOUNTER_REFUSED'],
      [command(encounter, { kind: 'nextTurn' }), 'ENCOUNTER_REFUSED'],
      [command(encounter, { kind: 'reveal', combatantId: 'c9', revealed: true }), 'ENCOUNTER_REFUSED'],
      [
        command(encounter, {
          kind: 'play',
          combatantId: 'c1',
          command: { kind: 'spendLuck', luck: 1 },
        } as never),
        'VALIDATION_FAILED',
      ],
      [
        command(encounter, {
          kind: 'play',
          combatantId: 'c1',
          command: {
            kind: 'treatInjury',
            injuryId: 'injury-1',
            method: 'quickFix',
            skill: 'First Aid',
            total: 20,
          },
        }),
        'PLAY_REFUSED',
      ],
    ];
    for (const [response, code] of refusals)
      expect(await expectTypedRefusal(await response), code).toBe(code);
    expect(await fingerprintRows(ctx)).toEqual(before);
  });
});

describe('the turn order the players read', () => {
  it("shows whose turn it is, and an NPC's numbers only once the GM reveals them", async () => {
    const encounter = await started();
    const player = t.players[0]!;
    const seen = (await turnOrder(player.cookie))!;
    expect(seen.id).toBe(encounter.id);
    expect(seen.turn).toBe(encounter.state.order![0]);
    expect(seen.combatants.map((c) => c.id)).toEqual(encounter.state.order);
    const npc = seen.combatants.find((c) => c.kind === 'npc')!;
    expect(npc).toMatchObject({ initiative: null, woundState: null, numbers: null });
    expect(JSON.stringify(seen)).not.toContain('"stats"');
    await run(encounter, { kind: 'reveal', combatantId: npc.id, revealed: true });
    const revealed = (await turnOrder(player.cookie))!.combatants.find((c) => c.id === npc.id)!;
    expect(revealed.numbers).toMatchObject({ hp: expect.any(Number), sp: { body: 7, head: 7 } });
    expect(revealed.initiative).not.toBeNull();
  });

  it("shows each change at once, a character's wound from its own play too, never a hidden NPC's numbers", async () => {
    const both = { name: 'Pier fight', npcIds: mooks.map((m) => m.id), characterIds: t.characters };
    let encounter = await run(await create(both), { kind: 'rollInitiative' });
    for (const c of encounter.state.combatants.filter((c) => c.kind === 'character'))
      encounter = await run(encounter, { kind: 'setInitiative', combatantId: c.id, initiative: 12 });
    encounter = await run(encounter, { kind: 'startRounds' });
    const player = t.players[1]!;
    const hidden = encounter.state.combatants.find((c) => c.kind === 'npc')!;
    const hit = await run(encounter, {
      kind: 'play',
      combatantId: hidden.id,
      command: { kind: 'takeDamage', damage: { amount: 12 }, attack: 'ranged' },
    });
    const next = await run(hit, { kind: 'nextTurn' });
    const seen = (await turnOrder(player.cookie))!;
    expect(seen).toMatchObject({ id: next.id, round: next.state.round });
    expect(seen.turn).toBe(next.state.order![next.state.turn!]);
    expect(seen.combatants.find((c) => c.id === hidden.id)).toEqual({
      id: hidden.id,
      kind: 'npc',
      name: hidden.name,
      status: 'in',
      initiative: null,
      woundState: null,
      numbers: null,
    });
    const theirs = encounter.state.combatants.find((c) => c.refId === t.characters[1])!;
    expect(seen.combatants.find((c) => c.id === theirs.id)!.woundState).toBeNull();
    const wounded = await applyThroughApi(ctx, player.cookie, t.characters[1], {
      kind: 'takeDamage',
      damage: { amount: 20 },
      attack: 'ranged',
    });
    expect(wounded.play.state.woundState).not.toBe('notWounded');
    const again = (await turnOrder(player.cookie))!;
    expect(again.combatants.find((c) => c.id === theirs.id)!.woundState).toBe(wounded.play.state.woundState);
    // The GM's next action answers the character's play state as its own row now holds it.
    const turned = await run(next, { kind: 'nextTurn' });
    expect(turned.state.combatants.find((c) => c.id === theirs.id)!.state).toEqual(wounded.play.state);
  });

  it("tells the player's stream of each change, and is another campaign's 404", async () => {
    const encounter = await started();
    const live = await openLive(ctx, t.players[0]!.cookie, [`encounter:${t.campaignId}`]);
    await run(encounter, { kind: 'nextTurn' });
    expect(await live.next()).toEqual({ event: 'change', data: { channel: `encounter:${t.campaignId}` } });
    await live.cancel();
    const stranger = await ctx.signUp();
    const theirs = (await createCampaignThroughApi(ctx, stranger.cookie)).id;
    const crossed = await ctx.request(`/api/campaigns/${theirs}/encounters/${encounter.id}`, {
      cookie: stranger.cookie,
    });
    expect(await refusalOf(crossed)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const command = { commandId: randomUUID(), version: 0, command: { kind: 'nextTurn' } };
    const path = `/api/campaigns/${theirs}/encounters/${encounter.id}/commands`;
    expect(await refusalOf(await post(stranger.cookie, path, command))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await turnOrder(stranger.cookie).catch(() => 'refused')).toBe('refused');
  });
});
