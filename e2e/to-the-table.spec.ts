import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { registerAndSignIn } from './support/auth.ts';
import { downloadText, saveNetrunner } from './support/saved-characters.ts';
import { backButton, continueButton, expectDraftSaved, WIZARD } from './support/wizard.ts';

/** The page has nothing wider than the window (360 px: no sideways scroll). */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Edit opens a saved character in the wizard; a change saved shows on its sheet', async ({ page }) => {
  await registerAndSignIn(page);
  const id = await saveNetrunner(page);
  await page.goto('/characters');
  await page.getByRole('link', { name: 'Edit Kira Sato' }).click();
  await expect(page).toHaveURL(WIZARD.summary);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CHARACTER SUMMARY');
  // The saved bio and portrait are kept: nothing is generated.
  await expect(page.getByTestId('bio-text')).toContainText('Kira learned the NET in a Watson basement.');
  await expect(page.getByRole('img', { name: 'Portrait of Kira Sato' })).toBeVisible();
  await expectAccessible(page);

  await backButton(page).click();
  await expect(page).toHaveURL(WIZARD.gearAndStyle);
  await page.locator('label', { hasText: 'Cyber Gothic' }).click();
  await expectDraftSaved(page);
  await continueButton(page, 'Create Character').click();
  await expect(page).toHaveURL(WIZARD.summary);
  await continueButton(page, 'Save Character').click();
  await expect(page.getByText('Your character has been saved successfully.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/characters');

  await page.goto(`/character/${id}`);
  const sheet = page.getByRole('article', { name: 'Character sheet of Kira Sato' });
  await expect(sheet).toContainText('Cyber Gothic');
  await expect(sheet).toContainText('Kira learned the NET in a Watson basement.');
  await expect(page.getByRole('link', { name: 'Edit Kira Sato' })).toBeVisible();
});

test('a save from a tab opened before another tab saved shows the conflict and offers to reload', async ({
  page,
  context,
}) => {
  await registerAndSignIn(page);
  const id = await saveNetrunner(page);
  await page.goto(`/character/${id}`);
  await page.getByRole('link', { name: 'Edit Kira Sato' }).click();
  await expect(page).toHaveURL(WIZARD.summary);
  await expect(page.getByTestId('bio-text')).toBeVisible();

  const second = await context.newPage();
  await second.goto(`/character/${id}/edit`);
  await expect(second).toHaveURL(WIZARD.summary);
  await continueButton(second, 'Save Character').click();
  await expect(
    second.getByText('Your character has been saved successfully.', { exact: true }),
  ).toBeVisible();
  await second.close();

  await continueButton(page, 'Save Character').click();
  const conflict = page.getByRole('alertdialog', { name: 'This character changed somewhere else' });
  await expect(conflict).toContainText('your changes here are not saved');
  await expectAccessible(page);
  await conflict.getByRole('button', { name: 'Reload the latest version' }).click();
  await expect(page).toHaveURL(WIZARD.summary);
  await continueButton(page, 'Save Character').click();
  await expect(page.getByText('Your character has been saved successfully.', { exact: true })).toBeVisible();
});

test('Duplicate makes a copy; the Foundry VTT, PDF and JSON exports download; the JSON imports back', async ({
  page,
}) => {
  await registerAndSignIn(page);
  const id = await saveNetrunner(page);
  await page.goto('/characters');
  await page.getByRole('button', { name: 'Duplicate Kira Sato' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kira Sato (copy)' })).toBeVisible();

  await page.goto(`/character/${id}`);
  // The downloads open from the bar at the top of the sheet (decision 052).
  await page
    .getByRole('navigation', { name: 'Sheet actions' })
    .getByRole('button', { name: 'Export' })
    .click();
  await expect(page.getByText('right-click it, choose Import Data')).toBeVisible();
  await expectAccessible(page);
  const [foundry] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export for Foundry VTT' }).click(),
  ]);
  expect(foundry.suggestedFilename()).toBe('fvtt-Actor-kira-sato.json');
  const actor = JSON.parse((await downloadText(foundry)).toString('utf8'));
  expect(actor).toMatchObject({
    name: 'Kira Sato',
    type: 'character',
    _stats: { systemId: 'cyberpunk-red-core' },
  });
  for (const paper of ['PDF (A4)', 'PDF (US Letter)']) {
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: paper }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('kira-sato-character-sheet.pdf');
    expect((await downloadText(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export JSON' }).click(),
  ]);
  const file = await json.path();

  await page.goto('/characters');
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByText('Kira Sato is on your list.', { exact: true })).toBeVisible();
  // The original and the imported one (beside the copy made above).
  await expect(page.getByRole('row', { name: /Kira Sato/ }).filter({ hasNotText: '(copy)' })).toHaveCount(2);
  await expectAccessible(page);
});

test('a share link opens the sheet signed out, read-only, until the owner revokes it', async ({
  page,
  browser,
}) => {
  await registerAndSignIn(page);
  const id = await saveNetrunner(page);
  await page.goto(`/character/${id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Share link' });
  await panel.getByRole('button', { name: 'Create share link' }).click();
  const url = await panel.getByRole('textbox', { name: /Share link/ }).inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);

  const stranger = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const reader = await stranger.newPage();
  const answer = await reader.goto(url);
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(reader.getByRole('heading', { level: 1, name: 'Kira Sato' })).toBeVisible();
  await expect(reader.getByRole('region', { name: 'Biography' })).toContainText('Watson basement');
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  for (const control of [/Edit/, /Retire/, /Export/, /PDF/, /Duplicate/, /share link/i]) {
    await expect(reader.getByRole('button', { name: control })).toHaveCount(0);
    await expect(reader.getByRole('link', { name: control })).toHaveCount(0);
  }
  await expectNoSideScroll(reader);
  await expectAccessible(reader);

  await panel.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(panel.getByText('No share link: only you can see this sheet.')).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('alert')).toHaveText(
    'This shared character does not exist or is no longer shared.',
  );
  await stranger.close();
});

test('the list and the sheet with their new controls fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await registerAndSignIn(page);
  const id = await saveNetrunner(page);
  await page.goto('/characters');
  await expect(page.getByRole('button', { name: 'Duplicate Kira Sato' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.goto(`/character/${id}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('button', { name: 'PDF (US Letter)' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Share link' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});
