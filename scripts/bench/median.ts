/** The figures of one load run (backend.ts), which the median of several runs is taken over. */
export interface RunFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  /**
   * CPU time the process under load used per answered request (user and system): less sensitive to
   * the other work on a shared machine than throughput, which it explains.
   */
  cpuMsPerRequest: number;
  /** Errors, timeouts or non-2xx answers, when there were any. */
  failures: string | null;
}

/** The value at `p` percent of the sorted values (index floor(p/100 x count), the last at most); NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The middle value (the upper middle of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/**
 * Several runs of one load as one: each figure is the median of the runs' (so one run slowed by the
 * machine's other work does not decide a budget), the requests are summed, and any run's failed
 * requests are kept, numbered by run, so that the budget still misses.
 */
export function medianLoad(runs: readonly RunFigures[]): RunFigures {
  const of = (figure: (run: RunFigures) => number) => median(runs.map(figure));
  const failures = runs.flatMap((run, i) => (run.failures ? [`run ${i + 1}: ${run.failures}`] : []));
  return {
    reqPerSec: of((run) => run.reqPerSec),
    p50: of((run) => run.p50),
    p99: of((run) => run.p99),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    cpuMsPerRequest: of((run) => run.cpuMsPerRequest),
    failures: failures.length > 0 ? failures.join('; ') : null,
  };
}
