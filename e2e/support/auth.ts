import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_REGISTRATION_CODE } from '../playwright.config.ts';

/** A password the server's policy accepts (long enough, not a common one). */
export const E2E_PASSWORD = 'Neon-Samurai-2077!';

/** A fresh e-mail address, so tests never share an account. */
export function uniqueEmail(prefix = 'runner'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.night.city`;
}

/**
 * Registers a new account through the API (fast; auth.spec.ts covers the form). The sign-up signs the
 * account in (no e-mail verification here): its session cookie is shared with `page`, which stays where
 * it is; the first screen the test opens then shows whether the session works. A browser context will do
 * as well as a page, for a player who only acts through the API. Returns the e-mail.
 */
export async function signUp(page: { request: APIRequestContext }, email = uniqueEmail()): Promise<string> {
  // The server refuses state-changing requests without our Origin (CSRF defence).
  const signUpResponse = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL },
    data: {
      email,
      password: E2E_PASSWORD,
      name: email.split('@')[0],
      registrationCode: E2E_REGISTRATION_CODE,
    },
  });
  expect(signUpResponse.status(), await signUpResponse.text()).toBe(200);
  return email;
}

/** Signs a new account up and in through the API (`signUp`), then opens the home menu. Returns the e-mail. */
export async function registerAndSignIn(page: Page, email = uniqueEmail()): Promise<string> {
  await signUp(page, email);
  await page.goto('/');
  // Enabled once React has taken the served page over: a key pressed before that would follow a link
  // as a plain page load, which puts the focus nowhere the walks expect.
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await expect(signOut).toBeEnabled();
  return email;
}
