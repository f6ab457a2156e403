// One backend's part of the bench: the real server and the bare baseline under load, start-ups and memory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@edgeforge/test-support/scratch-database';
import autocannon, { type Options } from 'autocannon';
import { save, signUp } from './accounts.ts';
import { medianLoad, type RunFigures } from './median.ts';
import { PDF_BURST, PDF_LANES, type PdfBurst, pdfBurstOffset, runPdfBurst } from './pdf-burst.ts';
import { checkPlayer, measureTable, TABLE_PLAYERS, type TablePlayer } from './play-load.ts';
import { type Child, type ServerConfig, startBaseline, startRealServer } from './processes.ts';
import { type RouteWeight, weighRoutes } from './web-bundle.ts';

export const CONNECTIONS = 50;
/**
 * Seconds per measured load run. Each figure is the median of ROUNDS runs, the server's and the bare
 * baseline's alternating (server, bare, server, bare...), so that a burst of other work on the machine
 * moves one run of each, not the whole of one side.
 */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const WARMUP_S = 2;
export const SAVED_CHARACTERS = 50;
/** The screens weighed: the first two, the wizard, and a saved character's play view. */
export const WIZARD_ROUTE = '/character-creation';
export const PLAY_ROUTE = '/character/:id/play';
const webRoutes = (characterId: string) => [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: WIZARD_ROUTE, signedIn: true },
  { path: PLAY_ROUTE.replace(':id', characterId), route: PLAY_ROUTE, signedIn: true },
];

export type Kind = 'pglite' | 'postgres';

/** One load run's figures (median.ts). */
export type Load = RunFigures;

/** One round: the server's list and save runs on one start, then the bare baseline's run. */
export interface Round {
  list: Load;
  save: Load;
  /** The list run again, while PDF_BURST exports of distinct characters run beside it. */
  listDuringPdf: Load;
  pdfBurst: PdfBurst;
  /** The table (play-load.ts): every player's own list, then every player's roll, at the same rate. */
  tableList: Load;
  play: Load;
  baseline: Load;
}

export interface BackendResult {
  kind: Kind;
  firstStartMs: number;
  /** The server's start of each round, on the existing data. */
  startupsMs: number[];
  rounds: Round[];
  /** The medians of the rounds' runs (medianLoad): what the budgets judge. */
  list: Load;
  save: Load;
  listDuringPdf: Load;
  tableList: Load;
  play: Load;
  baseline: Load;
  baselineIdentical: boolean;
  idleMemory: { rss: number; peak: number };
  /** The highest RSS of the rounds' servers after their load. */
  memory: { rss: number; peak: number };
  baselineMemory: { rss: number; peak: number };
  saveBodyBytes: number;
  listBodyBytes: number;
  web: RouteWeight[] | null;
}

export const progress = (text: string) => process.stderr.write(`... ${text}\n`);

