/**
 * The server's budgets (issue 16), as ratios to the bare baseline measured in the same run, since the
 * machine's other work moves every absolute figure: per database, list throughput at least 80 % of the
 * bare server's, list p99 at most 1.5x the bare p99, save p99 at most 2x the list p99, and the compiled
 * server's RSS after the load under a ceiling; (issue 32) the list p99 while PDF exports run beside
 * it at most 1.5x the list p99 without them; (issue 26) a play command's p99, with the table's
 * players each acting once every 5 s, at most 1.5x the same players' list p99 at the same rate; and
 * (decision 041) the PDF of a character written in other scripts at most twice the size and twice the
 * render time of a Latin-only one; (issue 27) a player's action reaching the GM's screen, p99, and the
 * memory of idle live streams; (issue 29) an encounter action's p99 at most 1.5x the list's p99 in the
 * same run, and a "next turn" reaching a player's phone within the live budget. A run with failed
 * requests misses its budget.
 */

import type { RunFigures } from './median.ts';

export type Backend = 'pglite' | 'postgres';

/** One load run, as backend.ts measures it. */
export interface LoadFigures {
  reqPerSec: number;
  p99: number;
  failures: string | null;
}

export interface BackendFigures {
  kind: Backend;
  list: LoadFigures;
  baseline: LoadFigures;
  save: LoadFigures;
  /** Bytes. */
  rssAfterLoad: number;
  /** The list run beside a burst of PDF exports, when measured. */
  listDuringPdf?: LoadFigures;
  /** The table's fixed-rate runs (play-load.ts), when measured. */
  table?: { list: LoadFigures; play: LoadFigures };
}

/** One budget: what, the measured figure, the limit, and whether the figure is within it. */
export interface BudgetResult {
  what: string;
  measured: string;
  limit: string;
  pass: boolean;
}

export const SERVER_BUDGETS = {
  /** List throughput / the bare baseline's, at least. */
  listThroughputVsBare: 0.8,
  /** List p99 / the bare baseline's p99, at most. */
  listP99VsBare: 1.5,
  /** Save p99 / the list p99 of the same run, at most. */
  saveP99VsList: 2,
  /** List p99 beside a burst of PDF exports / the list p99 without, at most. */
  listP99DuringPdf: 1.5,
  /** A play command's p99 / the list's p99, both at the table's fixed rate, at most. */
  playP99VsList: 1.5,
  /** An encounter action's p99 / the list's p99 in the same run, at most (issue 29). */
  encounterP99VsList: 1.5,
  /** RSS of the compiled server after the load, at most. */
  rssAfterLoad: { postgres: 250 * 2 ** 20, pglite: 600 * 2 ** 20 } satisfies Record<Backend, number>,
};

export const BACKEND_LABEL: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const times = (ratio: number) => `${ratio.toFixed(2)}x`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const failed = (...runs: LoadFigures[]) => runs.some((run) => run.failures !== null);
/** A ratio whose denominator is 0 is no measurement: infinite, so it passes no "at most" budget. */
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);

/** The four budgets of one database's run, and the PDF burst's when it was measured. */
export function backendBudgets(figures: BackendFigures): BudgetResult[] {
  const label = BACKEND_LABEL[figures.kind];
  const { list, baseline, save } = figures;
  const throughput = ratio(list.reqPerSec, baseline.reqPerSec);
  const listP99 = ratio(list.p99, baseline.p99);
  const saveP99 = ratio(save.p99, list.p99);
  const rssLimit = SERVER_BUDGETS.rssAfterLoad[figures.kind];
  const note = (...runs: LoadFigures[]) => (failed(...runs) ? ' (failed requests)' : '');
  return [
    {
      what: `${label}: list throughput vs bare`,
      measured: `${percent(throughput)} (${list.reqPerSec.toFixed(0)} / ${baseline.reqPerSec.toFixed(0)} req/s)${note(list, baseline)}`,
      limit: `>= ${percent(SERVER_BUDGETS.listThroughputVsBare)}`,
      pass: throughput >= SERVER_BUDGETS.listThroughputVsBare && !failed(list, baseline),
    },
    {
      what: `${label}: list p99 vs bare p99`,
      measured: `${times(listP99)} (${list.p99} / ${baseline.p99} ms)${note(list, baseline)}`,
      limit: `<= ${times(SERVER_BUDGETS.listP99VsBare)}`,
      pass: listP99 <= SERVER_BUDGETS.listP99VsBare && !failed(list, baseline),
    },
    {
      what: `${label}: save p99 vs list p99`,
      measured: `${times(saveP99)} (${save.p99} / ${list.p99} ms)${note(save, list)}`,
      limit: `<= ${times(SERVER_BUDGETS.saveP99VsList)}`,
      pass: saveP99 <= SERVER_BUDGETS.saveP99VsList && !failed(save, list),
    },
    {
      what: `${label}: server RSS after load`,
      measured: mib(figures.rssAfterLoad),
      limit: `<= ${mib(rssLimit)}`,
      pass: figures.rssAfterLoad <= rssLimit,
    },
    ...(figures.listDuringPdf ? [pdfBudget(label, list, figures.listDuringPdf)] : []),
    ...(figures.table ? [playBudget(label, figures.table)] : []),
  ];
}

