import { expect, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import { chooseStreetrat, continueTo, expectDraftSaved, gotoAnswered, WIZARD } from './support/wizard.ts';

// 40 characters in three bursts: typed at the end, then at the start (Home), then at the end again (End).
const BURSTS = ['Kiroshi Tanaka', 'Kira Vance ', '-Nakamura Jones'] as const;
const TYPED = `${BURSTS[1]}${BURSTS[0]}${BURSTS[2]}`;

test('names typed fast while the draft saves keep every character in place', async ({ page }) => {
  expect(BURSTS.join('')).toHaveLength(40);
  await signUp(page);
  await chooseStreetrat(page);
  await continueTo(page, WIZARD.background);
  // Every draft write takes a quarter of a second, so writes and their answers overlap the typing.
  await page.route('**/api/draft', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 250));
    await route.fallback();
  });
  for (const placeholder of ['First Name *', 'Last Name *']) {
    const field = page.getByPlaceholder(placeholder);
    await field.click();
    await page.keyboard.type(BURSTS[0], { delay: 10 });
    await page.keyboard.press('Home');
    await page.keyboard.type(BURSTS[1], { delay: 10 });
    await page.keyboard.press('End');
    await page.keyboard.type(BURSTS[2], { delay: 10 });
    await expect(field).toHaveValue(TYPED);
  }
  await expectDraftSaved(page);
  await gotoAnswered(page, WIZARD.background);
  await expect(page.getByPlaceholder('First Name *')).toHaveValue(TYPED);
  await expect(page.getByPlaceholder('Last Name *')).toHaveValue(TYPED);
});
