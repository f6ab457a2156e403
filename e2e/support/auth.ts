import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_REGISTRATION_CODE } from '../playwright.config.ts';

/** A password the server's policy accepts (long enough, not a common one). */
export const E2E_PASSWORD = 'Neon-Samurai-2077!';

/** A fresh e-mail address, so tests never share an account. */
export function uniqueEmail(prefix = 'runner'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.night.city`;
}

/**
 * Registers a new account and signs it in through the API (fast; auth.spec.ts covers the form),
 * sharing the cookies with `page`, then opens the home menu. Returns the account's e-mail.
 */
export async function registerAndSignIn(page: Page, email = uniqueEmail()): Promise<string> {
  // The server refuses state-changing requests without our Origin (CSRF defence).
  const headers = { origin: E2E_BASE_URL };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      email,
      password: E2E_PASSWORD,
      name: email.split('@')[0],
      registrationCode: E2E_REGISTRATION_CODE,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password: E2E_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  return email;
}