/** A warm-up, then the measured run (DURATION_S unless `options` say); `beside`, running, awaited after it. */
export async function load(
  target: Pick<Child, 'cpuMs'>,
  options: Options,
  beside?: Promise<unknown>,
): Promise<Load> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_S });
  const cpuBefore = target.cpuMs();
  const duration = options.duration ?? DURATION_S;
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration });
  const cpuMs = target.cpuMs() - cpuBefore;
  await beside;
  const bad = result.errors + result.timeouts + result.non2xx;
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}x${count}`)
    .join(' ');
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    failures: bad
      ? `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} (${codes})`
      : null,
  };
}

/** Remembers a started process, so that a failure half-way still stops it. */
export type Track = (child: Child) => Child;

/**
 * The first start on an empty database: the reader and one writer per connection sign up, and the reader
 * saves SAVED_CHARACTERS; the table's players sign up and save one character each, and act once.
 */
export async function fillServer(config: ServerConfig, track: Track, saveBody: (index: number) => string) {
  const first = track(await startRealServer(config));
  const reader = await signUp(first.url, config.registrationCode);
  const writers: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) writers.push(await signUp(first.url, config.registrationCode));
  const bodies = Array.from({ length: SAVED_CHARACTERS }, (_, i) => saveBody(i));
  for (let i = 0; i < bodies.length; i += 5) {
    await Promise.all(bodies.slice(i, i + 5).map((body) => save(first.url, reader, body)));
  }
  const table: TablePlayer[] = [];
  for (let i = 0; i < TABLE_PLAYERS; i++) {
    const cookie = await signUp(first.url, config.registrationCode);
    const player = { cookie, characterId: await save(first.url, cookie, saveBody(i)) };
    await checkPlayer(first.url, player);
    table.push(player);
  }
  await first.stop();
  return { firstStartMs: first.readyMs, reader, writers, table };
}

/**
 * The measured saves: `body` POSTed by the writers, each connection as a writer of its own, as when that
 * many players save at once. One writer for every connection kept each writer's characters within
 * reach of the product's quota (MAX_CHARACTERS_PER_USER, 200: a few hundred per writer after three
 * rounds), where a single writer reached about 8,000 and the quota check, which counts every character
 * of its owner, grew with them (docs/OPERATIONS.md, 2026-11-26).
 */
export function saveLoad(origin: string, writers: readonly string[], body: string): Options {
  const headers = { origin, 'content-type': 'application/json' };
  let next = 0;
  return {
    url: `${origin}/api/characters`,
    method: 'POST',
    headers: { ...headers, cookie: writers[0]! },
    body,
    setupClient: (client) => {
      client.setHeaders({ ...headers, cookie: writers[next++ % writers.length]! });
    },
  };
}

/**
 * One round's server: a restart on the existing data, as in production, so its memory is not inflated
 * by creating the database and its start-up is measured; then its list run and its save run.
 */
async function measureServer(
  config: ServerConfig,
  track: Track,
  players: { reader: string; writers: readonly string[]; table: readonly TablePlayer[] },
  saveRequest: string,
  weighWeb: boolean,
  label: string,
  round: number,
) {
  progress(`${label}: start-up on the existing data`);
  const server = track(await startRealServer(config));
  const idleMemory = server.memory();
  const listUrl = `${server.url}/api/characters`;
  const listBody = await (await fetch(listUrl, { headers: { cookie: players.reader } })).text();
  const listed = (JSON.parse(listBody) as { characters: unknown[] }).characters.length;
  if (listed !== SAVED_CHARACTERS) throw new Error(`the list holds ${listed} characters`);

  progress(`${label}: GET /api/characters, ${WARMUP_S} + ${DURATION_S} s`);
  const list = await load(server, { url: listUrl, headers: { cookie: players.reader } });
  progress(`${label}: POST /api/characters, ${WARMUP_S} + ${DURATION_S} s`);
  const saved = await load(server, saveLoad(server.url, players.writers, saveRequest));
  progress(`${label}: GET /api/characters beside ${PDF_BURST} PDF exports, ${PDF_LANES} at a time`);
  const burst = runPdfBurst(server.url, players.writers, pdfBurstOffset(round, players.writers.length));
  const listDuringPdf = await load(server, { url: listUrl, headers: { cookie: players.reader } }, burst);
  const pdfBurst = await burst;
  progress(`${label}: the table, ${TABLE_PLAYERS} players' lists, then rolls, at the same fixed rate`);
  const table = await measureTable(server, players.table);
  const memory = server.memory();
  let web: RouteWeight[] | null = null;
  if (weighWeb) {
    progress('web: loading /auth, /, the wizard and the play view in Chromium');
    const characterId = (JSON.parse(listBody) as { characters: { id: string }[] }).characters[0]!.id;
    web = await weighRoutes(server.url, webRoutes(characterId), players.reader);
  }
  await server.stop();
  const loads = { list, save: saved, listDuringPdf, pdfBurst, tableList: table.list, play: table.play };
  return { startupMs: server.readyMs, idleMemory, listBody, ...loads, loads, memory, web };
}

