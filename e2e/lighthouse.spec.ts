import { createServer } from 'node:net';
import { type Browser, chromium, expect, test } from '@playwright/test';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { E2E_BASE_URL, E2E_REGISTRATION_CODE } from './playwright.config.ts';
import { E2E_PASSWORD, uniqueEmail } from './support/auth.ts';
import { nomadDraft } from './support/characters.ts';
import { CHROMIUM_ARGS } from './support/chromium-args.ts';

/**
 * Lighthouse (the npm package) audits /auth, /, /characters and /character-creation of the built app
 * served by the real server, in our Chromium, with its mobile preset (the default: a mid-range phone on
 * slow 4G, CPU slowed 4x), performance and LCP as the median of three runs (Lighthouse's own
 * computeMedianRun), accessibility and best practices from the first of them, and its desktop preset,
 * one run. Scores and Lighthouse's simulated LCP are asserted; nothing is timed by the test.
 *
 * Both presets simulate their network and CPU from one trace (throttlingMethod 'simulate'), so the
 * machine's own speed matters less; but the mobile preset multiplies every CPU task it measured by 4,
 * so a loaded 2-core box moves its score by a few points: hence the median of three.
 */
/** Issue 16's budget: every category, and the mobile preset's simulated LCP (Core Web Vitals "good"). */
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, mobileLcpMs: 2500 } as const;
type Category = 'performance' | 'accessibility' | 'best-practices';
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices'];
type Budget = { performance: number; mobileLcpMs: number };
const PRESETS = { mobile: undefined, desktop: desktopConfig } as const;
/**
 * Runs per screen: the mobile preset's median of three; the desktop preset, whose score moves by a
 * point or two between runs, once, to keep the suite inside its time (each run takes 8 to 20 s here).
 */
const RUNS = { mobile: 3, desktop: 1 } as const;
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

/** Registers a player through the API, saves one character, and returns the session's Cookie header. */
async function signedInCookie(): Promise<string> {
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
  return cookie;
}

let browser: Browser;
let port: number;
let cookie: string;

test.beforeAll(async () => {
  port = await freePort();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  cookie = await signedInCookie();
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
        // JSON): skipping it saves about 1.2 s of each of the 16 runs.
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

async function audit(
  path: string,
  preset: keyof typeof PRESETS,
  budget: Budget,
  extraHeaders?: Record<string, string>,
) {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS[preset]; i++) {
    // Only the performance score moves from run to run, so only it is taken as a median: the first run
    // gathers every category, the others performance alone (axe and the best-practice gatherers cost
    // each run a few seconds). Accessibility and best practices are judged on one run, as they were
    // when they were read from the median run.
    const lhr = await run(path, preset, i === 0 ? CATEGORIES : ['performance'], extraHeaders);
    expect(lhr, `Lighthouse returned no result for ${path}`).toBeDefined();
    expect(lhr!.runtimeError, `Lighthouse runtime error on ${path}`).toBeUndefined();
    // The audited page must be the screen itself, not a redirect to /auth.
    expect(new URL(lhr!.finalDisplayedUrl).pathname).toBe(path);
    runs.push(lhr!);
  }
  const median = computeMedianRun(runs);
  const judged = (id: Category) => (id === 'performance' ? median : runs[0]!);
  const score = (id: Category) => judged(id).categories[id]?.score ?? 0;
  const lcp = median.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id)]));
  const all = runs.map((r) => r.categories.performance?.score);
  // Lighthouse's measure of the host's CPU before each run: a low one says the machine was slow then.
  const benchmarkIndexOfEachRun = runs.map((r) => Math.round(r.environment.benchmarkIndex));
  test.info().annotations.push({
    type: `lighthouse ${preset} ${path}`,
    description: JSON.stringify({
      ...scores,
      lcpMs: Math.round(lcp),
      performanceOfEachRun: all,
      benchmarkIndexOfEachRun,
    }),
  });
  const floor = { ...BUDGET, performance: budget.performance };
  for (const id of CATEGORIES) {
    expect(score(id), `${id} of ${path} (${preset}): ${failing(judged(id), id)}`).toBeGreaterThanOrEqual(
      floor[id],
    );
  }
  if (preset === 'mobile') {
    expect(lcp, `LCP of ${path} (mobile): ${failing(median, 'performance')}`).toBeLessThan(
      budget.mobileLcpMs,
    );
  }
}

const ISSUE_16: Budget = { performance: BUDGET.performance, mobileLcpMs: BUDGET.mobileLcpMs };
/**
 * Mobile floors. Every first screen's page carries its markup (decisions 030 and 031) and loads its code
 * after its first paint (decision 032), so its LCP is its first paint (on `/` its hero, preloaded by the
 * page): issue 16's 2.5 s holds, and is asserted as it is (on a slow machine Lighthouse's simulator counts
 * more of the page's requests before that paint, so the margin shrinks; docs/OPERATIONS.md § Lighthouse).
 * Performance keeps a margin below issue 16's 95 because the mobile preset multiplies every task it
 * measured by 4, so the machine moves the blocking time; on the machines we run on, the signed-in list
 * and the wizard move most, their tasks traced with Lighthouse's own overhead (docs/OPERATIONS.md
 * § Lighthouse has the runs). A regression of the pages (code back before the paint, a long task in the
 * way) costs far more than the margin; that the pages are served that way is checked by
 * first-screens.spec.ts.
 */
const FIRST_SCREENS: Budget = { performance: 0.9, mobileLcpMs: BUDGET.mobileLcpMs };
const SIGNED_IN_SCREENS = {
  characters: { performance: 0.85, mobileLcpMs: BUDGET.mobileLcpMs },
  wizard: { performance: 0.85, mobileLcpMs: BUDGET.mobileLcpMs },
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
] as const;

const percent = (score: number) => Math.round(score * 100);

for (const preset of ['mobile', 'desktop'] as const) {
  test.describe(`Lighthouse, ${preset} preset, ${RUNS[preset] === 1 ? 'one run' : `median of ${RUNS[preset]} runs`}`, () => {
    // Three audits of one screen in one browser, each a few seconds to twenty on a loaded machine.
    test.describe.configure({ timeout: 180_000 });
    for (const screen of SCREENS) {
      const budget = screen[preset];
      const lcp = preset === 'mobile' ? `, LCP under ${budget.mobileLcpMs / 1000} s` : '';
      test(`${screen.name} (${screen.path}) scores at least ${percent(budget.performance)} for performance, 100 for accessibility and best practices${lcp}`, async () => {
        await audit(screen.path, preset, budget, screen.signedIn ? { cookie } : undefined);
      });
    }
  });
}
