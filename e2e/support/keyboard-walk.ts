import { expect, type Page } from '@playwright/test';
import { expectFocusOn, tabTo } from './focus.ts';
import { continueButton } from './wizard.ts';

/** After a change of screen: the new screen's heading has the focus and names the page. */
export async function expectScreen(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
  await expectFocusOn(page, heading);
  await expect(page).toHaveTitle(title === 'Edgeforge' ? 'Edgeforge' : `${title} – Edgeforge`);
}

/** Tabs to Continue (or the button named so), presses Enter and checks the next screen. */
export async function continueWith(
  page: Page,
  next: string,
  title: string,
  name = 'Continue',
): Promise<void> {
  await tabTo(page, continueButton(page, name));
  await page.keyboard.press('Enter');
  await expectScreen(page, next, title);
}
