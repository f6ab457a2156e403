// The browser suite (`npm run test:e2e`) as two Playwright runs side by side:
//   1. every spec but Lighthouse (workers: playwright.config.ts), report test-results/results.json;
//   2. Lighthouse (one audit at a time), report test-results/lighthouse.json, on a server of its own
//      (E2E_PORT + 1), its lines marked "[lighthouse]".
// In `npm test` Lighthouse judges accessibility and best practices, which do not depend on the machine's
// speed, so it runs beside the other specs and takes the CPU they leave (their last walks keep one
// browser busy while the other waits). `npm run bench` runs the same spec alone for its performance
// scores, which count the CPU time they measured (decision 035). Playwright's project dependencies would
// order the two in one run, but they skip the dependent project as soon as one test of the other fails;
// here each run happens whatever the other did, and the exit code is the first failure's. Each run
// starts its own server on a fresh data directory (a few seconds). Extra arguments (e.g.
// `--reporter=line`) go to both runs. E2E_SERIAL=1 runs them one after the other, as before.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const cwd = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
const RUNS = [
  { project: 'chromium', report: './test-results/results.json', port, args: [] },
  // One audit at a time beside the other specs' two browsers.
  { project: 'lighthouse', report: './test-results/lighthouse.json', port: port + 1, args: ['--workers=1'] },
];

/** One Playwright run; resolves with its exit status. Lighthouse's lines carry its name. */
function run({ project, report, port: runPort, args }) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [cli, 'test', `--project=${project}`, '--no-deps', ...args, ...process.argv.slice(2)],
    {
      cwd,
      stdio: project === 'chromium' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, E2E_JSON: report, E2E_PORT: String(runPort) },
    },
  );
  if (project !== 'chromium') {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${project}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`e2e ${project}: exit ${code ?? signal} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const statuses = [];
if (process.env.E2E_SERIAL === '1') for (const each of RUNS) statuses.push(await run(each));
else statuses.push(...(await Promise.all(RUNS.map(run))));
process.exit(statuses.find((status) => status !== 0) ?? 0);
