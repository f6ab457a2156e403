// The bench's accounts: sign-ups and saves through the server's API, as a player makes them.
import { randomBytes } from 'node:crypto';
import { requireSessionCookie } from '@edgeforge/test-support/session-cookie';

const PASSWORD = 'bench-Passw0rd-not-common';

/** Signs a new user up (a fresh address each time: sign-up is limited per e-mail and per IP). */
export async function signUp(origin: string, registrationCode: string): Promise<string> {
  const email = `bench-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.test`;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, registrationCode }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return requireSessionCookie(response);
}

/** Saves a character; answers its id. */
export async function save(origin: string, cookie: string, body: string): Promise<string> {
  const response = await fetch(`${origin}/api/characters`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body,
  });
  if (response.status !== 201) throw new Error(`save failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { character: { id: string } }).character.id;
}
