// The bench's report: each figure beside its budget, PASS or MISS, and the summary of budgets.
import { execSync } from 'node:child_process';
import { arch, cpus, loadavg, platform } from 'node:os';
import {
  type BackendResult,
  CONNECTIONS,
  DURATION_S,
  type Load,
  PLAY_ROUTE,
  ROUNDS,
  SAVED_CHARACTERS,
  WARMUP_S,
  WIZARD_ROUTE,
} from './backend.ts';
import {
  BACKEND_LABEL,
  type BudgetResult,
  backendBudgets,
  budgetTable,
  liveBudgets,
  pdfScriptBudgets,
} from './budgets.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { GM_SCREENS, type LiveResult } from './live-load.ts';
import { median } from './median.ts';
import { PDF_BURST } from './pdf-burst.ts';
import { PDF_SAMPLES, type PdfScriptsResult, pdfScriptFigures } from './pdf-scripts.ts';
import { PLAY_DURATION_S, PLAY_PERIOD_S, TABLE_PLAYERS } from './play-load.ts';
import { REPO_ROOT } from './processes.ts';
import { SHOP_FILTER_MEDIAN_MS, type ShopFilterResult, shopFilterLines } from './shop-filter.ts';
import type { RouteWeight } from './web-bundle.ts';

// The server's load and memory budgets are in budgets.ts.
const BUDGET = {
  /** First-load JavaScript of /auth and / (issue 16; decisions 006 and 026). */
  firstLoadJsGzip: 100 * 1024,
  startMs: 3_000,
};

const budgets: BudgetResult[] = [];
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** Records a budget for the summary and answers the `budget: PASS` text to print beside the figure. */
function budget(what: string, figure: string, ok: boolean, label: string): string {
  budgets.push({ what, measured: figure, limit: label, pass: ok });
  return `${label}: ${verdict(ok)}`;
}

export function loadLine(who: string, result: Load): string {
  const failures = result.failures ? `   FAILED REQUESTS: ${result.failures}` : '';
  return `${who.padEnd(16)} ${result.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${ms(result.p50).padStart(6)}   p99 ${ms(result.p99).padStart(6)}   CPU ${ms(result.cpuMsPerRequest).padStart(6)}/request${failures}`;
}

/** Each round's run of one load, then their median (what the budgets judge). */
function runLines(who: string, runs: Load[], medianRun: Load): string[] {
  return [
    ...runs.map((run, i) => `  ${loadLine(`${who} ${i + 1}/${runs.length}`, run)}`),
    `  ${loadLine(`${who} median`, medianRun)}`,
  ];
}

