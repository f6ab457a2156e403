import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import {
  chooseStreetrat,
  continueTo,
  expectDraftSaved,
  expectTitle,
  gotoAnswered,
  pickRow,
  signOutAndIn,
  tableValues,
  WIZARD,
} from './support/wizard.ts';

test.describe('the draft lives on the server', () => {
  /** Walks to part3 and returns every answer given so far. */
  async function answerUpToPart3(page: Page) {
    await chooseStreetrat(page);
    await continueTo(page, WIZARD.background);
    await page.getByRole('radio', { name: 'Female' }).click();
    await page.getByPlaceholder('First Name *').fill('Rixa');
    await page.getByPlaceholder('Last Name *').fill('Vance');
    const background = await tableValues(page);
    await continueTo(page, WIZARD.part(1));
    await pickRow(page, 'Hairstyle', 'Striped');
    const part1 = await tableValues(page);
    await continueTo(page, WIZARD.part(2));
    await continueTo(page, WIZARD.part(3));
    const part3 = await tableValues(page);
    await expectDraftSaved(page);
    return { background, part1, part3 };
  }

  async function expectAnswers(page: Page, answers: Awaited<ReturnType<typeof answerUpToPart3>>) {
    await gotoAnswered(page, WIZARD.part(3));
    expect(await tableValues(page)).toEqual(answers.part3);
    await gotoAnswered(page, WIZARD.part(1));
    expect(await tableValues(page)).toEqual(answers.part1);
    expect(answers.part1.Hairstyle).toBe('Striped');
    await gotoAnswered(page, WIZARD.background);
    await expect(page.getByPlaceholder('First Name *')).toHaveValue('Rixa');
    await expect(page.getByPlaceholder('Last Name *')).toHaveValue('Vance');
    await expect(page.getByRole('radio', { name: 'Female' })).toHaveAttribute('aria-checked', 'true');
    expect(await tableValues(page)).toEqual(answers.background);
  }

  test('a reload mid-wizard keeps every answer', async ({ page }) => {
    await signUp(page);
    const answers = await answerUpToPart3(page);
    await page.reload();
    await expectTitle(page, 'WHERE YOU CAME FROM');
    await expect(page.getByTestId('draft-status')).toBeVisible();
    await expectAnswers(page, answers);
  });

  test('signing out and back in keeps every answer, and Start over clears them', async ({ page }) => {
    const email = await signUp(page);
    const answers = await answerUpToPart3(page);
    await signOutAndIn(page, email);
    await expectAnswers(page, answers);

    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Clear and start over' }).click();
    await expect(page).toHaveURL(WIZARD.method);
    await page.reload();
    await page.goto(WIZARD.background);
    await expect(page).toHaveURL(WIZARD.method);
  });
});
