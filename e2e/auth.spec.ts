import { MESSAGES } from '@edgeforge/contracts/messages';
import { expect, type Page, test } from '@playwright/test';
import { E2E_REGISTRATION_CODE } from './playwright.config.ts';
import { expectAccessible } from './support/a11y.ts';
import { E2E_PASSWORD, registerAndSignIn, uniqueEmail } from './support/auth.ts';

const PROTECTED_ROUTES = [
  '/',
  '/characters',
  '/character/00000000-0000-4000-8000-000000000000',
  '/character-creation',
  '/character-creation/streetrat/background/part3',
  '/summary',
];

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Neural Interface ID (Email)').fill(email);
  await page.getByLabel('Access Code').fill(password);
}

async function openRegistration(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Need new credentials?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Identity' })).toBeVisible();
}

test('a new player registers with the code, signs out, signs back in and lands on the home menu', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await openRegistration(page);
  await fillCredentials(page, email, E2E_PASSWORD);
  await page.getByLabel('Registration Override').fill(E2E_REGISTRATION_CODE);
  await page.getByRole('button', { name: 'Initialize' }).click();

  const successToast = page.getByRole('listitem').filter({ hasText: MESSAGES.registrationSuccess });
  await expect(successToast).toBeVisible();
  await expect(successToast).toContainText(MESSAGES.registrationSuccessTitle);
  // Without e-mail verification the server signs the new player in: straight to the home menu.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Edgeforge' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Terminal' })).toBeVisible();

  await expectAccessible(page);
  await fillCredentials(page, email, E2E_PASSWORD);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'View Characters' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Character' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Campaign' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Campaign' })).toBeVisible();
  await expectAccessible(page);
});

test('after signing out, every protected route sends the visitor to /auth', async ({ page }) => {
  await registerAndSignIn(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth');
  for (const route of PROTECTED_ROUTES) {
    await page.goto(route);
    await expect(page, `visiting ${route}`).toHaveURL('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Terminal' })).toBeVisible();
  }
});

test('a wrong registration code is refused', async ({ page }) => {
  await openRegistration(page);
  await fillCredentials(page, uniqueEmail('wrong-code'), E2E_PASSWORD);
  await page.getByLabel('Registration Override').fill('not-the-code');
  await page.getByRole('button', { name: 'Initialize' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidRegistrationCode);
  await expect(page).toHaveURL('/auth');
  // The registration form with its alert showing.
  await expectAccessible(page);
});

test('a wrong access code is refused with the spec message', async ({ page }) => {
  const email = await registerAndSignIn(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/auth');
  await fillCredentials(page, email, 'Not-The-Right-Code-99');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
  await expect(page).toHaveURL('/auth');
});

test("an e-mail without '@' is refused before anything is sent", async ({ page }) => {
  await page.goto('/auth');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') requests.push(request.url());
  });
  await fillCredentials(page, 'runner.night.city', E2E_PASSWORD);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailMissingAt);
  expect(requests).toEqual([]);
});
