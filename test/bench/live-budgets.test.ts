import { describe, expect, it } from 'vitest';
import { type LiveFigures, liveBudgets } from '../../scripts/bench/budgets.ts';

const MIB = 2 ** 20;
const figures = (overrides: Partial<LiveFigures> = {}): LiveFigures => ({
  kind: 'postgres',
  processes: 2,
  latency: { p50: 40, p99: 249, answerP99: 30, commands: 300, cpuMsPerCommand: 9, failures: null },
  idle: { streams: 1000, rssBefore: 200 * MIB, rssAfter: 299 * MIB },
  ...overrides,
});
const latency = (p99: number, failures: string | null = null) => ({ ...figures().latency, p99, failures });
const idle = (extraMib: number) => ({
  streams: 1000,
  rssBefore: 200 * MIB,
  rssAfter: (200 + extraMib) * MIB,
});
const verdicts = (f: LiveFigures) => liveBudgets(f).map((b) => b.pass);

describe("the live stream's budgets", () => {
  it('pass under 250 ms of p99 and 100 MiB of extra RSS, and say how they were measured', () => {
    expect(liveBudgets(figures())).toEqual([
      {
        what: "PostgreSQL, 2 processes: player's action to the GM's screen, p99",
        measured:
          "249 ms (p50 40 ms; the command's own answer p99 30 ms; 300 commands, server CPU 9 ms each)",
        limit: '< 250 ms',
        pass: true,
      },
      {
        what: 'PostgreSQL: 1000 idle live streams, extra RSS',
        measured: '99 MiB (200 MiB before, 299 MiB after)',
        limit: '< 100 MiB',
        pass: true,
      },
    ]);
  });

  it('miss each one at its limit', () => {
    expect(verdicts(figures({ latency: latency(250) }))).toEqual([false, true]);
    expect(verdicts(figures({ idle: idle(100) }))).toEqual([true, false]);
  });

  it('miss the latency when a command failed or never reached a screen, or nothing was measured', () => {
    expect(verdicts(figures({ latency: latency(20, '3x never reached the GM screen') }))).toEqual([
      false,
      true,
    ]);
    expect(verdicts(figures({ latency: latency(Number.NaN) }))).toEqual([false, true]);
  });

  it('name one process on PGlite', () => {
    expect(liveBudgets(figures({ kind: 'pglite', processes: 1 }))[0]?.what).toBe(
      "PGlite: player's action to the GM's screen, p99",
    );
  });
});
