/**
 * The live stream's budgets (issue 27, decision 042), on one database:
 *   - a player's action to the GM's screen: GM_SCREENS GMs, each running a table of five of the
 *     TABLE_PLAYERS players, each GM's screen one stream following the campaign and its five characters
 *     and refetching a character's play (GET /api/characters/:id/play, as the web's party screen does)
 *     on each of its notices; the players each act once every PLAY_PERIOD_S, evenly spaced. Each
 *     latency runs from the command's slot to the GM's refetch that first holds its event. On
 *     PostgreSQL two server processes: the players' commands go to one, the GMs' streams and refetches
 *     to the other, so every notice crosses LISTEN/NOTIFY.
 *   - IDLE_STREAMS idle streams held open on one process, started afresh after the set-up: its
 *     resident memory before and after (first, before the timed run).
 * `node --import tsx scripts/bench/live-load.ts [pglite|postgres]` runs it alone, after
 * `npm run build -w apps/server`.
 */
import { CHARACTER_TYPES } from '@edgeforge/rules/ids';
import { save, signUp } from './accounts.ts';
import { backendConfig, type Kind, progress } from './backend.ts';
import type { LiveFigures } from './budgets.ts';
import { ensureOpenFiles, type LiveClient, openLiveClient } from './live-clients.ts';
import { percentile } from './median.ts';
import {
  checkPlayer,
  PLAY_DURATION_S,
  PLAY_PERIOD_S,
  PLAY_WARMUP_S,
  paced,
  playCommand,
  TABLE_PLAYERS,
  type TablePlayer,
} from './play-load.ts';
import { type Child, startRealServer } from './processes.ts';
import { saveRequestBody } from './save-body.ts';

export const GM_SCREENS = 20;
export const IDLE_STREAMS = 1000;
const PARTY = TABLE_PLAYERS / GM_SCREENS;
/** How long the last commands' events may take to reach a screen after the run before they count as lost. */
const DRAIN_MS = 5_000;
/** Quiet before each memory reading, so the readings are not taken mid-burst. */
const SETTLE_MS = 2_000;
/** Idle streams opened at once: a crowd of tabs, not a flood the accept queue would refuse. */
const OPENING = 25;
/** Streams opened and closed before the first memory reading. */
const WARM_STREAMS = 100;

export interface LiveResult extends LiveFigures {
  /** What was done to the processes' limits, if anything. */
  notes: string[];
}

