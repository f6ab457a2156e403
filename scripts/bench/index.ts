/**
 * `npm run bench`: one run, one report (progress on stderr, the report on stdout), about 3 minutes.
 *   1. GET /api/characters (a user with 50 saved characters) and POST /api/characters (valid saves)
 *      at 50 connections with autocannon, against the real server spawned as `npm run serve` does,
 *      beside a bare node:http BASELINE (baseline-server.ts) doing the same cookie check, session
 *      lookup and list query; on PGlite, then on PostgreSQL.
 *   2. The JS and CSS bytes (gzip) a fresh browser downloads for /auth, / and /character-creation.
 *   3. Offline bio and portrait generation times (generation.ts).
 *   4. Start-up time on an existing data directory (median of 3) and the server's RSS after the load.
 * Each figure is printed with its budget, met or MISSED.
 * PostgreSQL: DATABASE_URL names a server and a database to connect to as an administrator; the bench
 * creates its own database there and drops it at the end. Without DATABASE_URL that part is skipped.
 * BENCH_DURATION (seconds per load run, default 10) shortens or lengthens the run.
 */
import { execSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { arch, cpus, loadavg, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_IDS } from '@edgeforge/rules/ids';
import { createScratchDatabase } from '@edgeforge/test-support/scratch-database';
import { requireSessionCookie } from '@edgeforge/test-support/session-cookie';
import autocannon, { type Options } from 'autocannon';
import { pgliteDir } from '../../apps/server/src/db/client.ts';
import { generateOfflineBio } from '../../apps/server/src/generation/biography/offline-bio.ts';
import { renderPortraitPng } from '../../apps/server/src/generation/portrait/render-portrait.ts';
import { buildDraft } from '../../packages/contracts/src/testing/build-draft.ts';
import { benchGeneration } from './generation.ts';
import { type Child, REPO_ROOT, startBaseline, startRealServer } from './processes.ts';
import { type RouteWeight, weighRoutes } from './web-bundle.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const SAVED_CHARACTERS = 50;
const STARTUP_RUNS = 3;
const PASSWORD = 'bench-Passw0rd-not-common';
const WEB_ROUTES = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/character-creation', signedIn: true },
];

const BUDGET = {
  listVsBaselinePostgres: 0.5,
  p99Ms: 50,
  authJsGzip: 120 * 1024,
  startMs: 3_000,
  rss: { pglite: 1024 * 2 ** 20, postgres: 250 * 2 ** 20 },
};

type Kind = 'pglite' | 'postgres';

interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  /** Errors, timeouts or non-2xx answers, when there were any. */
  failures: string | null;
}

interface BackendResult {
  kind: Kind;
  firstStartMs: number;
  startupsMs: number[];
  list: Load;
  save: Load;
  baseline: Load;
  baselineIdentical: boolean;
  idleMemory: { rss: number; peak: number };
  memory: { rss: number; peak: number };
  baselineMemory: { rss: number; peak: number };
  saveBodyBytes: number;
  listBodyBytes: number;
  web: RouteWeight[] | null;
}

interface BudgetLine {
  what: string;
  figure: string;
  ok: boolean;
}

const budgets: BudgetLine[] = [];
const progress = (text: string) => process.stderr.write(`... ${text}\n`);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Records a budget for the summary and answers the `budget: met` text to print beside the figure. */
function budget(what: string, figure: string, ok: boolean, label: string): string {
  budgets.push({ what, figure, ok });
  return `${label}: ${verdict(ok)}`;
}

/** Signs a new user up (a fresh address each time: sign-up is limited per e-mail and per IP). */
async function signUp(origin: string, registrationCode: string): Promise<string> {
  const email = `bench-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.test`;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, registrationCode }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return requireSessionCookie(response);
}

/** A valid save request: a complete draft of a role, its offline bio and a rendered portrait. */
function saveBody(index: number, portrait: string): string {
  const draft = buildDraft({ selectedRole: ROLE_IDS[index % ROLE_IDS.length]! });
  const { bio, shortBio } = generateOfflineBio(draft, index);
  return JSON.stringify({ draft, bio, shortBio, portrait });
}

async function save(origin: string, cookie: string, body: string): Promise<void> {
  const response = await fetch(`${origin}/api/characters`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body,
  });
  if (response.status !== 201) throw new Error(`save failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** A warm-up, then the measured autocannon run. */
async function load(options: Options): Promise<Load> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  const bad = result.errors + result.timeouts + result.non2xx;
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}x${count}`)
    .join(' ');
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: bad
      ? `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} (${codes})`
      : null,
  };
}

