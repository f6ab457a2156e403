import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './playwright.config.ts';
import { expectAccessible } from './support/a11y.ts';
import { E2E_PASSWORD, registerAndSignIn } from './support/auth.ts';

const NEW_PASSWORD = 'Fresh-Chrome-Passphrase-42';

async function openAccount(page: Page) {
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test('the account page: a session signed out from here, the access code changed, then the account deleted', async ({
  page,
  browser,
}) => {
  const email = await registerAndSignIn(page);
  await openAccount(page);
  await expectAccessible(page);

  // A second device signs in; this page signs it out.
  const phone = await browser.newContext();
  const phoneSignIn = await phone.request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL },
    data: { email, password: E2E_PASSWORD },
  });
  expect(phoneSignIn.status()).toBe(200);
  const phonePage = await phone.newPage();
  await phonePage.goto('/');
  await expect(phonePage.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.reload();
  const sessions = page.getByRole('region', { name: 'Sessions' });
  // This browser's session (the sign-up's) and the phone's.
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This browser')).toBeVisible();
  // Sign the other session (the phone) out: the one "Sign out" button beside this browser's.
  await sessions
    .getByRole('button', { name: /^Sign out / })
    .first()
    .click();
  await expect(sessions.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.sessionRevoked);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phonePage.goto('/characters');
  await expect(phonePage).toHaveURL('/auth');
  await phone.close();

  // The access code, changed with the current one.
  const password = page.getByRole('region', { name: 'Access Code' });
  await password.getByLabel('Current Access Code').fill(E2E_PASSWORD);
  await password.getByLabel('New Access Code').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change Access Code' }).click();
  await expect(password.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.passwordChanged);
  // This session goes on with its renewed cookie.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  // Deletion: refused without the word, then done, and sign-in fails.
  const danger = page.getByRole('region', { name: 'Delete Account' });
  await expect(danger).toContainText('It cannot be undone.');
  await danger.getByLabel('Access Code').fill(NEW_PASSWORD);
  await danger.getByRole('button', { name: 'Delete Forever' }).click();
  await expect(danger.getByRole('alert')).toHaveText('Type DELETE to confirm.');
  await danger.getByLabel('Type DELETE to confirm').fill('DELETE');
  await danger.getByRole('button', { name: 'Delete Forever' }).click();
  await expect(page).toHaveURL('/auth');

  await page.getByLabel('Neural Interface ID (Email)').fill(email);
  await page.getByLabel('Access Code').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
});

for (const width of [360, 1280]) {
  test(`the account page fits ${width} px, is keyboard-operable and axe clean`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await registerAndSignIn(page);
    await openAccount(page);
    await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This browser')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    // Keyboard: the first field takes focus with Tab and shows the focus ring.
    await page.getByLabel('Current Access Code').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show code' }).first()).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`account-${width}.png`), fullPage: true });
  });
}
