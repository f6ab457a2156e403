import { PAGE_EMAIL_MARK } from '@edgeforge/contracts/page-session';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect, type Page, test } from '@playwright/test';
import { E2E_REGISTRATION_CODE } from './playwright.config.ts';
import { E2E_PASSWORD, signUp, uniqueEmail } from './support/auth.ts';
import { ORIGIN } from './support/wizard.ts';

// The first screens' pages carry their markup, rendered at build time (decision 030): the browser paints
// them before any script has run, and React takes them over (hydration) without an error.

/** Every console error and uncaught exception of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page as the server sends it, before any script: the text inside its #root. */
async function servedText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.indexOf('<div id="root">');
  expect(root).toBeGreaterThan(0);
  return html
    .slice(root)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test('/auth is served with its sign-in card, which works once React has taken it over', async ({ page }) => {
  expect(await servedText(page, '/auth')).toContain('Access Terminal');
  // Until React has taken the card over, its button cannot send it (decision 030).
  const served = await (await page.request.get('/auth')).text();
  expect(served).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Connect/);
  // So do its other buttons: a click before would be lost (the mode switch, the code's visibility).
  expect(served).toMatch(/<button[^>]* disabled=""[^>]*>Need new credentials\?/);
  expect(served).toMatch(/<button type="button" disabled=""[^>]*aria-label="Show code"/);
  const email = uniqueEmail('first-screen');
  await registerThroughApi(page, email);
  const errors = collectErrors(page);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Access Terminal' })).toBeVisible();
  // Hydrated: the mode switch and the form answer.
  await page.getByRole('button', { name: 'Need new credentials?' }).click();
  await expect(page.getByRole('heading', { name: 'New Identity' })).toBeVisible();
  await page.getByRole('button', { name: 'Already registered?' }).click();
  await page.getByLabel('Neural Interface ID (Email)').fill(email);
  await page.getByLabel('Access Code').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a reload of /auth in registration mode, as an invite link leaves it, shows the registration card without an error', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Access Terminal' })).toBeVisible();
  // The heading is in the page's markup before any script runs; the mode switch is enabled once React
  // has taken the card over. Changing the entry's state before that would change it under the first
  // load's hydration, which then rightly fails: this test is about the reload.
  await expect(page.getByRole('button', { name: 'Need new credentials?' })).toBeEnabled();
  // The state React Router keeps for an entry that an invite link sent to /auth in registration mode.
  await page.evaluate(() =>
    window.history.replaceState({ usr: { mode: 'register' }, key: 'invite', idx: 0 }, ''),
  );
  const errors = collectErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New Identity' })).toBeVisible();
  await expect(page.getByLabel('Registration Override')).toBeVisible();
  expect(errors).toEqual([]);
});

/** An account to sign in with, made through the API; this browser is left signed out. */
async function registerThroughApi(page: Page, email: string) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: ORIGIN,
    data: { email, password: E2E_PASSWORD, name: 'first', registrationCode: E2E_REGISTRATION_CODE },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  // The sign-up signed this browser in: forget it, to sign in through the hydrated form.
  await page.context().clearCookies();
}