/** The bare baseline on the same data: is its answer the server's, byte for byte, and how fast. */
async function measureBaseline(
  target: Parameters<typeof startBaseline>[0],
  secret: string,
  track: Track,
  reader: string,
  listBody: string,
  label: string,
) {
  progress(`${label}: baseline GET, ${WARMUP_S} + ${DURATION_S} s`);
  const bare = track(await startBaseline(target, secret));
  const bareUrl = `${bare.url}/api/characters`;
  const baselineIdentical =
    (await (await fetch(bareUrl, { headers: { cookie: reader } })).text()) === listBody;
  const baseline = await load(bare, { url: bareUrl, headers: { cookie: reader } });
  const baselineMemory = bare.memory();
  await bare.stop();
  return { baseline, baselineIdentical, baselineMemory };
}

/**
 * A fresh data directory and secrets, and on PostgreSQL a scratch database of its own; `track` keeps
 * each server started, and `dispose` stops them and removes both.
 */
export async function backendConfig(kind: Kind) {
  const dataDir = mkdtempSync(join(tmpdir(), `edgeforge-bench-${kind}-`));
  const secret = randomBytes(32).toString('hex');
  const registrationCode = `bench-${randomBytes(6).toString('hex')}`;
  const database =
    kind === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL!, 'edgeforge_bench') : null;
  const config: ServerConfig = { dataDir, databaseUrl: database?.url ?? '', registrationCode, secret };
  const started: Child[] = [];
  const track: Track = (child) => {
    started.push(child);
    return child;
  };
  const dispose = async () => {
    await Promise.all(started.map((child) => child.stop()));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { config, database, track, dispose };
}

/**
 * Runs the bench on one backend: ROUNDS rounds of the server (list, then save) and the bare baseline,
 * alternating. `saveBody(i)` is the i-th valid save request: the first SAVED_CHARACTERS fill the list,
 * the next one is the body of the measured saves (each save adds a character, never to the list's
 * first page, which shows the reader's).
 */
export async function benchBackend(
  kind: Kind,
  saveBody: (index: number) => string,
  weighWeb: boolean,
): Promise<BackendResult> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const { config, database, track, dispose } = await backendConfig(kind);
  const { dataDir, secret } = config;
  try {
    progress(`${label}: first start on an empty database, sign-ups, ${SAVED_CHARACTERS} saves`);
    const { firstStartMs, ...players } = await fillServer(config, track, saveBody);
    const saveRequest = saveBody(SAVED_CHARACTERS);
    // The server keeps PGlite's files in DATA_DIR/pglite.
    const target = database ? { databaseUrl: database.url } : { pgliteDir: join(dataDir, 'pglite') };
    const servers: Awaited<ReturnType<typeof measureServer>>[] = [];
    const bares: Awaited<ReturnType<typeof measureBaseline>>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const of = `${label}, round ${round}/${ROUNDS}`;
      // The web weighing needs a running server: the first round's, after its load.
      servers.push(
        await measureServer(config, track, players, saveRequest, weighWeb && round === 1, of, round),
      );
      bares.push(await measureBaseline(target, secret, track, players.reader, servers[0]!.listBody, of));
    }
    const first = servers[0]!;
    const highest = (memories: { rss: number; peak: number }[]) =>
      memories.reduce((a, b) => (b.rss > a.rss ? b : a));
    return {
      kind,
      firstStartMs,
      startupsMs: servers.map((s) => s.startupMs),
      rounds: servers.map((s, i) => ({ ...s.loads, baseline: bares[i]!.baseline })),
      list: medianLoad(servers.map((s) => s.list)),
      save: medianLoad(servers.map((s) => s.save)),
      listDuringPdf: medianLoad(servers.map((s) => s.listDuringPdf)),
      tableList: medianLoad(servers.map((s) => s.tableList)),
      play: medianLoad(servers.map((s) => s.play)),
      baseline: medianLoad(bares.map((b) => b.baseline)),
      baselineIdentical: bares.every((b) => b.baselineIdentical),
      idleMemory: first.idleMemory,
      memory: highest(servers.map((s) => s.memory)),
      baselineMemory: highest(bares.map((b) => b.baselineMemory)),
      web: first.web,
      saveBodyBytes: Buffer.byteLength(saveRequest),
      listBodyBytes: Buffer.byteLength(first.listBody),
    };
  } finally {
    await dispose();
  }
}
