import { describe, expect, it } from 'vitest';
import { type BackendFigures, backendBudgets, budgetTable } from '../../scripts/bench/budgets.ts';

const MIB = 2 ** 20;
const run = (reqPerSec: number, p99: number) => ({ reqPerSec, p99, failures: null });
const figures = (overrides: Partial<BackendFigures> = {}): BackendFigures => ({
  kind: 'postgres',
  list: run(800, 150),
  baseline: run(1000, 100),
  save: run(200, 300),
  rssAfterLoad: 250 * MIB,
  ...overrides,
});
const verdicts = (f: BackendFigures) => backendBudgets(f).map((b) => b.pass);

describe("the server's budgets", () => {
  it('pass exactly at their limits: 80 % of the bare throughput, 1.5x its p99, 2x the list p99, the RSS ceiling', () => {
    expect(verdicts(figures())).toEqual([true, true, true, true]);
    expect(backendBudgets(figures()).map((b) => b.measured)).toEqual([
      '80 % (800 / 1000 req/s)',
      '1.50x (150 / 100 ms)',
      '2.00x (300 / 150 ms)',
      '250 MiB',
    ]);
  });

  it('miss each one just past its limit', () => {
    expect(verdicts(figures({ list: run(799, 100) }))).toEqual([false, true, false, true]);
    expect(verdicts(figures({ list: run(900, 151), save: run(200, 200) }))).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(verdicts(figures({ save: run(200, 301) }))).toEqual([true, true, false, true]);
    expect(verdicts(figures({ rssAfterLoad: 250 * MIB + 1 }))).toEqual([true, true, true, false]);
  });

  it('allow PGlite 600 MiB of RSS', () => {
    expect(verdicts(figures({ kind: 'pglite', rssAfterLoad: 600 * MIB }))[3]).toBe(true);
    expect(verdicts(figures({ kind: 'pglite', rssAfterLoad: 601 * MIB }))[3]).toBe(false);
  });

  it('miss a budget whose runs had failed requests, or whose reference measured nothing', () => {
    const failing = { ...run(2000, 10), failures: 'timeouts 3' };
    expect(verdicts(figures({ list: failing }))).toEqual([false, false, false, true]);
    expect(verdicts(figures({ baseline: run(1000, 0) }))).toEqual([true, false, true, true]);
  });

  it('print as a markdown table, misses in bold', () => {
    const table = budgetTable(backendBudgets(figures({ kind: 'pglite', rssAfterLoad: 700 * MIB })));
    expect(table[0]).toBe('| budget | measured | limit | verdict |');
    expect(table).toContain('| PGlite: list throughput vs bare | 80 % (800 / 1000 req/s) | >= 80 % | PASS |');
    expect(table).toContain('| PGlite: server RSS after load | 700 MiB | <= 600 MiB | **MISS** |');
  });

  it('judge the list beside PDF exports against the list without them: at most 1.5x', () => {
    const during = (p99: number) => backendBudgets(figures({ listDuringPdf: run(700, p99) }))[4];
    expect(during(225)).toMatchObject({ measured: '1.50x (225 / 150 ms)', limit: '<= 1.50x', pass: true });
    expect(during(226)?.pass).toBe(false);
    expect(backendBudgets(figures())).toHaveLength(4);
  });

  it("judge a play command's p99 against the list's at the table's rate: at most 1.5x", () => {
    const table = (play: number, failures: string | null = null) =>
      backendBudgets(figures({ table: { list: run(20, 8), play: { ...run(20, play), failures } } })).at(-1);
    expect(table(12)).toMatchObject({
      what: "PostgreSQL: play command p99 vs list p99 at the table's rate",
      measured: '1.50x (12 / 8 ms)',
      limit: '<= 1.50x',
      pass: true,
    });
    expect(table(12.1)?.pass).toBe(false);
    expect(table(4, 'non-2xx 3')?.pass).toBe(false);
    expect(backendBudgets(figures())).toHaveLength(4);
  });
});
