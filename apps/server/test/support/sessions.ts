import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { session } from '../../src/db/schema/auth.ts';
import { sessionCookieOf, TEST_PASSWORD, type TestContext } from './harness.ts';

/** The session cookie's name on plain http (no __Secure- prefix). */
export const SESSION_COOKIE = 'better-auth.session_token';

/** The token and signature of a `name=value` session cookie. */
export function splitSessionCookie(cookie: string): { token: string; signature: string } {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const dot = value.lastIndexOf('.');
  return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
}

/** better-call's cookie signature: base64 HMAC-SHA256 of the token with the auth secret. */
export function signToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64');
}

/** A session cookie for a token and signature, encoded as better-auth sets it. */
export function sessionCookie(token: string, signature: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A token better-auth never issued, in its own format (32 URL-safe characters). */
export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

/** One signature character changed: same length, same alphabet, no longer valid. */
export function tamper(signature: string): string {
  const index = Math.floor(signature.length / 2);
  const replacement = signature[index] === 'A' ? 'B' : 'A';
  return `${signature.slice(0, index)}${replacement}${signature.slice(index + 1)}`;
}

let signIns = 0;

/** Signs an existing user in again, which opens a second session: its cookie. */
export async function signInAgain(ctx: TestContext, email: string): Promise<string> {
  signIns += 1;
  const response = await ctx.request('/api/auth/sign-in/email', {
    method: 'POST',
    ip: `198.51.100.${signIns % 250}`,
    json: { email, password: TEST_PASSWORD },
  });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** Moves a session's expiry into the past, as if its lifetime had run out. */
export async function expireSession(ctx: TestContext, cookie: string): Promise<void> {
  const { token } = splitSessionCookie(cookie);
  const updated = await ctx.deps.db
    .update(session)
    .set({ expiresAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(session.token, token))
    .returning({ id: session.id });
  if (updated.length !== 1) throw new Error('no session row to expire');
}
