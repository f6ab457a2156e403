// The table's load (issue 26): players acting at a fixed rate, beside the list at the same rate.
import { randomUUID } from 'node:crypto';
import { percentile, type RunFigures } from './median.ts';
import type { Child } from './processes.ts';

/** Players at the table, each with one saved character, each acting once every PLAY_PERIOD_S. */
export const TABLE_PLAYERS = 100;
export const PLAY_PERIOD_S = 5;
/** Seconds of each measured fixed-rate run: at 20 requests a second, 300 latencies for the p99. */
export const PLAY_DURATION_S = Number(process.env.BENCH_PLAY_DURATION ?? 15);
export const PLAY_WARMUP_S = 2;
/**
 * Before a paced run's warm-up, this many players send the same requests flat out for JIT_WARMUP_S
 * seconds (several hundred requests), so that the code each run measures is as warm as a game night's
 * server keeps it: the list's route had thousands of requests in the round before the table, a roll's
 * only the paced warm-up's forty (docs/OPERATIONS.md, "The table's warm-up").
 */
const JIT_WARMUP_PLAYERS = 10;
const JIT_WARMUP_S = 2;

/** One player at the table: the session's Cookie header and the character they play. */
export interface TablePlayer {
  cookie: string;
  characterId: string;
}

/**
 * What one player does at the table, most often: a check rolled by the server (a REF check, written
 * to the log as an event, with the play state read and locked as every command does).
 */
export const playCommand = () => JSON.stringify({ commandId: randomUUID(), command: rollCommand });
const rollCommand = { kind: 'roll', roll: { type: 'check', stat: 'REF' } } as const;

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/**
 * Calls `send(k, slot)` at `rate` a second, evenly spaced, for `durationS` seconds, whatever the answers'
 * pace: a call starts at its slot even while earlier ones are still waiting. Resolves once all settled.
 */
export async function paced(
  rate: number,
  durationS: number,
  send: (k: number, slot: number) => Promise<void>,
): Promise<void> {
  const count = Math.round(rate * durationS);
  const intervalMs = 1000 / rate;
  const pending: Promise<void>[] = [];
  const began = performance.now();
  for (let k = 0; k < count; k++) {
    const slot = began + k * intervalMs;
    const wait = slot - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(k, slot));
  }
  await Promise.all(pending);
}

/**
 * Sends `request(player)` for the players in turn, `paced` at `rate` requests a second for `durationS`
 * seconds. Each latency is measured from the request's slot, not from when it was sent, so a slow
 * answer that delays the next send still counts (coordinated omission). A fixed rate, evenly spaced, is
 * the table: autocannon's rate limiter releases each second's requests at once, which measured a queue
 * of twenty instead of one player's action.
 */
async function evenlyPaced(
  origin: string,
  players: readonly TablePlayer[],
  request: (player: TablePlayer) => Request,
  rate: number,
  durationS: number,
): Promise<{ latencies: number[]; failures: string[] }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  await paced(rate, durationS, (k, slot) => {
    const { method, path, headers: sent, body } = request(players[k % players.length]!);
    return fetch(origin + path, { method, headers: sent, ...(body === undefined ? {} : { body }) }).then(
      async (response) => {
        await response.arrayBuffer();
        latencies.push(performance.now() - slot);
        if (!response.ok) failures.push(String(response.status));
      },
      (error: unknown) => {
        failures.push(String(error));
      },
    );
  });
  return { latencies, failures };
}

/**
 * The table's pace (TABLE_PLAYERS players, each acting once every PLAY_PERIOD_S) for a warm-up (after
 * the JIT's, flat out), then the measured run; or, with `pace.rate` undefined, as many requests at once
 * as there are players, again and again (scripts/bench/profile.ts wants the server busy). A POST body
 * is made again for every request (a command id is used once).
 */
async function atTableRate(
  target: Pick<Child, 'url' | 'cpuMs'>,
  players: readonly TablePlayer[],
  request: (player: TablePlayer) => Request,
  pace: { rate?: number; duration: number } = {
    rate: players.length / PLAY_PERIOD_S,
    duration: PLAY_DURATION_S,
  },
): Promise<RunFigures> {
  // Unpaced: every player's connection sends again as soon as its answer is in.
  const rate = pace.rate ?? Number.POSITIVE_INFINITY;
  const run = (durationS: number) =>
    Number.isFinite(rate)
      ? evenlyPaced(target.url, players, request, rate, durationS)
      : flatOut(target.url, players, request, durationS);
  if (Number.isFinite(rate)) {
    await flatOut(target.url, players.slice(0, JIT_WARMUP_PLAYERS), request, JIT_WARMUP_S);
  }
  await run(PLAY_WARMUP_S);
  const cpuBefore = target.cpuMs();
  const began = performance.now();
  const { latencies, failures } = await run(pace.duration);
  const elapsedS = (performance.now() - began) / 1000;
  const cpuMs = target.cpuMs() - cpuBefore;
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    reqPerSec: latencies.length / elapsedS,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    requests: latencies.length,
    cpuMsPerRequest: cpuMs / Math.max(1, latencies.length),
    failures: failures.length > 0 ? `${failures.length} failed (${[...new Set(failures)].join(', ')})` : null,
  };
}

/** Each player sends again as soon as its answer is in, for `durationS` seconds. */
async function flatOut(
  origin: string,
  players: readonly TablePlayer[],
  request: (player: TablePlayer) => Request,
  durationS: number,
): Promise<{ latencies: number[]; failures: string[] }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const end = performance.now() + durationS * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < end) {
        const { method, path, headers: sent, body } = request(player);
        const started = performance.now();
        const response = await fetch(origin + path, { method, headers: sent, body });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) failures.push(String(response.status));
      }
    }),
  );
  return { latencies, failures };
}

const headers = (origin: string, player: TablePlayer) => ({ cookie: player.cookie, origin });

/** Every player rolling: at the table's pace, or as fast as the server answers (scripts/bench/profile.ts). */
export function playLoad(
  target: Pick<Child, 'url' | 'cpuMs'>,
  players: readonly TablePlayer[],
  pace?: { rate?: number; duration: number },
): Promise<RunFigures> {
  const request = (player: TablePlayer): Request => ({
    method: 'POST',
    path: `/api/characters/${player.characterId}/play/commands`,
    headers: { ...headers(target.url, player), 'content-type': 'application/json' },
    body: playCommand(),
  });
  return atTableRate(target, players, request, pace);
}

/** The table's two runs on one server: every player's own list, then every player's roll. */
export async function measureTable(
  target: Pick<Child, 'url' | 'cpuMs'>,
  players: readonly TablePlayer[],
): Promise<{ list: RunFigures; play: RunFigures }> {
  const list = await atTableRate(target, players, (player) => ({
    method: 'GET',
    path: '/api/characters',
    headers: headers(target.url, player),
  }));
  return { list, play: await playLoad(target, players) };
}

/** A player's first command, outside the measurement: it must be accepted (201 or 200). */
export async function checkPlayer(origin: string, player: TablePlayer): Promise<void> {
  const response = await fetch(`${origin}/api/characters/${player.characterId}/play/commands`, {
    method: 'POST',
    headers: { cookie: player.cookie, origin, 'content-type': 'application/json' },
    body: playCommand(),
  });
  if (!response.ok) throw new Error(`a play command failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}