export function reportBackend(r: BackendResult): string[] {
  const label = BACKEND_LABEL[r.kind];
  const [throughput, listP99, saveP99, rss, duringPdf, play] = backendBudgets({
    kind: r.kind,
    list: r.list,
    baseline: r.baseline,
    save: r.save,
    rssAfterLoad: r.memory.rss,
    listDuringPdf: r.listDuringPdf,
    table: { list: r.tableList, play: r.play },
  });
  const bursts = r.rounds.map(
    (round) =>
      `${Object.entries(round.pdfBurst.statuses)
        .map(([status, count]) => `${status}x${count}`)
        .join(' ')} (slowest ${seconds(round.pdfBurst.slowestMs)})`,
  );
  const verdictOf = (result: BudgetResult | undefined) => {
    if (!result) return '';
    budgets.push(result);
    return `${result.measured}   ${result.limit}: ${verdict(result.pass)}`;
  };
  const start = median(r.startupsMs);
  const baselineHow =
    r.kind === 'pglite'
      ? 'bare node:http + PGlite opened directly on the same data directory (after the server stopped)'
      : 'bare node:http + pg (pool of 10, like the server) on the same database';
  return [
    `== ${label}`,
    `Baseline: ${baselineHow}; its answer is byte-identical to the server's: ${r.baselineIdentical ? 'yes' : 'NO'}`,
    `GET /api/characters (user with ${SAVED_CHARACTERS} saved characters, ${kb(r.listBodyBytes)} answer)`,
    ...runLines(
      'server',
      r.rounds.map((round) => round.list),
      r.list,
    ),
    ...runLines(
      'baseline',
      r.rounds.map((round) => round.baseline),
      r.baseline,
    ),
    `  throughput vs bare: ${verdictOf(throughput)}`,
    `  p99 vs bare p99: ${verdictOf(listP99)}`,
    `POST /api/characters (valid save, ${kb(r.saveBodyBytes)} body: a save naming its generated portrait sends no image; ${CONNECTIONS} players, one per connection)`,
    ...runLines(
      'server',
      r.rounds.map((round) => round.save),
      r.save,
    ),
    `  save p99 vs list p99: ${verdictOf(saveP99)}`,
    `GET /api/characters beside ${PDF_BURST} PDF exports of distinct characters, four at a time (issue 32)`,
    ...runLines(
      'server',
      r.rounds.map((round) => round.listDuringPdf),
      r.listDuringPdf,
    ),
    `  the exports, by round: ${bursts.join('; ')}`,
    `  p99 vs list p99 without them: ${verdictOf(duringPdf)}`,
    `The table (issue 26): ${TABLE_PLAYERS} players in turn, each acting once every ${PLAY_PERIOD_S} s (${TABLE_PLAYERS / PLAY_PERIOD_S} requests a second, evenly spaced; latency from each request's slot), ${PLAY_DURATION_S} s per run`,
    ...runLines(
      'own list',
      r.rounds.map((round) => round.tableList),
      r.tableList,
    ),
    ...runLines(
      'roll (command)',
      r.rounds.map((round) => round.play),
      r.play,
    ),
    `  play command p99 vs list p99: ${verdictOf(play)}`,
    `Start-up on the existing data, each round's (spawn to first 200 from GET /api/auth/get-session): ${r.startupsMs.map(seconds).join(', ')}; median ${seconds(start)}   ${budget(`${label}: start-up`, seconds(start), start < BUDGET.startMs, '< 3 s')}`,
    `  (first start on an empty database, migrations included: ${seconds(r.firstStartMs)})`,
    `Server RSS after the load, highest of the rounds: ${verdictOf(rss)} (peak of the process ${mib(r.memory.peak)})`,
    `  (the same server idle before the load: ${mib(r.idleMemory.rss)}; baseline process after its load: ${mib(r.baselineMemory.rss)}, under tsx)`,
    '',
  ];
}

/** The screens whose first load has the JavaScript budget. */
const FIRST_LOAD_ROUTES = ['/auth', '/'];

/** The play view's first-load JS against the wizard's, measured in the same run (issue 26). */
function playAgainstWizard(weights: RouteWeight[]): string[] {
  const play = weights.find((w) => w.route === PLAY_ROUTE);
  const wizard = weights.find((w) => w.route === WIZARD_ROUTE);
  if (!play || !wizard) return [];
  const whole = play.finalPath === play.path && wizard.finalPath === wizard.path;
  const figure = `${kb(play.js.gzip)} against ${kb(wizard.js.gzip)}`;
  const ok = whole && play.js.gzip < wizard.js.gzip;
  return [
    `The play view's first-load JS against the wizard's: ${figure}   ${budget('Play view first-load JS vs the wizard', figure, ok, "< the wizard's")}`,
  ];
}

export function reportWeb(weights: RouteWeight[], distBuilt: Date): string[] {
  const lines = [
    `== Web app: what a fresh phone-sized browser downloads (Chromium, 390 px wide, empty cache, until network idle; JS and CSS gzip level 6 computed here, fonts and images as sent; apps/web/dist built ${distBuilt.toISOString()})`,
  ];
  for (const w of weights) {
    const redirected = w.finalPath === w.path ? '' : `   (ended on ${w.finalPath}!)`;
    const verdictText = FIRST_LOAD_ROUTES.includes(w.route)
      ? `   ${budget(`${w.route} first-load JS < 100 KB gzip`, kb(w.js.gzip), w.js.gzip < BUDGET.firstLoadJsGzip && !redirected, 'JS < 100 KB gzip')}`
      : '';
    lines.push(
      `${w.route.padEnd(20)} JS ${kb(w.js.gzip).padStart(9)} gzip (${kb(w.js.raw)} raw)   CSS ${kb(w.css.gzip).padStart(8)} gzip (${kb(w.css.raw)} raw)   fonts ${kb(w.font.raw)}   images ${kb(w.image.raw)}   ${w.files.length} files${verdictText}${redirected}`,
    );
  }
  lines.push(...playAgainstWizard(weights));
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
  const medianText = `${result.filter.median.toFixed(3)} ms`;
  const ok = result.filter.median < SHOP_FILTER_MEDIAN_MS;
  const verdictText = budget(
    'Shop filter per keystroke, median (Node)',
    medianText,
    ok,
    `median < ${SHOP_FILTER_MEDIAN_MS} ms`,
  );
  return [...shopFilterLines(result, verdictText).map((line, i) => (i === 0 ? `== ${line}` : line)), ''];
}

