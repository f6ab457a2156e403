import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { BASIC_SKILL_NAMES } from '@edgeforge/rules/data/skills';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import { nomadDraft } from './support/characters.ts';
import { tabTo } from './support/focus.ts';
import { pointsLeft } from './support/methods.ts';
import { saveNetrunner } from './support/saved-characters.ts';
import { PHONE } from './support/touch.ts';
import { continueButton, expectTitle, methodWizard, ORIGIN, WIZARD } from './support/wizard.ts';

// The frictions a new player met (the second look's list): each one by keyboard at 1280 px and by
// finger at 390 px.

const FASHION_REQUIRED = 'Select a fashion style to continue';

/**
 * Puts a draft through the API. A change the open wizard made is saved after a pause: wait until its bar
 * says so first, or that save could land after this one and the next screen would open the old draft.
 */
async function putDraft(page: Page, draft: unknown) {
  if (await page.getByText(/^Draft (saving\.\.\.|not saved yet)$/).count()) {
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  }
  const put = await page.request.put('/api/draft', { headers: ORIGIN, data: { draft } });
  expect(put.status(), await put.text()).toBeLessThan(300);
}

/** The box of an element on the screen, or fails. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails if the toast on show covers the page's heading or the button the player needs next. */
async function expectToastClear(page: Page, next: Locator) {
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toBeVisible();
  const box = await boxOf(toast);
  for (const covered of [page.getByRole('heading', { level: 1 }), next]) {
    const other = await covered.boundingBox();
    if (other) expect(overlaps(box, other), `the toast covers ${covered}`).toBe(false);
  }
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
  // Nothing of it is left to Tab to.
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.locator('[tabindex="0"], button')).toHaveCount(0);
}

/** The shop's install dialog for one piece, opened from the search. */
async function openInstall(page: Page, name: string) {
  await page.getByLabel('Search the shop').fill(name.toLowerCase());
  await page.getByRole('button', { name: `Install ${name}`, exact: true }).click();
  return page.getByRole('dialog', { name: `Install ${name}` });
}

test('by keyboard at 1280 px: the reasons, the gender radios, typed numbers, Humanity, the GM form', async ({
  page,
}) => {
  await signUp(page);
  // Gear & Style says why Create Character is off, beside it.
  await putDraft(page, { ...nomadDraft(), fashionStyle: null, gender: 'male' });
  await page.goto(WIZARD.gearAndStyle);
  const create = continueButton(page, 'Create Character');
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(FASHION_REQUIRED);
  await expect(page.locator('[data-sticky-actions]').getByText(FASHION_REQUIRED)).toBeVisible();

  // The gender switch: Tab lands on the checked choice, an arrow selects, the ring shows on magenta.
  await page.goto(WIZARD.background);
  await expectTitle(page, 'TALES FROM THE STREET');
  const female = page.getByRole('radio', { name: 'Female' });
  await tabTo(page, page.getByRole('radio', { name: 'Male', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(female).toBeChecked();
  await expect(female).toBeFocused();
  const ring = await female.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, band: style.boxShadow };
  });
  expect(ring.outline).toBe('solid');
  expect(ring.band).toContain('inset');

  // Complete Package STATs and skills take typed numbers, within the steppers' limits.
  // Every basic skill at 2 and the native language at its free 4: points are left to type with.
  const complete = buildDraft({ characterType: 'complete', selectedRole: 'solo' });
  const basics: readonly string[] = BASIC_SKILL_NAMES;
  const skills = complete.skills.map((skill) =>
    basics.includes(skill.name) ? { ...skill, ranks: 2 } : skill,
  );
  const native = complete.skills.filter(
    (skill) => skill.name.startsWith('Language') && !basics.includes(skill.name),
  );
  await putDraft(page, {
    ...complete,
    attributes: null,
    skills: [...skills.filter((s) => basics.includes(s.name)), ...native],
  });
  await page.goto(methodWizard('complete').attributes);
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
  const body = page.getByRole('spinbutton', { name: 'Body value' });
  await tabTo(page, body);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8');
  await expect(pointsLeft(page, 'stat')).toContainText('of 62 STAT points left');
  await page.keyboard.press('Tab');
  await expect(body).toHaveValue('8');
  await page.goto(WIZARD.skills);
  const athletics = page.getByRole('spinbutton', { name: 'Athletics ranks' });
  await athletics.fill('6');
  await expect(athletics).toHaveValue('6');

  // The shop: where a Cybereye goes, the warning before Humanity falls low, the second eye's reason.
  await putDraft(page, { ...nomadDraft(), attributes: { ...nomadDraft().attributes, EMP: 3 } });
  await page.goto('/shop');
  let dialog = await openInstall(page, 'Cybereye');
  await expect(dialog).toContainText('Where: An eye socket, in the head');
  await expect(dialog.getByRole('region', { name: 'Before you install' })).toContainText(
    /EMP will fall from \d to \d: Conversation and Human Perception/,
  );
  await dialog.getByRole('button', { name: 'Install for 100eb' }).click();
  await expectToastClear(page, continueButton(page, 'Done'));
  dialog = await openInstall(page, 'Anti-Dazzle');
  await expect(dialog.getByRole('alert')).toContainText('install a second Cybereye first');
  await page.keyboard.press('Escape');

  // The GM's form says it creates a campaign; the home menu keeps the spec's New Campaign.
  await page.goto('/');
  await page.getByRole('link', { name: 'New Campaign' }).click();
  await expect(page.getByRole('button', { name: 'Create campaign' })).toBeVisible();
});

