// The bench's report: each figure beside its budget, met or MISSED, and the summary of budgets.
import { execSync } from 'node:child_process';
import { arch, cpus, loadavg, platform } from 'node:os';
import {
  type BackendResult,
  CONNECTIONS,
  DURATION_S,
  type Load,
  SAVED_CHARACTERS,
  WARMUP_S,
} from './backend.ts';
import { REPO_ROOT } from './processes.ts';
import { SHOP_FILTER_MEDIAN_MS, type ShopFilterResult, shopFilterLines } from './shop-filter.ts';
import type { RouteWeight } from './web-bundle.ts';

const BUDGET = {
  listVsBaselinePostgres: 0.5,
  p99Ms: 50,
  /** First-load JavaScript of /auth and / (issue 16; decisions 006 and 026). */
  firstLoadJsGzip: 100 * 1024,
  startMs: 3_000,
  rss: { pglite: 1024 * 2 ** 20, postgres: 250 * 2 ** 20 },
};

interface BudgetLine {
  what: string;
  figure: string;
  ok: boolean;
}

const budgets: BudgetLine[] = [];
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Records a budget for the summary and answers the `budget: met` text to print beside the figure. */
function budget(what: string, figure: string, ok: boolean, label: string): string {
  budgets.push({ what, figure, ok });
  return `${label}: ${verdict(ok)}`;
}

function loadLine(who: string, result: Load): string {
  const failures = result.failures ? `   FAILED REQUESTS: ${result.failures}` : '';
  return `${who.padEnd(10)} ${result.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${ms(result.p50).padStart(6)}   p99 ${ms(result.p99).padStart(6)}${failures}`;
}

export function reportBackend(r: BackendResult): string[] {
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
    `  (the same server idle before the load: ${mib(r.idleMemory.rss)}; baseline process after its load: ${mib(r.baselineMemory.rss)}, under tsx)`,
    '',
  ];
}

/** The screens whose first load has the JavaScript budget. */
const FIRST_LOAD_ROUTES = ['/auth', '/'];

export function reportWeb(weights: RouteWeight[], distBuilt: Date): string[] {
  const lines = [
    `== Web app: what a fresh phone-sized browser downloads (Chromium, 390 px wide, empty cache, until network idle; JS and CSS gzip level 6 computed here, fonts and images as sent; apps/web/dist built ${distBuilt.toISOString()})`,
  ];
  for (const w of weights) {
    const redirected = w.finalPath === w.route ? '' : `   (ended on ${w.finalPath}!)`;
    const verdictText = FIRST_LOAD_ROUTES.includes(w.route)
      ? `   ${budget(`${w.route} first-load JS < 100 KB gzip`, kb(w.js.gzip), w.js.gzip < BUDGET.firstLoadJsGzip && !redirected, 'JS < 100 KB gzip')}`
      : '';
    lines.push(
      `${w.route.padEnd(20)} JS ${kb(w.js.gzip).padStart(9)} gzip (${kb(w.js.raw)} raw)   CSS ${kb(w.css.gzip).padStart(8)} gzip (${kb(w.css.raw)} raw)   fonts ${kb(w.font.raw)}   images ${kb(w.image.raw)}   ${w.files.length} files${verdictText}${redirected}`,
    );
  }
  for (const w of weights.filter((weight) => FIRST_LOAD_ROUTES.includes(weight.route))) {
    lines.push(`${w.route} files, largest first (gzip / raw):`);
    for (const file of w.files) {
      lines.push(`  ${file.path.padEnd(52)} ${kb(file.gzip).padStart(9)} / ${kb(file.raw)}`);
    }
  }
  lines.push('');
  return lines;
}

/** The shop filter's lines, its median per keystroke recorded against its 2 ms budget. */
export function reportShopFilter(result: ShopFilterResult): string[] {
  const median = `${result.filter.median.toFixed(3)} ms`;
  const ok = result.filter.median < SHOP_FILTER_MEDIAN_MS;
  const verdictText = budget(
    'Shop filter per keystroke, median (Node)',
    median,
    ok,
    `median < ${SHOP_FILTER_MEDIAN_MS} ms`,
  );
  return [...shopFilterLines(result, verdictText).map((line, i) => (i === 0 ? `== ${line}` : line)), ''];
}

export function header(): string[] {
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
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per measured run after a ${WARMUP_S} s warm-up; the server runs compiled as a child process (NODE_ENV=production, LOG_LEVEL=warn); the load generator shares the machine`,
    `Load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other work on the machine skews every figure)`,
    'Units: 1 KB = 1024 B, 1 MiB = 2^20 B; latencies from autocannon',
    '',
  ];
}

/** The summary: every budget, met or MISSED, and why p99 < 50 ms is out of reach at this concurrency. */
export function budgetSummary(): string[] {
  return [
    '== Budgets',
    ...budgets.map((line) => `${verdict(line.ok).padEnd(7)} ${line.what}: ${line.figure}`),
    `Note: with ${CONNECTIONS} connections each waiting for its answer, mean latency = ${CONNECTIONS} / throughput (Little's law),`,
    `so p99 < ${BUDGET.p99Ms} ms needs more than ${(CONNECTIONS * 1000) / BUDGET.p99Ms} req/s.`,
  ];
}