async function benchBackend(kind: Kind, portrait: string, weighWeb: boolean): Promise<BackendResult> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = mkdtempSync(join(tmpdir(), `edgeforge-bench-${kind}-`));
  const secret = randomBytes(32).toString('hex');
  const registrationCode = `bench-${randomBytes(6).toString('hex')}`;
  const database =
    kind === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL!, 'edgeforge_bench') : null;
  const config = { dataDir, databaseUrl: database?.url ?? '', registrationCode, secret };
  const stopping: Child[] = [];
  try {
    progress(`${label}: first start on an empty database, sign-ups, ${SAVED_CHARACTERS} saves`);
    const first = await startRealServer(config);
    stopping.push(first);
    const reader = await signUp(first.url, registrationCode);
    const writer = await signUp(first.url, registrationCode);
    const bodies = Array.from({ length: SAVED_CHARACTERS }, (_, i) => saveBody(i, portrait));
    for (let i = 0; i < bodies.length; i += 5) {
      await Promise.all(bodies.slice(i, i + 5).map((body) => save(first.url, reader, body)));
    }
    await first.stop();

    // The measured server is a restart on the existing data, as in production: its memory is not
    // inflated by creating the database, and its start-up is the first of the start-up runs.
    progress(`${label}: start-up 1/${STARTUP_RUNS} on the existing data`);
    const server = await startRealServer(config);
    stopping.push(server);
    const startupsMs = [server.readyMs];
    const idleMemory = server.memory();
    const listUrl = `${server.url}/api/characters`;
    const listBody = await (await fetch(listUrl, { headers: { cookie: reader } })).text();
    const listed = (JSON.parse(listBody) as { characters: unknown[] }).characters.length;
    if (listed !== SAVED_CHARACTERS) throw new Error(`the list holds ${listed} characters`);

    progress(`${label}: GET /api/characters, ${WARMUP_S} + ${DURATION_S} s`);
    const list = await load({ url: listUrl, headers: { cookie: reader } });
    progress(`${label}: POST /api/characters, ${WARMUP_S} + ${DURATION_S} s`);
    const saveRequest = saveBody(SAVED_CHARACTERS, portrait);
    const saved = await load({
      url: listUrl,
      method: 'POST',
      headers: { cookie: writer, origin: server.url, 'content-type': 'application/json' },
      body: saveRequest,
    });
    const memory = server.memory();
    let web: RouteWeight[] | null = null;
    if (weighWeb) {
      progress('web: loading /auth, / and /character-creation in Chromium');
      web = await weighRoutes(server.url, WEB_ROUTES, reader);
    }
    await server.stop();

    for (let run = 2; run <= STARTUP_RUNS; run++) {
      progress(`${label}: start-up ${run}/${STARTUP_RUNS} on the existing data`);
      const again = await startRealServer(config);
      stopping.push(again);
      startupsMs.push(again.readyMs);
      await again.stop();
    }

    progress(`${label}: baseline GET, ${WARMUP_S} + ${DURATION_S} s`);
    const bare = await startBaseline(
      database ? { databaseUrl: database.url } : { pgliteDir: pgliteDir({ DATA_DIR: dataDir }) },
      secret,
    );
    stopping.push(bare);
    const bareUrl = `${bare.url}/api/characters`;
    const baselineIdentical =
      (await (await fetch(bareUrl, { headers: { cookie: reader } })).text()) === listBody;
    const baseline = await load({ url: bareUrl, headers: { cookie: reader } });
    const baselineMemory = bare.memory();
    await bare.stop();
    return {
      kind,
      firstStartMs: first.readyMs,
      startupsMs,
      list,
      save: saved,
      baseline,
      baselineIdentical,
      idleMemory,
      memory,
      baselineMemory,
      saveBodyBytes: Buffer.byteLength(saveRequest),
      listBodyBytes: Buffer.byteLength(listBody),
      web,
    };
  } finally {
    await Promise.all(stopping.map((child) => child.stop()));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function loadLine(who: string, result: Load): string {
  const failures = result.failures ? `   FAILED REQUESTS: ${result.failures}` : '';
  return `${who.padEnd(10)} ${result.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${ms(result.p50).padStart(6)}   p99 ${ms(result.p99).padStart(6)}${failures}`;
}

function reportBackend(r: BackendResult): string[] {
  const label = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const ratio = r.list.reqPerSec / r.baseline.reqPerSec;
  const p99 = (what: string, result: Load) =>
    budget(
      `${label}: ${what} p99 < ${BUDGET.p99Ms} ms`,
      ms(result.p99),
      result.p99 < BUDGET.p99Ms && !result.failures,
      `p99 < ${BUDGET.p99Ms} ms`,
    );
  const ratioVerdict =
    r.kind === 'postgres'
      ? budget(
          'PostgreSQL: list throughput >= 50% of the bare baseline',
          `${(ratio * 100).toFixed(0)}%`,
          ratio >= BUDGET.listVsBaselinePostgres && !r.list.failures,
          '>= 50% of baseline',
        )
      : 'informative (the 50% budget is for PostgreSQL)';
  const start = median(r.startupsMs);
  const rssBudget = BUDGET.rss[r.kind];
  const rssLabel = r.kind === 'pglite' ? '< 1 GiB' : '< 250 MiB';
  const baselineHow =
    r.kind === 'pglite'
      ? 'bare node:http + PGlite opened directly on the same data directory (after the server stopped)'
      : 'bare node:http + pg (pool of 10, like the server) on the same database';
  return [
    `== ${label}`,
    `Baseline: ${baselineHow}; its answer is byte-identical to the server's: ${r.baselineIdentical ? 'yes' : 'NO'}`,
    `GET /api/characters (user with ${SAVED_CHARACTERS} saved characters, ${kb(r.listBodyBytes)} answer)`,
    `  ${loadLine('server', r.list)}   ${p99('GET /api/characters', r.list)}`,
    `  ${loadLine('baseline', r.baseline)}`,
    `  server/baseline throughput ${ratio.toFixed(2)} (${(ratio * 100).toFixed(0)}%)   ${ratioVerdict}`,
    `POST /api/characters (valid save, ${kb(r.saveBodyBytes)} body with a 512x512 portrait)`,
    `  ${loadLine('server', r.save)}   ${p99('POST /api/characters', r.save)}`,
    `Start-up on the existing data (spawn to first 200 from GET /api/auth/get-session): ${r.startupsMs.map(seconds).join(', ')}; median ${seconds(start)}   ${budget(`${label}: start-up`, seconds(start), start < BUDGET.startMs, '< 3 s')}`,
    `  (first start on an empty database, migrations included: ${seconds(r.firstStartMs)})`,
    `Server RSS after the load: ${mib(r.memory.rss)} (peak of the process ${mib(r.memory.peak)})   ${budget(`${label}: server RSS after load`, mib(r.memory.rss), r.memory.rss < rssBudget, rssLabel)}`,
    `  (the same server idle before the load: ${mib(r.idleMemory.rss)}; baseline process after its load: ${mib(r.baselineMemory.rss)}, both under tsx like the server)`,
    '',
  ];
}

function reportWeb(weights: RouteWeight[], distBuilt: Date): string[] {
  const lines = [
    `== Web app: JS and CSS a fresh browser downloads (Chromium, empty cache, until network idle; gzip level 6 computed here; apps/web/dist built ${distBuilt.toISOString()})`,
  ];
  for (const w of weights) {
    const redirected = w.finalPath === w.route ? '' : `   (ended on ${w.finalPath}!)`;
    const verdictText =
      w.route === '/auth'
        ? `   ${budget('/auth JS < 120 KB gzip', kb(w.js.gzip), w.js.gzip < BUDGET.authJsGzip && !redirected, 'JS < 120 KB gzip')}`
        : '';
    lines.push(
      `${w.route.padEnd(20)} JS ${kb(w.js.gzip).padStart(9)} gzip (${kb(w.js.raw)} raw)   CSS ${kb(w.css.gzip).padStart(8)} gzip (${kb(w.css.raw)} raw)   ${w.files.length} files${verdictText}${redirected}`,
    );
  }
  const auth = weights.find((w) => w.route === '/auth');
  if (auth) {
    lines.push('/auth files, largest first (gzip / raw):');
    for (const file of auth.files) {
      lines.push(`  ${file.path.padEnd(44)} ${kb(file.gzip).padStart(9)} / ${kb(file.raw)}`);
    }
  }
  lines.push('');
  return lines;
}

function header(): string[] {
  const git = (command: string) => {
    try {
      return execSync(command, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const commit = git('git rev-parse --short HEAD') || 'unknown';
  const dirty = git('git status --porcelain') ? ' with uncommitted changes' : '';
  const cpu = cpus();
  return [
    `Edgeforge bench, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `Machine: ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ${platform()} ${arch()}; commit ${commit}${dirty}`,
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per measured run after a ${WARMUP_S} s warm-up; the server runs as a child process (NODE_ENV=production, LOG_LEVEL=warn); the load generator shares the machine`,
    `Load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other work on the machine skews every figure)`,
    'Units: 1 KB = 1024 B, 1 MiB = 2^20 B; latencies from autocannon',
    '',
  ];
}

async function main() {
  const began = performance.now();
  const indexHtml = join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(indexHtml)) {
    progress('apps/web/dist is missing: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const lines = header();
  const portrait = renderPortraitPng(buildDraft(), 1).toString('base64');

  const kinds: Kind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const results: BackendResult[] = [];
  for (const kind of kinds) results.push(await benchBackend(kind, portrait, kind === 'pglite'));
  for (const result of results) lines.push(...reportBackend(result));
  if (!process.env.DATABASE_URL) {
    lines.push('== PostgreSQL: skipped (set DATABASE_URL to an admin connection to include it)', '');
  }
  const web = results.find((r) => r.web)?.web;
  if (web) lines.push(...reportWeb(web, statSync(indexHtml).mtime));

  progress('offline generation');
  lines.push(...(await benchGeneration()).map((line, i) => (i === 0 ? `== ${line}` : line)), '');

  lines.push('== Budgets');
  for (const line of budgets) lines.push(`${verdict(line.ok).padEnd(7)} ${line.what}: ${line.figure}`);
  lines.push(
    `Note: with ${CONNECTIONS} connections each waiting for its answer, mean latency = ${CONNECTIONS} / throughput (Little's law),`,
    `so p99 < ${BUDGET.p99Ms} ms needs more than ${(CONNECTIONS * 1000) / BUDGET.p99Ms} req/s.`,
  );
  lines.push('', `Bench time: ${seconds(performance.now() - began)}`);
  console.log(lines.join('\n'));
}

await main();
