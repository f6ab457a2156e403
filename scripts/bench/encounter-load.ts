/**
 * The encounter's budgets (issue 29), on one database and one server process:
 *   - ENCOUNTER_TABLES GMs each run a fight (decision 065) of MOOKS rolled NPCs and the five characters
 *     of their campaign's players, and act once every GM_PERIOD_S (a GM waits for each answer: a
 *     command names the version it saw), damage to an NPC and "next turn" in turn; beside them, the
 *     same run, the tables' players list their own characters at the table's pace (each player once
 *     every PLAY_PERIOD_S, evenly spaced). The encounter action's p99 is judged against the list's.
 *   - every player's phone holds its stream on `encounter:<campaignId>` and on each notice refetches
 *     the public turn order (GET /api/campaigns/:id/turn-order, as the web's turn order does); each
 *     "next turn" is timed from its slot to the refetch on each phone that first shows the new turn.
 * Latencies run from each request's slot, not from when it was sent (coordinated omission).
 * `node --import tsx scripts/bench/encounter-load.ts [pglite|postgres]` runs it alone, after
 * `npm run build -w apps/server`.
 */

import { randomUUID } from 'node:crypto';
import type { EncounterView, TurnOrder } from '@edgeforge/contracts/encounter';
import { backendConfig, type Kind, progress } from './backend.ts';
import type { EncounterFigures } from './budgets.ts';
import { openLiveClient } from './live-clients.ts';
import { send, setUpTable, type Table } from './live-load.ts';
import { percentile, type RunFigures } from './median.ts';
import { PLAY_DURATION_S, PLAY_PERIOD_S, PLAY_WARMUP_S, paced } from './play-load.ts';
import { type Child, startRealServer } from './processes.ts';

export const ENCOUNTER_TABLES = 10;
export const MOOKS = 4;
/** Seconds between two actions of one GM: a damage roll or a turn passed, at a fight's pace. */
export const GM_PERIOD_S = 2;
/** How long a phone may take to show the run's last turns after the run before they count as lost. */
const DRAIN_MS = 5_000;

/** A table's fight: the encounter as its GM last read it. */
interface Fight {
  table: Table;
  encounter: EncounterView;
}

/** One GM's command; answers the encounter as it now stands, or throws naming the status. */
async function command(origin: string, fight: Fight, cmd: Record<string, unknown>): Promise<EncounterView> {
  const { table, encounter } = fight;
  const body = { commandId: randomUUID(), version: encounter.version, command: cmd };
  const path = `/api/campaigns/${table.campaignId}/encounters/${encounter.id}/commands`;
  const answer = (await send(origin, table.gm, 'POST', path, body)) as unknown as {
    encounter: EncounterView;
  };
  fight.encounter = answer.encounter;
  return answer.encounter;
}

/** The GM rolls the mooks, builds the fight with the party, rolls and enters initiative, starts the rounds. */
async function setUpFight(origin: string, table: Table): Promise<Fight> {
  const base = `/api/campaigns/${table.campaignId}`;
  const rolled = (await send(origin, table.gm, 'POST', `${base}/npcs/roll`, {
    tier: 'mook',
    count: MOOKS,
  })) as unknown as { npcs: { id: string }[] };
  const created = (await send(origin, table.gm, 'POST', `${base}/encounters`, {
    name: 'Bench fight',
    npcIds: rolled.npcs.map((npc) => npc.id),
    characterIds: table.players.map((player) => player.characterId),
  })) as unknown as { encounter: EncounterView };
  const fight: Fight = { table, encounter: created.encounter };
  await command(origin, fight, { kind: 'rollInitiative' });
  const characters = fight.encounter.state.combatants.filter((c) => c.kind === 'character');
  for (const [i, character] of characters.entries()) {
    await command(origin, fight, { kind: 'setInitiative', combatantId: character.id, initiative: 10 + i });
  }
  await command(origin, fight, { kind: 'startRounds' });
  return fight;
}

/** Where a fight stands as a phone shows it: the round and whose turn. */
const turnKey = (round: number, turn: string | null) => `${round}:${turn}`;
const turnOfView = (view: EncounterView) =>
  turnKey(view.state.round, view.state.turn === null ? null : (view.state.order?.[view.state.turn] ?? null));