/** Each budget recorded for the summary, and its line: the figure beside its limit, PASS or MISS. */
export const judgedLines = (results: readonly BudgetResult[]) =>
  results.map((judged) => {
    budgets.push(judged);
    return `  ${judged.what}: ${judged.measured}   ${judged.limit}: ${verdict(judged.pass)}`;
  });

/** The live stream's two budgets on one database (issue 27). */
export function reportLive(result: LiveResult): string[] {
  const how =
    result.processes > 1
      ? `the players' commands to one server process, the GMs' streams and refetches to another (LISTEN/NOTIFY between them)`
      : 'one server process';
  const lines = [
    `== Live streams on ${BACKEND_LABEL[result.kind]} (issue 27): ${GM_SCREENS} GMs' screens (one stream each: the campaign and its five characters, a character's play refetched on its notice), ${TABLE_PLAYERS} players each acting once every ${PLAY_PERIOD_S} s, evenly spaced, ${PLAY_DURATION_S} s; ${how}; latency from the command's slot to the GM's refetch holding its event`,
  ];
  lines.push(...judgedLines(liveBudgets(result)));
  for (const note of result.notes) lines.push(`  (${note})`);
  lines.push('');
  return lines;
}

/** The PDF in other scripts against the Latin-only PDF, both budgets recorded (decision 041). */
export function reportPdfScripts(result: PdfScriptsResult): string[] {
  const figures = pdfScriptFigures(result);
  const [size, time] = pdfScriptBudgets(figures);
  const lines = [
    `== PDF of a character in Japanese, Chinese, Korean, Arabic and emoji vs a Latin-only one (${PDF_SAMPLES} exports of each, one at a time, medians without the first of each kind)`,
  ];
  lines.push(...judgedLines([size, time].filter((judged) => judged !== undefined)));
  lines.push(
    `  first export in other scripts (reads the Noto fonts): ${ms(figures.firstInternationalMs)}; each export, Latin: ${result.latin.ms.map(ms).join(', ')}; other scripts: ${result.international.ms.map(ms).join(', ')}`,
    '',
  );
  return lines;
}

/** Lighthouse's performance figures, each screen's score and mobile LCP recorded against its floor. */
export function reportLighthouse(result: LighthouseResult): string[] {
  const lines = [
    '== Lighthouse performance (e2e/lighthouse.spec.ts with LIGHTHOUSE_PERFORMANCE=1; mobile: median of three runs)',
  ];
  for (const f of result.figures) {
    const who = `Lighthouse ${f.preset} ${f.path}`;
    const score = Math.round(f.performance * 100);
    const floor = Math.round(f.floor * 100);
    const runs = `runs ${f.performanceOfEachRun.map((p) => Math.round(p * 100)).join(', ')}; host benchmarkIndex ${f.benchmarkIndexOfEachRun.join(', ')}`;
    const verdicts = [budget(`${who}: performance`, String(score), score >= floor, `>= ${floor}`)];
    if (f.lcpLimitMs !== undefined) {
      verdicts.push(
        budget(`${who}: LCP`, seconds(f.lcpMs), f.lcpMs < f.lcpLimitMs, `LCP < ${seconds(f.lcpLimitMs)}`),
      );
    }
    lines.push(
      `${who.padEnd(40)} performance ${String(score).padStart(3)}   LCP ${seconds(f.lcpMs)}   (${runs})   ${verdicts.join('   ')}`,
    );
  }
  for (const error of result.errors) {
    lines.push(`  ${budget('Lighthouse run', 'failed', false, 'every audit ran')}: ${error}`);
  }
  if (result.figures.length === 0 && result.errors.length === 0) {
    lines.push(`  ${budget('Lighthouse run', 'no figures', false, 'every audit ran')}`);
  }
  lines.push('');
  return lines;
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
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per measured run after a ${WARMUP_S} s warm-up, ${ROUNDS} rounds per database alternating the server (list, then save) and the bare baseline, budgets on the medians; the server runs compiled as a child process (NODE_ENV=production, LOG_LEVEL=warn); the load generator shares the machine`,
    `Load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other work on the machine skews every figure)`,
    'Units: 1 KB = 1024 B, 1 MiB = 2^20 B; latencies from autocannon',
    '',
  ];
}

/** The summary: every budget, PASS or MISS, as a markdown table to paste into docs/OPERATIONS.md. */
export function budgetSummary(): string[] {
  return ['== Budgets (markdown)', '', ...budgetTable(budgets)];
}