// A signed-in visit to the list or the wizard gets the page that carries its session (decision 031):
// the screen's own title is in the markup, and the screen's data is asked for with the page.
for (const { path, heading, signedIn, content } of [
  { path: '/', heading: 'Edgeforge', signedIn: 'VIEW CHARACTERS', content: 'View Characters' },
  { path: '/characters', heading: 'Your Characters', signedIn: 'YOUR CHARACTERS', content: 'Hydra' },
  {
    path: '/character-creation',
    heading: 'Forge Your Legend',
    signedIn: 'FORGE YOUR LEGEND',
    content: 'Edgerunner',
  },
]) {
  test(`${path} is served as "Initializing..." and becomes its screen without an error`, async ({ page }) => {
    expect(await servedText(page, path)).toContain('Initializing...');
    const email = await signUp(page);
    const signedInText = await servedText(page, path);
    // Only the home menu shows who is signed in: the server put the address in the build's place. Its
    // Sign Out waits, disabled, until React has taken the menu over.
    if (path === '/') {
      expect(signedInText).toContain(email);
      expect(await (await page.request.get(path)).text()).toMatch(
        /<button[^>]* disabled=""><svg[^>]*lucide-log-out/,
      );
    }
    expect(signedInText).not.toContain(PAGE_EMAIL_MARK);
    expect(signedInText.toUpperCase()).toContain(signedIn);
    expect(signedInText).not.toContain('Initializing...');
    const saved = await page.request.post('/api/characters', {
      headers: ORIGIN,
      data: {
        draft: buildDraft({ firstName: 'Hydra', lastName: 'Tion' }),
        bio: 'A runner.',
        shortBio: 'A runner.',
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const errors = collectErrors(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // Hydrated and working: the screen's data is shown.
    await expect(page.getByText(content, { exact: false }).first()).toBeVisible();
    expect(errors).toEqual([]);
    // Each read once: a preloaded read is taken by the screen, not asked for again.
    expect(reads.length, reads.join(', ')).toBe(new Set(reads).size);
  });
}

test('a signed-in page sent to a visit whose session has ended leads to /auth', async ({ page }) => {
  await signUp(page);
  // Signed out on the server, while the browser keeps the cookie (its signature still valid).
  const cookies = await page.context().cookies();
  const signOut = await page.request.post('/api/auth/sign-out', { headers: ORIGIN, data: {} });
  expect(signOut.status()).toBe(200);
  await page.context().addCookies(cookies);
  expect(await servedText(page, '/character-creation')).toContain('Initializing...');
  const errors = collectErrors(page);
  await page.goto('/character-creation');
  await expect(page.getByRole('heading', { name: 'Access Terminal' })).toBeVisible();
  expect(errors).toEqual([]);
});

// A first screen's page names what it loads once it has painted (decision 032): until then the browser
// fetches only what the paint needs (the style sheet, its fonts, the hero of `/`) and the small entry.
for (const { path, signedIn, heading } of [
  { path: '/auth', signedIn: false, heading: 'Access Terminal' },
  { path: '/', signedIn: true, heading: 'Edgeforge' },
  { path: '/characters', signedIn: true, heading: 'Your Characters' },
  { path: '/character-creation', signedIn: true, heading: 'Forge Your Legend' },
]) {
  test(`${path} loads its code after its page has painted`, async ({ page }) => {
    if (signedIn) await signUp(page);
    const served = await (await page.request.get(path)).text();
    expect(served).not.toContain('rel="modulepreload"');
    expect(served).not.toContain('as="fetch"');
    expect(served.match(/<script type="module"/g)).toHaveLength(1);
    expect(served).toContain('<script type="application/json" id="edgeforge-code">');
    // What the page had asked for when its HTML was parsed, before its first frame.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const names = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        (window as unknown as { beforePaint: string[] }).beforePaint = names;
      });
    });
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const beforePaint = await page.evaluate(
      () => (window as unknown as { beforePaint: string[] }).beforePaint,
    );
    const scripts = beforePaint.filter((name) => name.endsWith('.js'));
    expect(scripts, scripts.join(', ')).toHaveLength(1);
    expect(beforePaint.filter((name) => name.startsWith('/api/'))).toEqual([]);
    // Then the page's code came (its preloads are in place), without an error.
    await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
    expect(errors).toEqual([]);
  });
}

// A loading ring spinning from the first paint kept the compositor drawing frames while the page's code
// started (docs/OPERATIONS.md § Lighthouse): it turns only once a wait has lasted a second, and never for
// a player who asked for reduced motion.
for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the wizard's loading ring waits a second before it turns (reduced motion: ${reducedMotion})`, async ({
    page,
  }) => {
    await signUp(page);
    await page.emulateMedia({ reducedMotion });
    // The draft answers late, so the screen stays on "Loading your draft..." while the ring is read.
    let answerDraft: () => void = () => {};
    const draftHeld = new Promise<void>((resolve) => {
      answerDraft = resolve;
    });
    await page.route('**/api/draft', async (route) => {
      await draftHeld;
      await route.continue();
    });
    await page.goto('/character-creation');
    const loading = page.getByText('Loading your draft...');
    await expect(loading).toBeVisible();
    const ring = loading.locator('[aria-hidden="true"]').first();
    const animation = await ring.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, delay: style.animationDelay, count: style.animationIterationCount };
    });
    expect(animation).toEqual(
      reducedMotion === 'reduce'
        ? { name: 'none', delay: '0s', count: '1' }
        : { name: 'wait-spin', delay: '1s', count: 'infinite' },
    );
    answerDraft();
    await expect(page.getByRole('heading', { name: 'Forge Your Legend', level: 1 })).toBeVisible();
  });
}