test.describe('by finger at 390 px', () => {
  test.use(PHONE);

  test('the shop summary, focus clear of the sticky bars, toasts, the reason, Retire', async ({ page }) => {
    await signUp(page);
    await putDraft(page, nomadDraft());
    await page.goto('/shop');
    const summary = page.getByRole('region', { name: 'Shop summary' });
    await expect(summary).toBeVisible();
    // Deep in the catalogue the summary is still on screen, and leads to the cart.
    await page.mouse.wheel(0, 4000);
    await expect(summary).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('shop-summary-390.png') });
    await summary.getByRole('button', { name: /^Cart/ }).tap();
    const cart = page.getByRole('heading', { name: 'Cart' });
    await expect(cart).toBeFocused();
    await expect(cart).toBeInViewport();
    // Each control the Tab key reaches from there shows between the summary and the Done bar.
    const bar = page.locator('[data-sticky-actions]');
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      const focused = await boxOf(page.locator(':focus'));
      const top = await boxOf(summary);
      const bottom = await boxOf(bar);
      if (await bar.locator(':focus').count()) break;
      expect(focused.y, 'below the summary').toBeGreaterThanOrEqual(top.y + top.height);
      expect(focused.y + focused.height, 'above the Done bar').toBeLessThanOrEqual(bottom.y);
    }

    // A toast keeps clear of the heading and the Done button.
    const dialog = await openInstall(page, 'Cybereye');
    await dialog.getByRole('button', { name: 'Install for 100eb' }).tap();
    await expectToastClear(page, continueButton(page, 'Done'));

    // Gear & Style: the reason stands beside Create Character in the sticky bar.
    await putDraft(page, { ...nomadDraft(), fashionStyle: null });
    await page.goto(WIZARD.gearAndStyle);
    await expect(bar.getByText(FASHION_REQUIRED)).toBeInViewport();

    // Retire is not the biggest button of a character's card.
    await saveNetrunner(page);
    await page.goto('/characters');
    const area = async (locator: Locator) => {
      const box = await boxOf(locator);
      return box.width * box.height;
    };
    const retire = await area(page.getByRole('button', { name: /^Retire / }));
    const others = await Promise.all(
      [/^View /, /^Play /, /^Edit /].map((name) => area(page.getByRole('link', { name }))),
    );
    others.push(await area(page.getByRole('button', { name: /^Duplicate / })));
    expect(retire).toBeLessThan(Math.max(...others));
    await page.screenshot({ path: test.info().outputPath('character-card-390.png') });
  });
});
