import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in a share token: 256 bits, far past the 128 a guess would have to beat. */
const TOKEN_BYTES = 32;

/** A share token as it appears in a link: base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh share token, from the platform's cryptographic random source. */
export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Tells whether a string can be a share token at all (anything else is answered 404 at once). */
export function isShareToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * What the database keeps of a token: its SHA-256. The token is random and long, so a fast hash is
 * enough: nothing short of the token itself finds the row.
 */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
