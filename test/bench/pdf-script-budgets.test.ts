import { describe, expect, it } from 'vitest';
import { type PdfScriptFigures, pdfScriptBudgets } from '../../scripts/bench/budgets.ts';
import { pdfScriptFigures } from '../../scripts/bench/pdf-scripts.ts';

const figures = (overrides: Partial<PdfScriptFigures> = {}): PdfScriptFigures => ({
  latinBytes: 30_000,
  internationalBytes: 60_000,
  latinMs: 400,
  internationalMs: 800,
  ...overrides,
});

describe('the budgets of the PDF in other scripts', () => {
  it('pass at twice the size and twice the render time of the Latin-only PDF', () => {
    expect(pdfScriptBudgets(figures())).toEqual([
      {
        what: 'PDF in other scripts: size vs Latin-only',
        measured: '2.00x (58.6 KB / 29.3 KB)',
        limit: '<= 2.00x',
        pass: true,
      },
      {
        what: 'PDF in other scripts: render time vs Latin-only',
        measured: '2.00x (800 / 400 ms)',
        limit: '<= 2.00x',
        pass: true,
      },
    ]);
  });

  it('miss each one just past its limit, and when the Latin-only PDF measured nothing', () => {
    const verdicts = (f: PdfScriptFigures) => pdfScriptBudgets(f).map((b) => b.pass);
    expect(verdicts(figures({ internationalBytes: 60_001 }))).toEqual([false, true]);
    expect(verdicts(figures({ internationalMs: 801 }))).toEqual([true, false]);
    expect(verdicts(figures({ latinBytes: 0, latinMs: 0 }))).toEqual([false, false]);
  });

  it('judge the medians without the first export of each kind, which starts the worker and reads the fonts', () => {
    const samples = (first: number, ...rest: number[]) => ({ bytes: [first, ...rest], ms: [first, ...rest] });
    const result = { latin: samples(9_000, 300, 500, 400), international: samples(20_000, 700, 600, 900) };
    expect(pdfScriptFigures(result)).toEqual({
      latinBytes: 400,
      internationalBytes: 700,
      latinMs: 400,
      internationalMs: 700,
      firstInternationalMs: 20_000,
    });
  });
});
