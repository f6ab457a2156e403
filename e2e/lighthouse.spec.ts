import { createServer } from 'node:net';
import { type Browser, chromium, expect, test } from '@playwright/test';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { E2E_BASE_URL, E2E_REGISTRATION_CODE } from './playwright.config.ts';
import { E2E_PASSWORD, uniqueEmail } from './support/auth.ts';
import { nomadDraft } from './support/characters.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './support/chromium-args.ts';

/**
 * Lighthouse (the npm package) audits /auth, /, /characters, /character-creation and a saved character's
 * play view (/character/{id}/play) of the built app
 * served by the real server, in our Chromium, with its mobile preset (a mid-range phone on slow 4G, CPU
 * slowed 4x) and its desktop preset.
 *
 * In `npm test`: accessibility and best practices, one run per screen and preset. Neither depends on the
 * machine's speed, so both must score 100.
 *
 * With LIGHTHOUSE_PERFORMANCE=1 (`npm run bench` sets it, decision 035): the performance score and the
 * mobile preset's simulated LCP as well, the mobile figures the median of three runs (Lighthouse's own
 * computeMedianRun). Those are measurements of the machine's CPU time (every task the trace saw, times 4
 * on mobile), so they belong to the bench, not to a test that must pass on a loaded machine.
 */
const PERFORMANCE = process.env.LIGHTHOUSE_PERFORMANCE === '1';
/** Issue 16's budget: every category, and the mobile preset's simulated LCP (Core Web Vitals "good"). */
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, mobileLcpMs: 2500 } as const;
type Category = 'performance' | 'accessibility' | 'best-practices';
const STEADY: Category[] = ['accessibility', 'best-practices'];
type Budget = { performance: number; mobileLcpMs: number };
const PRESETS = { mobile: undefined, desktop: desktopConfig } as const;
/** Performance runs per screen: the mobile score moves between runs, so its median of three. */
const PERFORMANCE_RUNS = { mobile: 3, desktop: 1 } as const;
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);

/** A loopback port nobody holds right now, for Chromium's DevTools endpoint. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Registers a player through the API, saves one character, and returns the session's Cookie header and
 * the character's id.
 */
async function signedIn(): Promise<{ cookie: string; characterId: string }> {
  // The server refuses state-changing requests without our Origin (CSRF defence).
  const headers = { origin: E2E_BASE_URL, 'content-type': 'application/json' };
  const email = uniqueEmail('lighthouse');
  const signUp = await fetch(`${E2E_BASE_URL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password: E2E_PASSWORD,
      name: 'lighthouse',
      registrationCode: E2E_REGISTRATION_CODE,
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  expect(cookie).toContain('session_token=');
  // One saved character, so /characters is audited with its table rather than the empty message.
  const save = await fetch(`${E2E_BASE_URL}/api/characters`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ draft: nomadDraft(), bio: 'A Nomad driver.', shortBio: 'A Nomad driver.' }),
  });
  expect(save.status, await save.clone().text()).toBe(201);
  const { character } = (await save.json()) as { character: { id: string } };
  return { cookie, characterId: character.id };
}

let browser: Browser;
let port: number;
let cookie: string;
/** The id of the saved character, which the play view's path names. */
let characterId: string;

test.beforeAll(async () => {
  port = await freePort();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  ({ cookie, characterId } = await signedIn());
});

test.afterAll(async () => {
  await browser?.close();
});

/**
 * One Lighthouse run. A trace Lighthouse itself failed to record (its runtime error says "Please run
 * Lighthouse again", seen on the first run in a fresh browser on a loaded machine) is run again, up to
 * twice more; any other runtime error, and every score, is judged as it comes.
 */
async function run(
  path: string,
  preset: keyof typeof PRESETS,
  categories: Category[],
  extraHeaders?: Record<string, string>,
) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      `${E2E_BASE_URL}${path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // The full-page screenshot only illustrates the HTML report (no audit scores it, and we keep the
        // JSON): skipping it saves about a second of each run.
        disableFullPageScreenshot: true,
        ...(extraHeaders ? { extraHeaders } : {}),
      },
      PRESETS[preset],
    );
    const code = result?.lhr.runtimeError?.code;
    if (attempt === 3 || !code || !TRACE_NOT_RECORDED.has(code)) return result?.lhr;
  }
}

