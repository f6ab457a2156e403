import { expect, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import { chooseStreetrat, continueTo, rollTable, tableValue, WIZARD } from './support/wizard.ts';

test('the dice button highlights at 100, 150, 200 and 250 ms, then settles on a different row', async ({
  page,
}) => {
  await page.clock.install();
  await signUp(page);
  await chooseStreetrat(page);
  await continueTo(page, WIZARD.background);
  const table = rollTable(page, 'Cultural Region');
  await expect(table.getByRole('radio', { checked: true })).toHaveCount(1);
  const before = await tableValue(page, 'Cultural Region');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  await page.getByRole('button', { name: 'Roll Cultural Region' }).click();
  const rolling = table.locator('[data-rolling]');
  await page.clock.runFor(99);
  await expect(rolling).toHaveCount(0);
  const seen: string[] = [];
  for (const step of [1, 50, 50, 50]) {
    await page.clock.runFor(step);
    await expect(rolling).toHaveCount(1);
    seen.push((await rolling.textContent()) ?? '');
    // The answer does not change while the dice roll.
    expect(await tableValue(page, 'Cultural Region')).toBe(before);
  }
  for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
  // A click on a row while the dice roll is ignored.
  await table
    .locator('label')
    .filter({ hasNot: page.locator('[data-selected]') })
    .first()
    .click();
  expect(await tableValue(page, 'Cultural Region')).toBe(before);
  await page.clock.runFor(50);
  await expect(rolling).toHaveCount(0);
  // The query cache tells React about the new answer on a zero-delay timer: let the clock run again.
  await page.clock.resume();
  await expect.poll(() => tableValue(page, 'Cultural Region')).not.toBe(before);
  const after = await tableValue(page, 'Cultural Region');
  expect(after).not.toBeNull();
  await expect(table.getByText(new RegExp(`^Cultural Region: rolled \\d+, ${after}$`))).toBeAttached();
});
