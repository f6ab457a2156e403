import { describe, expect, it } from 'vitest';
import { readLighthouseReport } from '../../scripts/bench/lighthouse.ts';
import { reportLighthouse } from '../../scripts/bench/report.ts';

const annotation = (preset: string, path: string, data: object) => ({
  type: `lighthouse ${preset} ${path}`,
  description: JSON.stringify(data),
});
const mobileAuth = {
  performance: 0.97,
  floor: 0.9,
  lcpMs: 1480,
  lcpLimitMs: 2500,
  performanceOfEachRun: [0.97, 1, 0.88],
  benchmarkIndexOfEachRun: [1800, 1700, 1200],
};
const desktopWizard = { ...mobileAuth, performance: 0.94, floor: 0.95, lcpLimitMs: undefined };
const report = {
  suites: [
    {
      title: 'lighthouse.spec.ts',
      suites: [
        {
          title: 'Lighthouse, mobile preset',
          specs: [
            {
              title: 'steady',
              tests: [
                {
                  results: [
                    { status: 'passed', annotations: [annotation('mobile', '/auth', { accessibility: 1 })] },
                  ],
                },
              ],
            },
            {
              title: 'performance of /auth',
              tests: [
                { results: [{ status: 'passed', annotations: [annotation('mobile', '/auth', mobileAuth)] }] },
              ],
            },
            {
              title: 'performance of /characters',
              tests: [{ results: [{ status: 'failed', error: { message: 'Lighthouse runtime error' } }] }],
            },
          ],
        },
        {
          title: 'Lighthouse, desktop preset',
          specs: [
            {
              title: 'performance of the wizard',
              tests: [
                {
                  annotations: [annotation('desktop', '/character-creation', desktopWizard)],
                  results: [{ status: 'failed', error: { message: 'below the floor' } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("the bench's Lighthouse figures", () => {
  it('reads each performance annotation, leaves the steady ones out, and reports a test that left none', () => {
    const result = readLighthouseReport(report);
    expect(result.figures.map((f) => `${f.preset} ${f.path} ${f.performance}`)).toEqual([
      'mobile /auth 0.97',
      'desktop /character-creation 0.94',
    ]);
    expect(result.errors).toEqual(['performance of /characters: Lighthouse runtime error']);
  });

  it('judges the score against its floor and the mobile LCP against its limit, and a run that failed as missed', () => {
    const lines = reportLighthouse(readLighthouseReport(report));
    expect(lines.find((l) => l.includes('mobile /auth'))).toMatch(
      /performance +97 .*>= 90: PASS .*LCP < 2.50 s: PASS/,
    );
    const wizard = lines.find((l) => l.includes('desktop /character-creation'));
    expect(wizard).toMatch(/>= 95: MISS/);
    expect(wizard).not.toContain('LCP <');
    expect(lines.some((l) => l.includes('every audit ran: MISS') && l.includes('/characters'))).toBe(true);
  });

  it('misses when the run left no figure at all', () => {
    expect(reportLighthouse({ figures: [], errors: [] }).join('\n')).toContain('every audit ran: MISS');
  });
});