/** The audits of a category that lost it points, with their values, for a failure message. */
function failing(lhr: Result, id: Category): string {
  return lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}=${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`)
    .join(', ');
}

/** Runs one audit and checks it audited the screen itself, not a redirect to /auth. */
async function audited(
  path: string,
  preset: keyof typeof PRESETS,
  categories: Category[],
  extraHeaders?: Record<string, string>,
): Promise<Result> {
  const lhr = await run(path, preset, categories, extraHeaders);
  expect(lhr, `Lighthouse returned no result for ${path}`).toBeDefined();
  expect(lhr!.runtimeError, `Lighthouse runtime error on ${path}`).toBeUndefined();
  expect(new URL(lhr!.finalDisplayedUrl).pathname).toBe(path);
  return lhr!;
}

const scoreOf = (lhr: Result, id: Category) => lhr.categories[id]?.score ?? 0;

/** Accessibility and best practices of one screen: 100 each, on one run. */
async function auditSteady(
  path: string,
  preset: keyof typeof PRESETS,
  extraHeaders?: Record<string, string>,
) {
  const lhr = await audited(path, preset, STEADY, extraHeaders);
  test.info().annotations.push({
    type: `lighthouse ${preset} ${path}`,
    description: JSON.stringify(Object.fromEntries(STEADY.map((id) => [id, scoreOf(lhr, id)]))),
  });
  for (const id of STEADY) {
    expect(scoreOf(lhr, id), `${id} of ${path} (${preset}): ${failing(lhr, id)}`).toBeGreaterThanOrEqual(
      BUDGET[id],
    );
  }
}

/** The performance score (the median run's on mobile) and the mobile preset's simulated LCP. */
async function auditPerformance(
  path: string,
  preset: keyof typeof PRESETS,
  budget: Budget,
  extraHeaders?: Record<string, string>,
) {
  const runs: Result[] = [];
  for (let i = 0; i < PERFORMANCE_RUNS[preset]; i++) {
    runs.push(await audited(path, preset, ['performance'], extraHeaders));
  }
  const median = computeMedianRun(runs);
  const performance = scoreOf(median, 'performance');
  const lcp = median.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
  // benchmarkIndex is Lighthouse's measure of the host's CPU before each run: a low one says the machine
  // was slow then, which tells a slow machine from a slow page.
  test.info().annotations.push({
    type: `lighthouse ${preset} ${path}`,
    description: JSON.stringify({
      performance,
      floor: budget.performance,
      lcpMs: Math.round(lcp),
      ...(preset === 'mobile' ? { lcpLimitMs: budget.mobileLcpMs } : {}),
      performanceOfEachRun: runs.map((r) => r.categories.performance?.score),
      benchmarkIndexOfEachRun: runs.map((r) => Math.round(r.environment.benchmarkIndex)),
    }),
  });
  expect(
    performance,
    `performance of ${path} (${preset}): ${failing(median, 'performance')}`,
  ).toBeGreaterThanOrEqual(budget.performance);
  if (preset === 'mobile') {
    expect(lcp, `LCP of ${path} (mobile): ${failing(median, 'performance')}`).toBeLessThan(
      budget.mobileLcpMs,
    );
  }
}

const ISSUE_16: Budget = { performance: BUDGET.performance, mobileLcpMs: BUDGET.mobileLcpMs };
/**
 * Mobile performance floors. Issue 16's 95 is kept for the desktop preset; the mobile preset multiplies
 * every task it measured by 4, so the first screens keep a margin below it, the signed-in list and the
 * wizard (whose tasks Lighthouse's trace slows most) a wider one (docs/OPERATIONS.md § Lighthouse has the
 * runs). That the pages are served the way that keeps their LCP at their first paint is checked on every
 * `npm test` by first-screens.spec.ts.
 */
const FIRST_SCREENS: Budget = { performance: 0.9, mobileLcpMs: BUDGET.mobileLcpMs };
const SIGNED_IN_SCREENS = {
  characters: { performance: 0.85, mobileLcpMs: BUDGET.mobileLcpMs },
  wizard: { performance: 0.85, mobileLcpMs: BUDGET.mobileLcpMs },
  play: { performance: 0.85, mobileLcpMs: BUDGET.mobileLcpMs },
} as const;

const SCREENS = [
  { path: '/auth', name: 'the sign-in screen', signedIn: false, mobile: FIRST_SCREENS, desktop: ISSUE_16 },
  { path: '/', name: 'the home menu', signedIn: true, mobile: FIRST_SCREENS, desktop: ISSUE_16 },
  {
    path: '/characters',
    name: 'the character list',
    signedIn: true,
    mobile: SIGNED_IN_SCREENS.characters,
    desktop: ISSUE_16,
  },
  {
    path: '/character-creation',
    name: "the wizard's first screen",
    signedIn: true,
    mobile: SIGNED_IN_SCREENS.wizard,
    desktop: ISSUE_16,
  },
  {
    // The saved character's: its id is known once beforeAll has saved it (`pathOf`).
    path: '/character/:id/play',
    name: 'the play view',
    signedIn: true,
    mobile: SIGNED_IN_SCREENS.play,
    desktop: ISSUE_16,
  },
] as const;

/** A screen's path, with the saved character's id in place of `:id`. */
const pathOf = (path: string) => path.replace(':id', characterId);

const percent = (score: number) => Math.round(score * 100);

for (const preset of ['mobile', 'desktop'] as const) {
  test.describe(`Lighthouse, ${preset} preset`, () => {
    // One audit takes a few seconds to twenty on a loaded machine; the performance one runs three.
    test.describe.configure({ timeout: 180_000 });
    for (const screen of SCREENS) {
      // The cookie exists once beforeAll has signed in, so it is read inside each test.
      const headers = () => (screen.signedIn ? { cookie } : undefined);
      test(`${screen.name} (${screen.path}) scores 100 for accessibility and best practices`, async () => {
        await auditSteady(pathOf(screen.path), preset, headers());
      });
      if (!PERFORMANCE) continue;
      const budget = screen[preset];
      const lcp = preset === 'mobile' ? `, LCP under ${budget.mobileLcpMs / 1000} s` : '';
      const runs = PERFORMANCE_RUNS[preset] === 1 ? 'one run' : `median of ${PERFORMANCE_RUNS[preset]} runs`;
      test(`${screen.name} (${screen.path}) scores at least ${percent(budget.performance)} for performance${lcp} (${runs})`, async () => {
        await auditPerformance(pathOf(screen.path), preset, budget, headers());
      });
    }
  });
}
