import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { expectNoSideScroll } from './touch.ts';

// Helpers of the method and house-rules walks (methods.spec.ts, house-rules.spec.ts).

/** The ten STATs in the game's order. */
export const STATS = ['INT', 'REF', 'DEX', 'TECH', 'COOL', 'WILL', 'LUCK', 'MOVE', 'BODY', 'EMP'] as const;
const DESKTOP = { width: 1280, height: 800 };

/** axe finds nothing serious, and at 360 px wide the screen neither scrolls sideways nor fails axe. */
export async function checkScreen(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
}

/** The centred slide of the role carousel. */
export const currentSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][aria-current="true"]');
/** The screen's list of what breaks the rules. */
export const findings = (page: Page) => page.getByRole('region', { name: 'Needs attention' });
/** The live points-left counter of STATs or skills. */
export const pointsLeft = (page: Page, what: 'stat' | 'skill') =>
  page.getByTestId(`points-left-${what}-points`);

/** The sheet's value of one STAT. */
export function sheetStat(sheet: Locator, key: string): Locator {
  return sheet.getByRole('region', { name: 'Attributes' }).getByText(key, { exact: true }).locator('+ dd');
}
