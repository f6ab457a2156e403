// The browser suite (`npm run test:e2e`) as two Playwright runs, one after the other:
//   1. every spec but Lighthouse (workers: playwright.config.ts), report test-results/results.json;
//   2. Lighthouse alone (two audits at a time, one under the bench), report test-results/lighthouse.json.
// Lighthouse runs alone, as `npm run bench` runs the same spec for its performance scores, which count
// the CPU time they measured (decision 035); in `npm test` it judges accessibility and best practices. Playwright's
// project dependencies would order the two in one run, but they skip the dependent project as soon as
// one test of the other fails; here the second run happens whatever the first did, and the exit code is
// the first failure's. Each run starts its own server on a fresh data directory (a few seconds).
// Extra arguments (e.g. `--reporter=line`) go to both runs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const cwd = fileURLToPath(new URL('.', import.meta.url));
const RUNS = [
  { project: 'chromium', report: './test-results/results.json' },
  { project: 'lighthouse', report: './test-results/lighthouse.json' },
];

let status = 0;
for (const { project, report } of RUNS) {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [cli, 'test', `--project=${project}`, '--no-deps', ...process.argv.slice(2)],
    { cwd, stdio: 'inherit', env: { ...process.env, E2E_JSON: report } },
  );
  console.log(
    `e2e ${project}: exit ${run.status ?? run.signal} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (status === 0) status = run.status ?? 1;
}
process.exit(status);
