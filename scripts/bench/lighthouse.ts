/**
 * Lighthouse's performance score and simulated LCP of the first screens (decision 035): the browser
 * suite's Lighthouse spec run with LIGHTHOUSE_PERFORMANCE=1, on a port and data directory of its own,
 * and its figures read back from the spec's annotations. They measure the machine's CPU time (the mobile
 * preset counts every traced task four times), so they are bench figures, judged against their floors.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './processes.ts';

/** One screen's performance figures under one preset, as the spec annotated them. */
export interface LighthouseFigures {
  preset: 'mobile' | 'desktop';
  path: string;
  performance: number;
  floor: number;
  lcpMs: number;
  /** Only the mobile preset has an LCP limit. */
  lcpLimitMs?: number;
  performanceOfEachRun: number[];
  benchmarkIndexOfEachRun: number[];
}

export interface LighthouseResult {
  figures: LighthouseFigures[];
  /** Tests of the run that failed for another reason than a floor (no result, a redirect, a crash). */
  errors: string[];
}

interface Annotation {
  type: string;
  description?: string;
}
interface ReportTest {
  annotations?: Annotation[];
  results?: { annotations?: Annotation[]; status?: string; error?: { message?: string } }[];
}
interface ReportSuite {
  title: string;
  suites?: ReportSuite[];
  specs?: { title: string; tests: ReportTest[] }[];
}

/** Every performance annotation in a Playwright JSON report, and the errors of tests that left none. */
export function readLighthouseReport(report: { suites?: ReportSuite[] }): LighthouseResult {
  const figures: LighthouseFigures[] = [];
  const errors: string[] = [];
  const visit = (suite: ReportSuite) => {
    suite.suites?.forEach(visit);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const annotations = [
          ...(t.annotations ?? []),
          ...(t.results ?? []).flatMap((r) => r.annotations ?? []),
        ];
        const found = annotations.filter((a) => a.type.startsWith('lighthouse ') && a.description);
        const perf = found
          .map((a) => ({ a, data: JSON.parse(a.description!) }))
          .filter(({ data }) => typeof data.performance === 'number');
        for (const { a, data } of perf) {
          const [, preset, path] = a.type.split(' ');
          figures.push({ preset: preset as LighthouseFigures['preset'], path: path!, ...data });
        }
        const failure = t.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (failure && perf.length === 0)
          errors.push(`${spec.title}: ${failure.error?.message ?? failure.status}`);
      }
    }
  };
  report.suites?.forEach(visit);
  // Each performance annotation is pushed once per test; a test run twice would repeat it.
  const seen = new Set<string>();
  return {
    figures: figures.filter((f) => {
      const key = `${f.preset} ${f.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    errors,
  };
}

/** Runs the Lighthouse spec with its performance audits (about two minutes) and reads its figures. */
export function benchLighthouse(): LighthouseResult {
  const dir = mkdtempSync(join(tmpdir(), 'edgeforge-bench-lighthouse-'));
  const report = join(dir, 'lighthouse.json');
  const cli = createRequire(join(REPO_ROOT, 'e2e/package.json')).resolve('@playwright/test/cli');
  try {
    spawnSync(process.execPath, [cli, 'test', '--project=lighthouse', '--no-deps'], {
      cwd: join(REPO_ROOT, 'e2e'),
      // The config's reporters: its list on stdout (dropped here), its JSON report in E2E_JSON.
      stdio: ['ignore', 'ignore', 2],
      env: { ...process.env, LIGHTHOUSE_PERFORMANCE: '1', E2E_JSON: report, E2E_PORT: '3219' },
    });
    return readLighthouseReport(JSON.parse(readFileSync(report, 'utf8')));
  } catch (error) {
    return { figures: [], errors: [`the Lighthouse run left no report: ${String(error)}`] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
