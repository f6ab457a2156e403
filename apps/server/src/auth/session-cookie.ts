import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Env, servesHttps } from '../env.ts';

/** The prefix of every better-auth cookie we set (auth/auth.ts gives it to better-auth). */
export function authCookiePrefix(env: Pick<Env, 'PUBLIC_URL'>): string {
  // __Host- binds the cookie to this exact origin: Secure, Path=/ and no Domain, so neither a
  // sibling subdomain nor a plain-HTTP page can set or overwrite it.
  return servesHttps(env) ? '__Host-better-auth' : 'better-auth';
}

/** better-auth's session cookie name: the `__Host-` form when the app is served over HTTPS. */
export function sessionCookieName(env: Pick<Env, 'PUBLIC_URL'>): string {
  return `${authCookiePrefix(env)}.session_token`;
}

/** Base64 of an HMAC-SHA256: 43 characters and one '=' of padding. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a cookie header, when better-auth signed it with this secret
 * (`token.signature`, URL-encoded, signature = base64 HMAC-SHA256 of the token); null otherwise.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt < 0 || part.slice(0, eqAt).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
    const expected = createHmac('sha256', secret).update(token).digest();
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}
