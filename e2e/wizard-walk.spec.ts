import { test } from '@playwright/test';
import { walk } from './support/wizard-walk.ts';

test.describe('creation wizard', () => {
  test('a rockerboy walks every screen, through the rockerboy type, and is saved', async ({ page }) => {
    test.setTimeout(360_000);
    await walk(page, 'Rockerboy', 0, { thorough: true });
  });

  test('a solo picked in the carousel skips the rockerboy screen', async ({ page }) => {
    test.setTimeout(360_000);
    await walk(page, 'Solo', 1);
  });

  test('a netrunner picked on part7 skips the rockerboy screen', async ({ page }) => {
    test.setTimeout(360_000);
    await walk(page, 'Netrunner', 0);
  });
});
