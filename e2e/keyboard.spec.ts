import { expect, type Page, test } from '@playwright/test';
import { E2E_REGISTRATION_CODE } from './playwright.config.ts';
import { E2E_PASSWORD, uniqueEmail } from './support/auth.ts';
import { expectFocusOn, tabTo } from './support/focus.ts';
import { continueWith, expectScreen } from './support/keyboard-walk.ts';
import { continueButton, WIZARD } from './support/wizard.ts';

const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"][aria-current="true"]');

test('a Streetrat is built, saved and retired by keyboard alone, the focus always visible', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/auth');
  await tabTo(page, page.getByRole('button', { name: 'Need new credentials?' }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'New Identity' }));
  await tabTo(page, page.getByLabel('Neural Interface ID (Email)'));
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByLabel('Access Code', { exact: true }));
  await page.keyboard.type(E2E_PASSWORD);
  await tabTo(page, page.getByLabel('Registration Override'));
  await page.keyboard.type(E2E_REGISTRATION_CODE);
  await page.keyboard.press('Enter');
  await expectScreen(page, '/', 'Edgeforge');

  await tabTo(page, page.getByRole('link', { name: 'Create Character' }));
  await page.keyboard.press('Enter');
  await expectScreen(page, WIZARD.method, 'FORGE YOUR LEGEND');
  const streetrat = page.getByRole('radio', { name: /^Streetrat/ });
  await tabTo(page, streetrat);
  await page.keyboard.press('Space');
  await expect(streetrat).toBeChecked();
  await continueWith(page, WIZARD.role, 'BORN IN THE STREETS');

  // The carousel: Tab reaches the chosen role's slide; an arrow key chooses the next role and the focus
  // follows it; tabbing on past every other slide chooses nothing.
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 10: Rockerboy');
  await tabTo(page, currentSlide(page));
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 10: Solo');
  await expectFocusOn(page, currentSlide(page));
  const stops = await tabTo(page, continueButton(page));
  expect(stops, 'the carousel is left in a few Tab stops').toBeLessThanOrEqual(5);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 10: Solo');
  await page.keyboard.press('Enter');
  await expectScreen(page, WIZARD.background, 'TALES FROM THE STREET');

  await tabTo(page, page.getByPlaceholder('First Name *'));
  await page.keyboard.type('Rixa');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByPlaceholder('Last Name *'));
  await page.keyboard.type('Vance');
  const titles = ['STREET STYLE', 'WHAT DRIVES YOU', 'WHERE YOU CAME FROM', 'ORIGINAL BACKGROUND'];
  await continueWith(page, WIZARD.part(1), titles[0]!);
  for (const [index, title] of [
    ...titles.slice(1),
    'LIFE PATH',
    'LIFE GOALS',
    'Choose Your Role',
  ].entries()) {
    await continueWith(page, WIZARD.part(index + 2), title);
  }
  // Part7: the role chosen in the carousel is the checked card; Tab lands on it.
  await tabTo(page, page.getByRole('radio', { name: /^Solo/ }));
  await expect(page.getByRole('radio', { name: /^Solo/ })).toBeChecked();
  await continueWith(page, WIZARD.attributes, 'FORGE YOUR PAST');

  // The steppers come with the House rules tick (Space on it). A stepper reaching its bound keeps the
  // focus. The hand-changed STATs then match no template row, so the player picks one again (Space on
  // the table's first row), ticks House rules off, and the Streetrat stays legal.
  const byHand = page.getByRole('checkbox', { name: /House rules: change STATs by hand/ });
  await tabTo(page, byHand);
  await page.keyboard.press('Space');
  await expect(byHand).toBeChecked();
  const raiseBody = page.getByRole('button', { name: 'Raise Body' });
  await tabTo(page, raiseBody);
  while ((await raiseBody.getAttribute('aria-disabled')) === null) await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('attribute-BODY')).toHaveText('8');
  await expectFocusOn(page, raiseBody);
  const firstRow = page.getByRole('radio', { name: /^1 Row 1 / });
  await tabTo(page, firstRow);
  await page.keyboard.press('Space');
  await expect(firstRow).toBeChecked();
  await tabTo(page, byHand, { back: true });
  await page.keyboard.press('Space');
  await expect(byHand).not.toBeChecked();
  await continueWith(page, WIZARD.lifepath, 'YOUR LIFEPATH');
  await continueWith(page, WIZARD.skills, 'ROLE SKILLS');
  await continueWith(page, WIZARD.gearAndStyle, 'GEAR AND STYLE');

  // A fashion style by Space; its full image by Enter, and Escape gives the focus back to that button.
  // (The package's "A | B" choices come first on the screen: their radios are checked already.)
  const firstStyle = page.getByRole('radiogroup', { name: 'Fashion Style' }).getByRole('radio').first();
  await tabTo(page, firstStyle);
  await page.keyboard.press('Space');
  await expect(firstStyle).toBeChecked();
  const fullImage = page.getByRole('button', { name: /full image$/ }).first();
  await tabTo(page, fullImage);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectFocusOn(page, fullImage);
  await continueWith(page, WIZARD.summary, 'CHARACTER SUMMARY', 'Create Character');

  await expect(page.getByTestId('bio-text')).not.toBeEmpty();
  await tabTo(page, continueButton(page, 'Save Character'));
  await page.keyboard.press('Enter');
  await expectScreen(page, '/characters', 'Your Characters');

  // Retire asks first; the safe answer has the focus; once retired, the focus goes to Create Character.
  await tabTo(page, page.getByRole('button', { name: 'Retire Rixa Vance' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Retire Rixa Vance?' });
  await expectFocusOn(page, confirm.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Tab');
  await expectFocusOn(page, confirm.getByRole('button', { name: 'Retire', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Character retired successfully', { exact: true })).toBeVisible();
  await expectFocusOn(page, page.getByRole('link', { name: 'Create Character' }));
});
