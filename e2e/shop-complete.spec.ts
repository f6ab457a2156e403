import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signUp } from './support/auth.ts';
import { expectNoSideScroll } from './support/touch.ts';
import { continueButton, continueTo, expectTitle, ORIGIN, WIZARD } from './support/wizard.ts';

// Chrome and eurobucks for a Complete Package: 2,550eb for chrome, weapons, armor and gear, 800eb for
// fashion, and every number on the saved sheet worked out here by hand.

/** Adds one catalogue item to the cart by its exact name, found by typing in the search. */
async function add(page: Page, search: string, name: string) {
  await page.getByLabel('Search the shop').fill(search);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

/** Installs a piece of cyberware where the dialog proposes, with its fixed Humanity Loss. */
async function install(page: Page, name: string, where: string, price: string) {
  await page.getByLabel('Search the shop').fill(name.toLowerCase());
  await page.getByRole('button', { name: `Install ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Install ${name}` });
  await expect(dialog).toContainText(`Where: ${where}`);
  await dialog.getByRole('button', { name: `Install for ${price}` }).click();
  await expect(dialog).toBeHidden();
}

/** A term's value in one region of the sheet. */
function fact(page: Page, region: string, term: string) {
  return page.getByRole('region', { name: region }).locator('dt', { hasText: term }).locator('+ dd');
}

test('a Complete Package Netrunner buys a Neural Link with Interface Plugs, a deck, a pistol with ammunition, armor and an outfit, and the sheet shows what is left', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page);
  // The Complete Package with an empty basket: the whole 2,550eb + 800eb to spend.
  const draft = buildDraft({
    characterType: 'complete',
    selectedRole: 'netrunner',
    firstName: 'Nix',
    lastName: 'Arclight',
    purchases: [],
    cyberware: [],
  });
  const put = await page.request.put('/api/draft', { headers: ORIGIN, data: { draft } });
  expect(put.status(), await put.text()).toBeLessThan(300);
  const emp = draft.attributes.EMP;

  await page.goto('/shop');
  await expectTitle(page, 'NIGHT MARKET');
  await expect(page.getByTestId('humanity')).toHaveText(`${emp * 10} / ${emp * 10}`);

  // A Neural Link (Humanity Loss 2d6, fixed at 7) and Interface Plugs in it (2d6, 7): 1,000eb.
  await install(page, 'Neural Link', 'The nervous system, along the spine', '500eb');
  await install(page, 'Interface Plugs', 'Neural Link', '500eb');
  // A deck (500eb), a Heavy Pistol (100eb) with two packages of basic rounds (2 x 10eb), a Light
  // Armorjack for body and head (2 x 100eb): 820eb more.
  await add(page, 'cyberdeck', 'Cyberdeck');
  await add(page, 'heavy pistol', 'Heavy Pistol');
  await add(page, 'heavy pistol basic', 'Heavy Pistol (Basic)');
  const ammo = page.getByTestId('cart-ammo:heavy-pistol-basic');
  await ammo.getByRole('button', { name: 'One more Heavy Pistol (Basic)' }).click();
  await expect(ammo.getByRole('status')).toHaveText('2');
  await add(page, 'light armorjack body', 'Light Armorjack (Body)');
  await add(page, 'light armorjack head', 'Light Armorjack (Head)');
  // An outfit from the fashion money: 20 + 50 + 50 + 20 = 140eb of the 800eb; the rest is lost.
  for (const piece of ['Top', 'Bottoms', 'Jacket', 'Footwear']) {
    await add(page, `generic chic ${piece}`, `Generic Chic ${piece}`);
  }

  const cash = 2550 - 1000 - 500 - 100 - 20 - 200;
  const current = emp * 10 - 7 - 7;
  const maximum = emp * 10 - 2 - 2;
  await expect(page.getByTestId('cash-left')).toHaveText(`${cash}eb`);
  await expect(page.getByTestId('fashion-left')).toHaveText(`${800 - 140}eb`);
  await expect(page.getByTestId('humanity')).toHaveText(`${current} / ${maximum}`);
  await expectAccessible(page);
  await expectNoSideScroll(page);

  await continueTo(page, WIZARD.gearAndStyle, 'Done');
  await continueTo(page, WIZARD.summary, 'Create Character');
  await expect(page.getByTestId('bio-text')).not.toBeEmpty();
  await continueButton(page, 'Save Character').click();
  await expect(page).toHaveURL('/characters');
  await page.getByRole('link', { name: 'View Nix Arclight' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nix Arclight' })).toBeVisible();

  await expect(fact(page, 'Gear', 'Cash')).toHaveText(`${cash} eb`);
  await expect(fact(page, 'Cyberware and Humanity', 'Humanity (current)')).toHaveText(String(current));
  await expect(fact(page, 'Cyberware and Humanity', 'Humanity (maximum)')).toHaveText(String(maximum));
  await expect(fact(page, 'Cyberware and Humanity', 'EMP (current)')).toHaveText(
    String(Math.floor(current / 10)),
  );
  await expect(fact(page, 'Cyberware and Humanity', 'EMP (original)')).toHaveText(String(emp));
  const link = page.getByTestId('chrome-neural-link-1');
  await expect(link).toContainText('Neural Link Humanity Loss 7');
  await expect(link.getByTestId('chrome-interface-plugs-1')).toContainText('Interface Plugs Humanity Loss 7');
  await expect(
    page.getByRole('table', { name: 'Weapons' }).getByRole('row', { name: /^Heavy Pistol/ }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ammunition' })).toContainText('Heavy Pistol (Basic): 20');
  await expectAccessible(page);
});
