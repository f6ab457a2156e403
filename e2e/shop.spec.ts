import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signUp } from './support/auth.ts';
import { expectNoSideScroll, expectTapTargets } from './support/touch.ts';
import { continueButton, continueTo, expectTitle, ORIGIN, WIZARD } from './support/wizard.ts';

const SHOP = '/shop';

/** Signs a new player in with a finished Streetrat Tech draft (every Continue open), named `name`. */
async function startTech(page: Page, firstName: string) {
  await signUp(page);
  const draft = buildDraft({ selectedRole: 'tech', firstName, lastName: 'Kuroda', fashionStyle: 'neonNoir' });
  const put = await page.request.put('/api/draft', { headers: ORIGIN, data: { draft } });
  expect(put.status(), await put.text()).toBeLessThan(300);
}

/** The EMP the attributes screen shows. */
async function empShown(page: Page): Promise<number> {
  await page.goto(WIZARD.attributes);
  await expectTitle(page, 'FORGE YOUR PAST');
  return Number(await page.getByTestId('attribute-EMP').textContent());
}

/** Saves from the summary and opens the saved character's sheet. */
async function saveAndOpenSheet(page: Page, fullName: string) {
  await expectTitle(page, 'CHARACTER SUMMARY');
  await expect(page.getByTestId('bio-text')).not.toBeEmpty();
  await continueButton(page, 'Save Character').click();
  await expect(page).toHaveURL('/characters');
  await page.getByRole('link', { name: `View ${fullName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
}

/** A term's value in one region of the sheet. */
function fact(page: Page, region: string, term: string) {
  return page.getByRole('region', { name: region }).locator('dt', { hasText: term }).locator('+ dd');
}

test("a Streetrat Tech's saved sheet shows Humanity EMP x 10 - 12 of a maximum EMP x 10 - 6", async ({
  page,
}) => {
  await startTech(page, 'Rin');
  const emp = await empShown(page);
  await page.goto(WIZARD.gearAndStyle);
  await continueTo(page, WIZARD.summary, 'Create Character');
  await saveAndOpenSheet(page, 'Rin Kuroda');
  const current = emp * 10 - 12;
  await expect(fact(page, 'Cyberware and Humanity', 'Humanity (current)')).toHaveText(String(current));
  await expect(fact(page, 'Cyberware and Humanity', 'Humanity (maximum)')).toHaveText(String(emp * 10 - 6));
  await expect(fact(page, 'Cyberware and Humanity', 'EMP (current)')).toHaveText(
    String(Math.floor(current / 10)),
  );
  await expect(fact(page, 'Cyberware and Humanity', 'EMP (original)')).toHaveText(String(emp));
  await expect(fact(page, 'Gear', 'Cash')).toHaveText('500 eb');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('a Streetrat Tech buys a pistol, ammunition and a rolled Chyron from the 500eb; the sheet shows cash, chrome and Humanity', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await startTech(page, 'Sumi');
    const emp = await empShown(page);
    await page.goto(WIZARD.gearAndStyle);
    await page.getByRole('link', { name: 'Spend your 500eb in the shop' }).tap();
    await expect(page).toHaveURL(SHOP);
    await expectTitle(page, 'NIGHT MARKET');
    await expect(page.getByTestId('humanity')).toHaveText(`${emp * 10 - 12} / ${emp * 10 - 6}`);
    await expectNoSideScroll(page);
    await expectTapTargets(page);
    await expectAccessible(page);

    // The pistol and its ammunition by keyboard: type, then Tab past the filters to the first result.
    const search = page.getByLabel('Search the shop');
    await search.focus();
    await page.keyboard.type('heavy pistol');
    const results = page.getByRole('list', { name: 'Items for sale' });
    await expect(results.getByRole('heading').first()).toHaveText('Heavy Pistol');
    for (let n = 0; n < 4; n++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add Heavy Pistol', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await search.fill('heavy pistol basic');
    await page.getByRole('button', { name: 'Add Heavy Pistol (Basic)', exact: true }).tap();
    const ammo = page.getByTestId('cart-ammo:heavy-pistol-basic');
    await ammo.getByRole('button', { name: 'One more Heavy Pistol (Basic)' }).tap();
    await ammo.getByRole('button', { name: 'One more Heavy Pistol (Basic)' }).tap();
    await expect(ammo.getByRole('status')).toHaveText('3');
    await expect(page.getByTestId('budget-cash')).toContainText('130eb of 500eb spent · 370eb left');

    // Chyron in the package's Cybereye, its Humanity Loss rolled.
    await search.fill('chyron');
    await page.getByRole('button', { name: 'Install Chyron' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Install Chyron' });
    await expect(dialog).toContainText('Where: Cybereye');
    await dialog.getByText('Roll 1d3').tap();
    await dialog.getByRole('button', { name: 'Roll 1d3 Humanity Loss for Chyron' }).tap();
    const rolled = dialog.getByTestId('humanity-roll');
    await expect(rolled).toHaveText(/^Rolled [123]$/);
    const loss = Number((await rolled.textContent())?.replace('Rolled ', ''));
    await expect(dialog.locator('dt', { hasText: /^Humanity$/ }).locator('+ dd')).toHaveText(
      `${emp * 10 - 12} → ${emp * 10 - 12 - loss}`,
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Install for 100eb' }).tap();
    await expect(dialog).toBeHidden();
    const current = emp * 10 - 12 - loss;
    const max = emp * 10 - 6 - 2;
    await expect(page.getByTestId('humanity')).toHaveText(`${current} / ${max}`);
    await expect(page.getByTestId('cash-left')).toHaveText('270eb');
    await expectNoSideScroll(page);

    await continueTo(page, WIZARD.gearAndStyle, 'Done');
    await expect(page.getByRole('link', { name: 'Shop: 270eb left' })).toBeVisible();
    await continueTo(page, WIZARD.summary, 'Create Character');
    await saveAndOpenSheet(page, 'Sumi Kuroda');

    await expect(fact(page, 'Gear', 'Cash')).toHaveText('270 eb');
    await expect(fact(page, 'Cyberware and Humanity', 'Humanity (current)')).toHaveText(String(current));
    await expect(fact(page, 'Cyberware and Humanity', 'Humanity (maximum)')).toHaveText(String(max));
    await expect(fact(page, 'Cyberware and Humanity', 'EMP (original)')).toHaveText(String(emp));
    const eye = page.getByTestId('chrome-package-1');
    await expect(eye).toContainText('Cybereye');
    await expect(eye.getByTestId('chrome-package-2')).toContainText('MicroOptics');
    await expect(eye.getByTestId('chrome-chyron-1')).toContainText(`Chyron Humanity Loss ${loss}, rolled`);
    const weapons = page.getByRole('table', { name: 'Weapons' });
    await expect(weapons.getByRole('row', { name: /^Heavy Pistol/ })).toContainText('3d6');
    await expect(page.getByRole('list', { name: 'Ammunition' })).toContainText('Heavy Pistol (Basic): 30');
    await expectNoSideScroll(page);
    await expectAccessible(page);
  });
});
