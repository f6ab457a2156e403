import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './support/chromium-args.ts';

// E2E_PORT lets two runs share a machine; each port gets its own data directory.
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** Where the e2e server listens; specs may import it. */
export const E2E_BASE_URL = `http://localhost:${PORT}`;
const BASE_URL = E2E_BASE_URL;
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The bench's Lighthouse run, which scores performance (lighthouse.spec.ts). */
const LIGHTHOUSE_PERFORMANCE = process.env.LIGHTHOUSE_PERFORMANCE === '1';

/** The registration code the e2e server is started with (support/auth.ts registers with it). */
export const E2E_REGISTRATION_CODE = 'e2e-registration-code';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two browsers at a time, tests (not files) shared out between them: every test signs up players of
  // its own and none changes what another reads (no admin setting, no shared account). Two are faster
  // than one here only without traces (docs/OPERATIONS.md); E2E_WORKERS=1 runs one at a time again.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Twice what one worker needed (and every test's own setTimeout doubled with it), for two workers
  // and for other work on the machine, which slows every step. Nothing is
  // timed by these limits; they only end a test that hangs.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // run.mjs runs the two projects side by side, each with its own server and JSON report (E2E_JSON).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? './test-results/results.json' }]],
  use: {
    baseURL: BASE_URL,
    // No trace by default: recording every test's costs far more CPU than the failures' are worth
    // (docs/OPERATIONS.md), and a failure still leaves its screenshot and Playwright's call log.
    // E2E_TRACE=1 records the traces again (kept for the failed tests) when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // The specs run in Chromium's headless shell, which draws the same pages with less CPU than the full
    // browser's headless mode, and with reduced motion, so that no animation keeps the compositor
    // drawing frames while a test waits (decision 080). A test that checks motion sets its own.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'lighthouse.spec.ts', outputDir: './test-results/artifacts' },
    // Lighthouse: with LIGHTHOUSE_PERFORMANCE=1 (the bench) alone and one audit at a time, as it scores
    // the CPU time it measured (x4 on mobile; decision 035); in `npm test` (run.mjs) one audit at a time
    // beside the other specs, for accessibility and best practices do not depend on the machine's speed
    // (docs/OPERATIONS.md § The test suites). The dependency orders a plain `npx playwright test`; to
    // audit alone, add `--no-deps` (`npx playwright test --project=lighthouse --no-deps`), or every
    // other spec runs first.
    {
      name: 'lighthouse',
      testMatch: 'lighthouse.spec.ts',
      outputDir: './test-results/lighthouse-artifacts',
      dependencies: ['chromium'],
      fullyParallel: !LIGHTHOUSE_PERFORMANCE,
      workers: LIGHTHOUSE_PERFORMANCE ? 1 : 2,
    },
  ],
  webServer: {
    // The built SPA and the compiled server; `npm run test:e2e` builds both first.
    command: 'node --enable-source-maps e2e/start-server.mjs',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/auth/get-session`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      // Loopback only; localhost resolves to 127.0.0.1 on the machines we run on.
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: join(tmpdir(), PORT === 3210 ? 'edgeforge-e2e' : `edgeforge-e2e-${PORT}`),
      REGISTRATION_CODE: E2E_REGISTRATION_CODE,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every player of the suite signs up from this one machine's address.
      SIGN_UPS_PER_HOUR_PER_IP: '1000',
      // Generation stays offline: no AI service is configured in the browser suite.
      AI_BASE_URL: '',
      DATABASE_URL: '',
      // Play's dice from one seeded generator (accepted only with NODE_ENV=test): the rolls the server
      // makes in table-night.spec.ts come out the same on every run.
      TEST_DICE_SEED: '2077',
      // Argon2id at its lightest for the suite's many sign-ups (docs/decisions/071).
      TEST_LIGHT_PASSWORD_HASH: 'true',
    },
  },
});