/**
 * A player's phone: its stream on the fight's channel, and on each notice a refetch of the turn order
 * (a notice during a refetch asks for one more after it). Each turn a refetch shows is stamped with the
 * time it was first seen.
 */
function phone(origin: string, table: Table, cookie: string, failures: string[]) {
  const seen = new Map<string, number>();
  let running: { again: boolean } | null = null;
  const refetch = async () => {
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    running = state;
    try {
      while (state.again) {
        state.again = false;
        const response = await fetch(`${origin}/api/campaigns/${table.campaignId}/turn-order`, {
          headers: { cookie },
        });
        if (!response.ok) {
          failures.push(`turn order ${response.status}`);
          await response.arrayBuffer();
          continue;
        }
        const { encounter } = (await response.json()) as { encounter: TurnOrder | null };
        const key = encounter && turnKey(encounter.round, encounter.turn);
        if (key && !seen.has(key)) seen.set(key, performance.now());
      }
    } catch (error) {
      failures.push(String(error));
    } finally {
      running = null;
    }
  };
  const client = openLiveClient(origin, cookie, [`encounter:${table.campaignId}`], (event) => {
    if (event === 'change') void refetch();
  });
  return { client, seen };
}

type Phone = ReturnType<typeof phone>;
/** A "next turn" sent: its slot, the table's phones, and the turn it made. */
type TurnSent = { slot: number; phones: Phone[]; key: string };

/** One GM acting every GM_PERIOD_S from `offsetMs`, damage and next turn in turn; each latency from its slot. */
async function gmActs(origin: string, fight: Fight, phones: Phone[], offsetMs: number, durationS: number) {
  const latencies: number[] = [];
  const failures: string[] = [];
  const turns: TurnSent[] = [];
  const began = performance.now() + offsetMs;
  for (let k = 0; k < Math.round(durationS / GM_PERIOD_S); k++) {
    const slot = began + k * GM_PERIOD_S * 1000;
    const wait = slot - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const npcs = fight.encounter.state.combatants.filter((c) => c.kind === 'npc' && c.status === 'in');
    const target = npcs[k % Math.max(1, npcs.length)];
    const cmd =
      k % 2 === 0 && target
        ? {
            kind: 'play',
            combatantId: target.id,
            command: { kind: 'takeDamage', damage: { amount: 1 }, attack: 'ranged' },
          }
        : { kind: 'nextTurn' };
    try {
      const view = await command(origin, fight, cmd);
      latencies.push(performance.now() - slot);
      if (cmd.kind === 'nextTurn') turns.push({ slot, phones, key: turnOfView(view) });
    } catch (error) {
      failures.push(String(error).slice(0, 120));
    }
  }
  return { latencies, failures, turns };
}