/** A GM's table: the GM's session, the campaign, its five players. */
export interface Table {
  gm: string;
  campaignId: string;
  players: TablePlayer[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON request as the web app sends it; its answer, or an error naming the status. */
export async function send(origin: string, cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(origin + path, {
    method,
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, { id?: string; token?: string }>;
}

/** One GM's campaign, its invite, and five players who joined and brought a character each. */
export async function setUpTable(origin: string, registrationCode: string, index: number): Promise<Table> {
  const gm = await signUp(origin, registrationCode);
  const campaign = {
    name: `Bench table ${index + 1}`,
    allowedMethods: CHARACTER_TYPES,
    acceptsHouseRules: true,
  };
  const campaignId = (await send(origin, gm, 'POST', '/api/campaigns', campaign)).campaign!.id!;
  const invite = await send(origin, gm, 'POST', `/api/campaigns/${campaignId}/invite`, {
    expiresInDays: null,
  });
  const players: TablePlayer[] = [];
  for (let seat = 0; seat < PARTY; seat++) {
    const cookie = await signUp(origin, registrationCode);
    const characterId = await save(origin, cookie, saveRequestBody(index * PARTY + seat));
    await send(origin, cookie, 'POST', '/api/invites/join', { token: invite.invite!.token });
    await send(origin, cookie, 'PUT', `/api/campaigns/${campaignId}/character`, { characterId });
    const player = { cookie, characterId };
    await checkPlayer(origin, player);
    players.push(player);
  }
  return { gm, campaignId, players };
}

/** What a GM's screen follows: the campaign and every character of its party. */
const channelsOf = (table: Table) => [
  `campaign:${table.campaignId}`,
  ...table.players.map((player) => `character:${player.characterId}`),
];

/**
 * A GM's party screen: its stream, and on each character's notice a refetch of that character's play;
 * a notice during a refetch asks for one more after it. Every event id a refetch shows is stamped with
 * the time it was first seen.
 */
function gmScreen(origin: string, table: Table, firstSeen: Map<string, number>, failures: string[]) {
  const fetching = new Map<string, { again: boolean }>();
  const refetch = async (characterId: string) => {
    const running = fetching.get(characterId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    fetching.set(characterId, state);
    try {
      while (state.again) {
        state.again = false;
        const response = await fetch(`${origin}/api/characters/${characterId}/play`, {
          headers: { cookie: table.gm },
        });
        if (!response.ok) {
          failures.push(`GM's refetch ${response.status}`);
          await response.arrayBuffer();
          continue;
        }
        const { events } = (await response.json()) as { events: { id: string }[] };
        const now = performance.now();
        for (const event of events) if (!firstSeen.has(event.id)) firstSeen.set(event.id, now);
      }
    } catch (error) {
      failures.push(String(error));
    } finally {
      fetching.delete(characterId);
    }
  };
  return openLiveClient(origin, table.gm, channelsOf(table), (event, channel) => {
    if (event === 'change' && channel.startsWith('character:'))
      void refetch(channel.slice('character:'.length));
  });
}

/** The players act through `players`, the GMs watch through `gms`: each command's slot to its first sighting. */
async function actionToScreen(players: Child, gms: Child, tables: readonly Table[]) {
  const firstSeen = new Map<string, number>();
  const failures: string[] = [];
  const screens = tables.map((table) => gmScreen(gms.url, table, firstSeen, failures));
  await Promise.all(screens.map((screen) => screen.ready));
  const seats = tables.flatMap((table) => table.players);
  const run = async (durationS: number) => {
    const sent: { id: string; slot: number; answeredMs: number }[] = [];
    await paced(seats.length / PLAY_PERIOD_S, durationS, async (k, slot) => {
      const player = seats[k % seats.length]!;
      try {
        const response = await fetch(`${players.url}/api/characters/${player.characterId}/play/commands`, {
          method: 'POST',
          headers: { cookie: player.cookie, origin: players.url, 'content-type': 'application/json' },
          body: playCommand(),
        });
        if (!response.ok) {
          failures.push(`command ${response.status}`);
          await response.arrayBuffer();
          return;
        }
        const { event } = (await response.json()) as { event: { id: string } };
        sent.push({ id: event.id, slot, answeredMs: performance.now() - slot });
      } catch (error) {
        failures.push(String(error));
      }
    });
    return sent;
  };
  await run(PLAY_WARMUP_S);
  failures.length = 0;
  const servers = players === gms ? [players] : [players, gms];
  const cpuBefore = servers.map((server) => server.cpuMs());
  const sent = await run(PLAY_DURATION_S);
  const deadline = performance.now() + DRAIN_MS;
  while (sent.some((command) => !firstSeen.has(command.id)) && performance.now() < deadline) await sleep(50);
  for (const screen of screens) screen.close();
  const cpuMs = servers.reduce((sum, server, i) => sum + server.cpuMs() - cpuBefore[i]!, 0);
  const seen = sent.filter((command) => firstSeen.has(command.id));
  const latencies = seen.map((command) => firstSeen.get(command.id)! - command.slot).sort((a, b) => a - b);
  const lost = sent.length - seen.length;
  if (lost > 0) failures.push(`${lost} never reached the GM's screen within ${DRAIN_MS / 1000} s`);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const counted = [...new Set(failures)].map(
    (text) => `${failures.filter((f) => f === text).length}x ${text}`,
  );
  const answers = sent.map((command) => command.answeredMs).sort((a, b) => a - b);
  return {
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    answerP99: round(percentile(answers, 99)),
    commands: sent.length,
    cpuMsPerCommand: Math.round(cpuMs / Math.max(1, sent.length)),
    failures: counted.length > 0 ? counted.join(', ') : null,
  };
}

/** Opens `count` streams of the GMs' screens on `server`, OPENING at a time, each waited for to its `ready`. */
async function openStreams(server: Child, tables: readonly Table[], count: number, into: LiveClient[]) {
  for (let i = 0; i < count; i += OPENING) {
    const batch = Array.from({ length: Math.min(OPENING, count - i) }, (_, j) => {
      const table = tables[(i + j) % tables.length]!;
      return openLiveClient(server.url, table.gm, channelsOf(table));
    });
    into.push(...batch);
    await Promise.all(batch.map((client) => client.ready));
  }
}

/**
 * IDLE_STREAMS streams of the GMs' screens held open on `server`: its RSS before and once they are all
 * ready. WARM_STREAMS opened and closed first pay the one-time costs (compiled code, the database's
 * first growth), which are no stream's.
 */
async function idleStreams(server: Child, tables: readonly Table[], notes: string[]) {
  // Each stream is a socket on both sides; the rest is the server's own files and the database's.
  for (const pid of [server.pid, process.pid]) {
    const raised = ensureOpenFiles(pid, IDLE_STREAMS + 512);
    if (raised) notes.push(raised);
  }
  const clients: LiveClient[] = [];
  try {
    await openStreams(server, tables, WARM_STREAMS, clients);
    for (const client of clients.splice(0)) client.close();
    await sleep(SETTLE_MS);
    const rssBefore = server.memory().rss;
    await openStreams(server, tables, IDLE_STREAMS, clients);
    await sleep(SETTLE_MS);
    return { streams: clients.length, rssBefore, rssAfter: server.memory().rss };
  } finally {
    for (const client of clients) client.close();
  }
}

/** Both live budgets on one database: tables set up, idle streams weighed, then the timed run. */
export async function benchLive(kind: Kind): Promise<LiveResult> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const { config, track, dispose } = await backendConfig(kind);
  try {
    progress(
      `${label} live: ${GM_SCREENS} GMs' campaigns, ${TABLE_PLAYERS} players joining with a character`,
    );
    const setUp = track(await startRealServer(config));
    const tables: Table[] = [];
    for (let i = 0; i < GM_SCREENS; i += 5) {
      const group = Array.from({ length: 5 }, (_, j) =>
        setUpTable(setUp.url, config.registrationCode, i + j),
      );
      tables.push(...(await Promise.all(group)));
    }
    // Measured on a fresh start: the set-up's garbage, collected at any moment, would move the readings.
    await setUp.stop();
    const first = track(await startRealServer(config));
    // PGlite is one process; on PostgreSQL the GMs watch through a second one.
    const second = kind === 'postgres' ? track(await startRealServer(config)) : first;
    const notes: string[] = [];
    progress(`${label} live: ${IDLE_STREAMS} idle streams on one process`);
    const idle = await idleStreams(first, tables, notes);
    await sleep(SETTLE_MS);
    progress(`${label} live: action to the GM's screen, ${PLAY_WARMUP_S} + ${PLAY_DURATION_S} s`);
    const latency = await actionToScreen(first, second, tables);
    return { kind, processes: first === second ? 1 : 2, latency, idle, notes };
  } finally {
    await dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  console.log(JSON.stringify(await benchLive(kind), null, 2));
}
