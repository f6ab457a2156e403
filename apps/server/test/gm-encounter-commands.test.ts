import { randomUUID } from 'node:crypto';
import { ENCOUNTER_LOG_MAX, type EncounterCommand, type EncounterView } from '@edgeforge/contracts/encounter';
import type { Npc } from '@edgeforge/contracts/gm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, LIFTED_INVITE_LIMITS, type tableOfTwo } from './support/campaigns.ts';
import { encounterTable } from './support/encounter-table.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { fingerprintRows } from './support/hostile-checks.ts';
import { refusalOf } from './support/play.ts';

// An encounter's command goes its usual way in prepared statements without a transaction, and its
// locked way for everything else (decision 065's amendment of 2026-11-28): a command id is applied once
// either way, two commands on one version make one event, and the refusals stay those of the locked way.

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tableOfTwo>>;
let mooks: Npc[];

const base = (campaignId = t.campaignId) => `/api/campaigns/${campaignId}/encounters`;
const post = (cookie: string, path: string, json: unknown) =>
  ctx.request(path, { method: 'POST', cookie, json });

async function create(): Promise<EncounterView> {
  const json = { name: 'Pier fight', npcIds: mooks.map((m) => m.id), characterIds: [t.characters[0]] };
  return (await expectJson<{ encounter: EncounterView }>(await post(t.gm.cookie, base(), json), 201))
    .encounter;
}

function command(
  encounter: Pick<EncounterView, 'id' | 'version'>,
  cmd: EncounterCommand,
  commandId = randomUUID(),
  path = `${base()}/${encounter.id}/commands`,
) {
  return post(t.gm.cookie, path, { commandId, version: encounter.version, command: cmd });
}

async function read(encounter: EncounterView): Promise<EncounterView> {
  const response = await ctx.request(`${base()}/${encounter.id}`, { cookie: t.gm.cookie });
  return (await expectJson<{ encounter: EncounterView }>(response, 200)).encounter;
}

const hurt = (encounter: EncounterView): EncounterCommand => ({
  kind: 'play',
  combatantId: encounter.state.combatants.find((c) => c.kind === 'npc')!.id,
  command: { kind: 'takeDamage', damage: { amount: 1 }, attack: 'ranged' },
});

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  ({ t, mooks } = await encounterTable(ctx));
});
afterAll(() => ctx.close());

describe("an encounter's command id", () => {
  it('is applied once when the same command is sent twice at once, and again later', async () => {
    const encounter = await create();
    const id = randomUUID();
    const answers = await Promise.all([
      command(encounter, hurt(encounter), id),
      command(encounter, hurt(encounter), id),
    ]);
    const views = await Promise.all(answers.map((r) => expectJson<{ encounter: EncounterView }>(r, 200)));
    expect(views.map((v) => v.encounter.version)).toEqual([1, 1]);
    const later = await expectJson<{ encounter: EncounterView }>(
      await command(encounter, hurt(encounter), id),
      200,
    );
    expect(later.encounter.version).toBe(1);
    const now = await read(encounter);
    expect(now.version).toBe(1);
    expect(now.log.filter((event) => event.commandId === id)).toHaveLength(1);
  });

  it('naming another command is COMMAND_ID_REUSED, nothing written, upper-case ids too', async () => {
    const encounter = await create();
    const id = randomUUID();
    await expectJson(await command(encounter, hurt(encounter), id), 200);
    const before = await fingerprintRows(ctx);
    const upper = `${base(t.campaignId.toUpperCase())}/${encounter.id.toUpperCase()}/commands`;
    expect(await refusalOf(await command(encounter, { kind: 'rollInitiative' }, id, upper))).toEqual({
      status: 409,
      code: 'COMMAND_ID_REUSED',
    });
    const again = await expectJson<{ encounter: EncounterView }>(
      await command(encounter, hurt(encounter), id, upper),
      200,
    );
    expect(again.encounter.version).toBe(1);
    expect(await fingerprintRows(ctx)).toEqual(before);
  });
});

describe("an action's answer", () => {
  it('is the view a read then shows: the new event first, the last ENCOUNTER_LOG_MAX events', async () => {
    let encounter = await create();
    for (let i = 0; i <= ENCOUNTER_LOG_MAX; i++) {
      const answer = await expectJson<{ encounter: EncounterView }>(
        await command(encounter, hurt(encounter)),
        200,
      );
      encounter = answer.encounter;
      if (i === 0 || i >= ENCOUNTER_LOG_MAX - 1) expect(encounter).toEqual(await read(encounter));
    }
    expect(encounter.log).toHaveLength(ENCOUNTER_LOG_MAX);
    expect(encounter.log.map((event) => event.seq)).toEqual(
      Array.from({ length: ENCOUNTER_LOG_MAX }, (_, i) => ENCOUNTER_LOG_MAX + 1 - i),
    );
  });
});

describe('two commands on one version', () => {
  it('make one event: the other is STALE_ENCOUNTER with nothing written', async () => {
    const encounter = await create();
    const answers = await Promise.all([
      command(encounter, hurt(encounter)),
      command(encounter, hurt(encounter)),
    ]);
    const outcomes = await Promise.all(answers.map((r) => (r.status === 200 ? 200 : refusalOf(r))));
    expect(outcomes).toContainEqual(200);
    expect(outcomes).toContainEqual({ status: 409, code: 'STALE_ENCOUNTER' });
    const now = await read(encounter);
    expect(now.version).toBe(1);
    expect(now.log).toHaveLength(1);
  });
});

describe('the refusals of the locked way', () => {
  it('refuse a command on an ended fight, and answer the end again to its retry', async () => {
    const encounter = await create();
    const id = randomUUID();
    const ended = await expectJson<{ encounter: EncounterView }>(
      await command(encounter, { kind: 'end' }, id),
      200,
    );
    expect(ended.encounter).toMatchObject({ status: 'ended', version: 1 });
    const before = await fingerprintRows(ctx);
    const retry = await expectJson<{ encounter: EncounterView }>(
      await command(encounter, { kind: 'end' }, id),
      200,
    );
    expect(retry.encounter).toMatchObject({ status: 'ended', version: 1 });
    const after = await command(ended.encounter, hurt(encounter));
    expect(await refusalOf(after)).toEqual({ status: 409, code: 'ENCOUNTER_REFUSED' });
    expect(await fingerprintRows(ctx)).toEqual(before);
  });

  it("is another GM's 404, and CAMPAIGN_CLOSED once the campaign is closed", async () => {
    const encounter = await create();
    const stranger = await ctx.signUp();
    const foreign = post(stranger.cookie, `${base()}/${encounter.id}/commands`, {
      commandId: randomUUID(),
      version: 0,
      command: { kind: 'rollInitiative' },
    });
    expect(await refusalOf(await foreign)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await refusalOf(await command({ id: randomUUID(), version: 0 }, { kind: 'end' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    await expectJson(await post(t.gm.cookie, `/api/campaigns/${t.campaignId}/close`, {}), 200);
    const before = await fingerprintRows(ctx);
    expect(await refusalOf(await command(encounter, hurt(encounter)))).toEqual({
      status: 409,
      code: 'CAMPAIGN_CLOSED',
    });
    expect(await fingerprintRows(ctx)).toEqual(before);
  });
});