/** A play command's p99 against the list's, both at the table's fixed rate (issue 26). */
function playBudget(label: string, table: { list: LoadFigures; play: LoadFigures }): BudgetResult {
  const p99 = ratio(table.play.p99, table.list.p99);
  const note = failed(table.play, table.list) ? ' (failed requests)' : '';
  return {
    what: `${label}: play command p99 vs list p99 at the table's rate`,
    measured: `${times(p99)} (${table.play.p99} / ${table.list.p99} ms)${note}`,
    limit: `<= ${times(SERVER_BUDGETS.playP99VsList)}`,
    pass: p99 <= SERVER_BUDGETS.playP99VsList && !failed(table.play, table.list),
  };
}

/** The list's p99 beside a burst of PDF exports against its p99 without (issue 32). */
function pdfBudget(label: string, list: LoadFigures, during: LoadFigures): BudgetResult {
  const p99 = ratio(during.p99, list.p99);
  const note = failed(during, list) ? ' (failed requests)' : '';
  return {
    what: `${label}: list p99 beside PDF exports vs list p99`,
    measured: `${times(p99)} (${during.p99} / ${list.p99} ms)${note}`,
    limit: `<= ${times(SERVER_BUDGETS.listP99DuringPdf)}`,
    pass: p99 <= SERVER_BUDGETS.listP99DuringPdf && !failed(during, list),
  };
}

/**
 * The PDF of a character in Japanese, Chinese, Korean, Arabic and emoji against a Latin-only one's
 * (decision 041): the fallback fonts are embedded as subsets of the glyphs used, so the file grows by
 * kilobytes (a whole CJK font would add megabytes), and each is read once per worker.
 */
export const PDF_SCRIPT_BUDGETS = {
  /** File size / the Latin-only PDF's, at most. */
  sizeVsLatin: 2,
  /** Render time (median, first export of each kind left out) / the Latin-only PDF's, at most. */
  timeVsLatin: 2,
};

/** The medians of the PDF exports of both kinds, as scripts/bench/pdf-scripts.ts measures them. */
export interface PdfScriptFigures {
  latinBytes: number;
  internationalBytes: number;
  latinMs: number;
  internationalMs: number;
}

/** The two budgets of the PDF in other scripts. */
export function pdfScriptBudgets(figures: PdfScriptFigures): BudgetResult[] {
  const size = ratio(figures.internationalBytes, figures.latinBytes);
  const time = ratio(figures.internationalMs, figures.latinMs);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    {
      what: 'PDF in other scripts: size vs Latin-only',
      measured: `${times(size)} (${kib(figures.internationalBytes)} / ${kib(figures.latinBytes)})`,
      limit: `<= ${times(PDF_SCRIPT_BUDGETS.sizeVsLatin)}`,
      pass: size <= PDF_SCRIPT_BUDGETS.sizeVsLatin,
    },
    {
      what: 'PDF in other scripts: render time vs Latin-only',
      measured: `${times(time)} (${figures.internationalMs.toFixed(0)} / ${figures.latinMs.toFixed(0)} ms)`,
      limit: `<= ${times(PDF_SCRIPT_BUDGETS.timeVsLatin)}`,
      pass: time <= PDF_SCRIPT_BUDGETS.timeVsLatin,
    },
  ];
}

