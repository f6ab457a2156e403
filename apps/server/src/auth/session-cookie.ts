import { createHmac, timingSafeEqual } from 'node:crypto';

const COOKIE_NAME = 'better-auth.session_token';

/** better-auth's session cookie name: the `__Secure-` form when the app is served over HTTPS. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
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