/** The players' own lists at the table's pace; each latency from its slot. */
async function listLoad(origin: string, tables: readonly Table[], durationS: number) {
  const players = tables.flatMap((table) => table.players);
  const latencies: number[] = [];
  const failures: string[] = [];
  await paced(players.length / PLAY_PERIOD_S, durationS, async (k, slot) => {
    const player = players[k % players.length]!;
    try {
      const response = await fetch(`${origin}/api/characters`, {
        headers: { cookie: player.cookie, origin },
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - slot);
      if (!response.ok) failures.push(String(response.status));
    } catch (error) {
      failures.push(String(error));
    }
  });
  return { latencies, failures };
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const counted = (failures: readonly string[]) =>
  failures.length > 0 ? `${failures.length} failed (${[...new Set(failures)].join(', ')})` : null;

function figures(latencies: number[], failures: string[], elapsedS: number, cpuMs: number): RunFigures {
  // cpuMs: per request of either load, the server's CPU over the run being shared by both.
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    reqPerSec: latencies.length / elapsedS,
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    requests: latencies.length,
    cpuMsPerRequest: cpuMs,
    failures: counted(failures),
  };
}

/** A phone's first sighting of a turn, or of a later one of the same fight when a refetch skipped it. */
function sighting(turn: TurnSent, later: readonly string[], phoneOf: Phone): number | undefined {
  const times = [turn.key, ...later].map((key) => phoneOf.seen.get(key)).filter((t) => t !== undefined);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** The list and the GMs' actions in one run, the phones watching; a warm-up first. */
async function measure(server: Child, fights: readonly Fight[]) {
  const phoneFailures: string[] = [];
  const phonesOf = fights.map((fight) =>
    fight.table.players.map((player) => phone(server.url, fight.table, player.cookie, phoneFailures)),
  );
  await Promise.all(phonesOf.flat().map((p) => p.client.ready));
  const run = (durationS: number) =>
    Promise.all([
      listLoad(
        server.url,
        fights.map((fight) => fight.table),
        durationS,
      ),
      Promise.all(
        fights.map((fight, i) =>
          gmActs(server.url, fight, phonesOf[i]!, (i / fights.length) * GM_PERIOD_S * 1000, durationS),
        ),
      ),
    ]);
  await run(PLAY_WARMUP_S);
  const cpuBefore = server.cpuMs();
  const began = performance.now();
  const [list, gms] = await run(PLAY_DURATION_S);
  const elapsedS = (performance.now() - began) / 1000;
  const cpuMs = server.cpuMs() - cpuBefore;
  const turns = gms.flatMap((gm) => gm.turns);
  const pending = () => turns.some((turn) => turn.phones.some((p) => !p.seen.has(turn.key)));
  const deadline = performance.now() + DRAIN_MS;
  while (pending() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const p of phonesOf.flat()) p.client.close();
  const delays: number[] = [];
  let lost = 0;
  for (const gm of gms) {
    gm.turns.forEach((turn, i) => {
      const later = gm.turns.slice(i + 1).map((next) => next.key);
      for (const p of turn.phones) {
        const at = sighting(turn, later, p);
        if (at === undefined) lost++;
        else delays.push(at - turn.slot);
      }
    });
  }
  if (lost > 0) phoneFailures.push(`${lost} phones never showed a turn within ${DRAIN_MS / 1000} s`);
  delays.sort((a, b) => a - b);
  const actions = gms.flatMap((gm) => gm.latencies);
  const cpuPerRequest = cpuMs / Math.max(1, actions.length + list.latencies.length);
  return {
    list: figures(list.latencies, list.failures, elapsedS, cpuPerRequest),
    action: figures(
      actions,
      gms.flatMap((gm) => gm.failures),
      elapsedS,
      cpuPerRequest,
    ),
    turnToPhone: {
      p50: round1(percentile(delays, 50)),
      p99: round1(percentile(delays, 99)),
      turns: turns.length,
      sightings: delays.length,
      failures: phoneFailures.length > 0 ? [...new Set(phoneFailures)].join(', ') : null,
    },
  };
}

/** Both encounter budgets on one database: the tables and their fights set up, then the timed run. */
export async function benchEncounter(kind: Kind): Promise<EncounterFigures> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const { config, track, dispose } = await backendConfig(kind);
  try {
    progress(
      `${label} encounter: ${ENCOUNTER_TABLES} GMs' campaigns, fights of ${MOOKS} mooks and the party`,
    );
    const setUp = track(await startRealServer(config));
    const tables: Table[] = [];
    for (let i = 0; i < ENCOUNTER_TABLES; i += 5) {
      const group = Array.from({ length: Math.min(5, ENCOUNTER_TABLES - i) }, (_, j) =>
        setUpTable(setUp.url, config.registrationCode, i + j),
      );
      tables.push(...(await Promise.all(group)));
    }
    const fights = await Promise.all(tables.map((table) => setUpFight(setUp.url, table)));
    // Measured on a fresh start, as the live part is: the set-up's garbage would be collected mid-run.
    await setUp.stop();
    const server = track(await startRealServer(config));
    progress(
      `${label} encounter: actions beside the list, phones watching, ${PLAY_WARMUP_S} + ${PLAY_DURATION_S} s`,
    );
    return { kind, ...(await measure(server, fights)) };
  } finally {
    await dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  console.log(JSON.stringify(await benchEncounter(kind), null, 2));
}
