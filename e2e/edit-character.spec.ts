import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { registerAndSignIn } from './support/auth.ts';
import { saveNetrunner } from './support/saved-characters.ts';
import { expectNoSideScroll, expectTapTargets, PHONE } from './support/touch.ts';
import { continueButton, expectDraftSaved, expectTitle, WIZARD } from './support/wizard.ts';

const stepBar = (page: Page) => page.getByRole('navigation', { name: 'Creation progress' });

/**
 * The rename walk at the screen size of the test: a saved Kira Sato opened for editing, renamed from
 * the summary through the step bar in three actions, the bio brought along and saved; then the home
 * menu's Create Character starts a new character, and offers an unfinished edit instead of opening it.
 */
async function renameAndStartNew(page: Page, phone: boolean): Promise<void> {
  await registerAndSignIn(page);
  const id = await saveNetrunner(page);
  await page.goto(`/character/${id}/edit`);
  await expect(page).toHaveURL(WIZARD.summary);
  await expect(page.getByText('Editing Kira Sato')).toBeVisible();
  await expectAccessible(page);
  if (phone) {
    await expectNoSideScroll(page);
    await expectTapTargets(page);
  }

  // The three actions: the step bar to the name, the new name, the step bar back to the summary.
  await stepBar(page)
    .getByRole('link', { name: /Background/ })
    .click();
  await expect(page).toHaveURL(WIZARD.background);
  await page.getByLabel('First name').fill('Jun');
  await stepBar(page)
    .getByRole('link', { name: /Summary/ })
    .click();

  await expect(page).toHaveURL(WIZARD.summary);
  const offer = page.getByRole('region', { name: 'The biography after the rename' });
  await expect(offer).toContainText('The name changed from Kira Sato to Jun Sato');
  await offer.getByRole('button', { name: 'Replace the name in it' }).click();
  await expect(offer).toContainText('Kira Sato was replaced with Jun Sato in the biography');
  await expect(page.getByTestId('bio-text')).toContainText('Jun learned the NET in a Watson basement.');
  await expectDraftSaved(page);
  await continueButton(page, 'Save Character').click();
  await expect(page).toHaveURL('/characters');
  await page.goto(`/character/${id}`);
  const sheet = page.getByRole('article', { name: 'Character sheet of Jun Sato' });
  await expect(sheet).toContainText('Jun learned the NET in a Watson basement.');

  // After the edit, Create Character starts a new character.
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Character' }).click();
  await expectTitle(page, 'FORGE YOUR LEGEND');
  await expect(page.getByTestId('editing-bar')).toHaveCount(0);

  // An edit left unsaved is offered, never imposed.
  await page.goto(`/character/${id}/edit`);
  await expect(page.getByText('Editing Jun Sato')).toBeVisible();
  await page.getByRole('link', { name: 'Main Menu' }).click();
  await page.getByRole('link', { name: 'Create Character' }).click();
  await expect(page.getByRole('button', { name: 'Resume editing Jun Sato' })).toBeVisible();
  await page.getByRole('button', { name: 'Start a new character' }).click();
  await expectTitle(page, 'FORGE YOUR LEGEND');
  await expect(page.getByTestId('editing-bar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
}

test('at 1280 px, a rename from the summary takes three actions and brings the bio along', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await renameAndStartNew(page, false);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('at 390 px, a rename from the summary takes three actions and brings the bio along', async ({
    page,
  }) => {
    await renameAndStartNew(page, true);
  });
});

test('Discard changes drops the edit after asking, and the saved character is unchanged', async ({
  page,
}) => {
  await registerAndSignIn(page);
  const id = await saveNetrunner(page);
  await page.goto(`/character/${id}/edit`);
  // By keyboard: a phase of the step bar opens with Enter.
  await stepBar(page)
    .getByRole('link', { name: /Background/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(WIZARD.background);
  await page.getByLabel('First name').fill('Jun');
  await expectDraftSaved(page);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(`/character/${id}`);
  await expect(page.getByRole('article', { name: 'Character sheet of Kira Sato' })).toBeVisible();
  // Nothing of the edit is left: Create Character opens a new character at once.
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Character' }).click();
  await expectTitle(page, 'FORGE YOUR LEGEND');
});
