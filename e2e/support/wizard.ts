import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { E2E_PASSWORD } from './auth.ts';

export { expectAccessible } from './a11y.ts';

/** The wizard's routes, written out from docs/rules/product.md (not imported: the test checks the app). */
export const WIZARD = {
  method: '/character-creation',
  role: '/character-creation/streetrat',
  background: '/character-creation/streetrat/background',
  part: (n: number) => `/character-creation/streetrat/background/part${n}`,
  rockerboy: '/character-creation/streetrat/rockerboy',
  attributes: '/character-creation/streetrat/attributes',
  lifepath: '/lifepath',
  skills: '/skills',
  gearAndStyle: '/gear-and-style',
  summary: '/summary',
} as const;

/** The screens of the Edgerunner or Complete Package flow, mirroring Streetrat's under their own method. */
export function methodWizard(method: 'edgerunner' | 'complete') {
  const base = `/character-creation/${method}`;
  return {
    role: base,
    background: `${base}/background`,
    part: (n: number) => `${base}/background/part${n}`,
    rockerboy: `${base}/rockerboy`,
    attributes: `${base}/attributes`,
  } as const;
}

/** Tables each background part shows, by their titles. */
export const PART_TABLES: Record<number, readonly string[]> = {
  1: ['Clothing Style', 'Hairstyle', 'Affectation You Are Never Without', 'Most Valued Possession'],
  2: ['What Do You Value Most?', 'How Do You Feel About People?', 'Most Valued Person'],
  3: ['Childhood Environment', 'Family Background'],
  4: ['Original Background'],
  5: ['Life Goals'],
  6: ['Life Goals (Version B)'],
};

/** The screen's one h1. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

export const continueButton = (page: Page, name = 'Continue') =>
  page.getByRole('button', { name, exact: true });
export const backButton = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

/** Waits until the draft on the server holds every answer given so far. */
export async function expectDraftSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('draft-status')).toHaveAttribute('data-status', 'saved');
}

/** Clicks Continue and checks where it went. */
export async function continueTo(page: Page, path: string, name = 'Continue'): Promise<void> {
  const locator = continueButton(page, name);
  let button: Awaited<ReturnType<typeof locator.elementHandle>> | undefined;
  // The handle is kept to see this very button go away below. The screen may still render its button
  // anew (its draft arriving) between taking the handle and the click: then take the new one.
  await expect(async () => {
    button = await locator.elementHandle();
    await button.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(path);
  // The address changes before the next screen has rendered (React renders it as a transition): wait
  // until this screen's button is gone, or the next click would land on it.
  await button!.waitForElementState('hidden');
}

/** A roll table by its title. */
export function rollTable(page: Page, title: string): Locator {
  return page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) }).filter({
    has: page.getByRole('radiogroup'),
  });
}

/** The value of the checked row of a roll table, or null. */
export async function tableValue(page: Page, title: string): Promise<string | null> {
  const checked = rollTable(page, title).getByRole('radio', { checked: true });
  return (await checked.count()) === 0 ? null : checked.getAttribute('value');
}

/** Opens a screen and waits until its draft is loaded and every roll table shows its answer. */
export async function gotoAnswered(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('draft-status')).toBeVisible();
  const tables = page.locator('[data-testid^="roll-table-"]');
  await expect(tables.first()).toBeVisible();
  await expect(tables.getByRole('radio', { checked: true })).toHaveCount(await tables.count());
}

/** Every roll table answer on the screen, by title. */
export async function tableValues(page: Page): Promise<Record<string, string | null>> {
  const titles = await page
    .getByRole('radiogroup')
    .evaluateAll((groups) =>
      groups.map(
        (g) =>
          document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.firstChild?.textContent ?? '',
      ),
    );
  const values: Record<string, string | null> = {};
  for (const title of titles) values[title] = await tableValue(page, title);
  return values;
}

/** Clicks a row of a roll table by its value. */
export async function pickRow(page: Page, title: string, value: string): Promise<void> {
  await rollTable(page, title).locator('label', { hasText: value }).first().click();
}

/** Chooses the Streetrat method and arrives on the role carousel. */
export async function chooseStreetrat(page: Page): Promise<void> {
  await page.goto(WIZARD.method);
  await expectTitle(page, 'FORGE YOUR LEGEND');
  await page.locator('label', { hasText: 'Streetrat' }).click();
  await continueTo(page, WIZARD.role);
}

/** Signs out from the home menu and signs back in through the /auth form. */
export async function signOutAndIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth');
  const storage = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
  expect(storage, 'no copy of the draft stays in the browser').toEqual({ local: 0, session: 0 });
  await page.getByLabel('Neural Interface ID (Email)').fill(email);
  await page.getByLabel('Access Code', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL('/');
}

/** The origin header state-changing API calls need. */
export const ORIGIN = { origin: E2E_BASE_URL };

/**
 * Holds one endpoint's POST requests until the test releases them, so a transient state ('Saving...',
 * 'Generating...') is on screen for sure when the test looks: a fixed delay could run out between two
 * of Playwright's polls on a loaded machine. The requests then reach the real server unchanged.
 */
export async function hold(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}

/**
 * Clicks a tick that shows the draft, and waits until it shows `on`: the page re-renders it after the
 * click's event, so Playwright's check() may read the old state first on a busy machine.
 */
export async function setTick(box: Locator, on: boolean): Promise<void> {
  await box.click();
  await expect(box).toBeChecked({ checked: on });
}
