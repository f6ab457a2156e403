/**
 * `npm run bench`: one run, one report (progress on stderr, the report on stdout), about 4 minutes and
 * the live streams' part.
 *   1. GET /api/characters (a user with 50 saved characters) and POST /api/characters (valid saves,
 *      each connection a player of its own) at 50 connections with autocannon, against the compiled server spawned as `npm run serve` does
 *      (built first, so the figures are always those of the code in the working tree),
 *      beside a bare node:http BASELINE (baseline-server.ts) doing the same cookie check, session
 *      lookup and list query; on PGlite, then on PostgreSQL. Three rounds each, the server and the
 *      baseline alternating, each figure the median of its three runs (backend.ts). In each round, the
 *      table (play-load.ts): 100 players' own lists, then their play commands, at a game night's pace.
 *   2. The JS and CSS bytes (gzip) a fresh browser downloads for /auth, /, /character-creation and a
 *      saved character's play view, which stays under the wizard's.
 *   3. Offline bio and portrait generation times (generation.ts), and the shop's search filter per
 *      keystroke over the whole catalogue beside a baseline without its index (shop-filter.ts).
 *   3b. The PDF of a character in other scripts against a Latin-only one's: size and render time
 *      (pdf-scripts.ts, decision 041).
 *   4. Start-up time on an existing data directory (median of the rounds' starts) and the server's RSS
 *      after the load.
 *   4b. The live streams (live-load.ts, issue 27), per database: a player's action to the GM's screen
 *      with 20 GMs' screens and the table's 100 players (two server processes on PostgreSQL), and the
 *      resident memory of 1,000 idle streams on one process.
 *   5. Lighthouse's performance score and mobile LCP of /auth, /, /characters, /character-creation and
 *      the play view (lighthouse.ts; the browser suite's Lighthouse spec, which needs the built server).
 * Each figure is printed with its budget, met or MISSED.
 * PostgreSQL: DATABASE_URL names a server and a database to connect to as an administrator; the bench
 * creates its own database there and drops it at the end. Without DATABASE_URL that part is skipped.
 * BENCH_DURATION (seconds per load run, default 5) and BENCH_ROUNDS (default 3) shorten or lengthen it.
 * BENCH_ONLY=pglite|postgres runs the server part on that database only (and skips the web, generation
 * and shop-filter parts): a quicker before/after of one backend. BENCH_PART=live runs the live streams'
 * part alone (on the databases BENCH_ONLY and DATABASE_URL select); BENCH_PLAY_DURATION sets its run.
 *   4c. The encounters (encounter-load.ts, issue 29), per database: GMs' actions (damage, next turn)
 *      beside their players' lists, and each "next turn" to the players' phones. BENCH_PART=encounter
 *      runs this part alone, on the databases BENCH_ONLY and DATABASE_URL select.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type BackendResult, benchBackend, type Kind, progress } from './backend.ts';
import { benchEncounter } from './encounter-load.ts';
import { reportEncounter } from './encounter-report.ts';
import { benchGeneration } from './generation.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLive } from './live-load.ts';
import { benchPdfScripts } from './pdf-scripts.ts';
import { REPO_ROOT } from './processes.ts';
import {
  budgetSummary,
  header,
  reportBackend,
  reportLighthouse,
  reportLive,
  reportPdfScripts,
  reportShopFilter,
  reportWeb,
  seconds,
} from './report.ts';
import { saveRequestBody } from './save-body.ts';
import { benchShopFilter } from './shop-filter.ts';

function npm(args: string[]): void {
  const run = spawnSync('npm', args, { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

/** BENCH_ONLY: one database's server part only, or null for the whole bench. */
function benchOnly(): Kind | null {
  const only = process.env.BENCH_ONLY;
  if (!only) return null;
  if (only !== 'pglite' && only !== 'postgres') throw new Error('BENCH_ONLY is pglite or postgres');
  return only;
}

async function main() {
  const began = performance.now();
  const indexHtml = join(REPO_ROOT, 'apps/web/dist/index.html');
  const part = process.env.BENCH_PART;
  if (part && part !== 'live' && part !== 'encounter') throw new Error('BENCH_PART is live or encounter');
  const liveOnly = part !== undefined;
  if (!liveOnly && !existsSync(indexHtml)) {
    progress('apps/web/dist is missing: npm run build -w apps/web');
    npm(['run', 'build', '-w', 'apps/web']);
  }
  // About a second: the measured server is always the code in the working tree.
  progress('building the server: npm run build -w apps/server');
  npm(['run', 'build', '-w', 'apps/server']);
  const lines = header();

  const only = benchOnly();
  const available: Kind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (only && !available.includes(only)) throw new Error(`BENCH_ONLY=${only} needs DATABASE_URL`);
  const kinds = only ? [only] : available;
  const results: BackendResult[] = [];
  for (const kind of liveOnly ? [] : kinds) {
    results.push(await benchBackend(kind, saveRequestBody, !only && kind === 'pglite'));
  }
  for (const result of results) lines.push(...reportBackend(result));
  for (const kind of part === 'encounter' ? [] : kinds) lines.push(...reportLive(await benchLive(kind)));
  for (const kind of part === 'live' ? [] : kinds) lines.push(...reportEncounter(await benchEncounter(kind)));
  if (!process.env.DATABASE_URL) {
    lines.push('== PostgreSQL: skipped (set DATABASE_URL to an admin connection to include it)', '');
  }
  const web = results.find((r) => r.web)?.web;
  if (web) lines.push(...reportWeb(web, statSync(indexHtml).mtime));

  if (!only && !liveOnly) {
    progress('offline generation');
    lines.push(...(await benchGeneration()).map((line, i) => (i === 0 ? `== ${line}` : line)), '');
    progress('shop filter');
    lines.push(...reportShopFilter(benchShopFilter()));
    progress('PDF in other scripts against a Latin-only one');
    lines.push(...reportPdfScripts(await benchPdfScripts()));
    // Last, with nothing else of the bench running: Lighthouse scores the CPU time it measured.
    progress('Lighthouse performance of the first screens (about two minutes)');
    lines.push(...reportLighthouse(benchLighthouse()));
  }

  lines.push(...budgetSummary());
  lines.push('', `Bench time: ${seconds(performance.now() - began)}`);
  console.log(lines.join('\n'));
}

await main();
