import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { apiFetch } from '../../../lib/api.ts';

// The answers are read by hand, not with the contracts' zod schemas: zod would more than
// double the JavaScript of this first screen.

export interface Credentials {
  email: string;
  password: string;
}

/** Call 3 (docs/rules/product.md#the-api-calls): whether the registration code is the server's one. */
export async function verifyRegistrationCode(code: string): Promise<boolean> {
  const body = await apiFetch<{ REGISTRATION_CODE?: unknown } | null>(
    requestOf(API_ROUTES.verifyRegistrationCode),
    { body: { code } },
  );
  return Boolean(body?.REGISTRATION_CODE);
}

/**
 * Call 2: creates the account (the server checks the code again). Resolves to whether
 * the server also opened a session, which it does unless e-mail verification is required.
 */
export async function signUp(credentials: Credentials & { registrationCode: string }): Promise<boolean> {
  // better-auth answers a sign-up with a token only when it also signed the new user in.
  const body = await apiFetch<{ token?: unknown } | null>(requestOf(API_ROUTES.signUp), {
    body: {
      email: credentials.email,
      password: credentials.password,
      name: credentials.email.split('@')[0],
      registrationCode: credentials.registrationCode,
    },
  });
  return typeof body?.token === 'string' && body.token.length > 0;
}

/** Call 1: password sign-in; the session cookie is set by the answer. */
export async function signIn(credentials: Credentials): Promise<void> {
  await apiFetch(requestOf(API_ROUTES.signIn), { body: credentials });
}