/** The live stream's budgets (issue 27, decision 042): absolute, as the issue sets them. */
export const LIVE_BUDGETS = {
  /** From a player's command to the GM's refetched screen showing it, p99, at most (ms). */
  actionToScreenP99Ms: 250,
  /** Extra resident memory of one process holding the idle streams, under (bytes). */
  idleStreamsRss: 100 * 2 ** 20,
};

/** One database's live figures, as scripts/bench/live-load.ts measures them. */
export interface LiveFigures {
  kind: Backend;
  /** Server processes: the players' commands to the first, the GMs' streams to the last. */
  processes: number;
  /** `cpuMsPerCommand`: the server processes' CPU time per command, its notices and refetches included. */
  /** `answerP99`: the command's own answer to the player, beside its way to the GM's screen. */
  latency: {
    p50: number;
    p99: number;
    answerP99: number;
    commands: number;
    cpuMsPerCommand: number;
    failures: string | null;
  };
  idle: { streams: number; rssBefore: number; rssAfter: number };
}

/** The two live budgets of one database. */
export function liveBudgets(figures: LiveFigures): BudgetResult[] {
  const label = `${BACKEND_LABEL[figures.kind]}${figures.processes > 1 ? `, ${figures.processes} processes` : ''}`;
  const { latency, idle } = figures;
  const extra = idle.rssAfter - idle.rssBefore;
  const limit = LIVE_BUDGETS.actionToScreenP99Ms;
  return [
    {
      what: `${label}: player's action to the GM's screen, p99`,
      measured: `${latency.p99} ms (p50 ${latency.p50} ms; the command's own answer p99 ${latency.answerP99} ms; ${latency.commands} commands, server CPU ${latency.cpuMsPerCommand} ms each)${latency.failures ? ` (${latency.failures})` : ''}`,
      limit: `< ${limit} ms`,
      pass: latency.p99 < limit && latency.failures === null,
    },
    {
      what: `${BACKEND_LABEL[figures.kind]}: ${idle.streams} idle live streams, extra RSS`,
      measured: `${mib(extra)} (${mib(idle.rssBefore)} before, ${mib(idle.rssAfter)} after)`,
      limit: `< ${mib(LIVE_BUDGETS.idleStreamsRss)}`,
      pass: extra < LIVE_BUDGETS.idleStreamsRss,
    },
  ];
}

/** One database's encounter run, as scripts/bench/encounter-load.ts measures it (issue 29). */
export interface EncounterFigures {
  kind: Backend;
  /** The players' own lists, at the table's pace, in the same run as the GMs' actions. */
  list: RunFigures;
  /** The GMs' encounter actions (damage, next turn). */
  action: RunFigures;
  /** From a "next turn" command's slot to each player's phone showing the new turn. */
  turnToPhone: { p50: number; p99: number; turns: number; sightings: number; failures: string | null };
}

/** The encounter's two budgets on one database (issue 29). */
export function encounterBudgets(figures: EncounterFigures): BudgetResult[] {
  const label = BACKEND_LABEL[figures.kind];
  const { list, action, turnToPhone: phone } = figures;
  const p99 = ratio(action.p99, list.p99);
  const note = failed(action, list) ? ' (failed requests)' : '';
  const limit = LIVE_BUDGETS.actionToScreenP99Ms;
  return [
    {
      what: `${label}: encounter action p99 vs list p99, same run`,
      measured: `${times(p99)} (${action.p99} / ${list.p99} ms; ${action.requests} actions)${note}`,
      limit: `<= ${times(SERVER_BUDGETS.encounterP99VsList)}`,
      pass: p99 <= SERVER_BUDGETS.encounterP99VsList && !failed(action, list),
    },
    {
      what: `${label}: next turn to a player's phone, p99`,
      measured: `${phone.p99} ms (p50 ${phone.p50} ms; ${phone.turns} turns, ${phone.sightings} phone sightings)${phone.failures ? ` (${phone.failures})` : ''}`,
      limit: `< ${limit} ms`,
      pass: phone.p99 < limit && phone.failures === null,
    },
  ];
}

/** Every budget as a markdown table, ready to paste into docs/OPERATIONS.md. */
export function budgetTable(results: readonly BudgetResult[]): string[] {
  return [
    '| budget | measured | limit | verdict |',
    '| --- | --- | --- | --- |',
    ...results.map((r) => `| ${r.what} | ${r.measured} | ${r.limit} | ${r.pass ? 'PASS' : '**MISS**'} |`),
  ];
}
