import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in an invite token: 256 bits, far past guessing (decision 022). */
const TOKEN_BYTES = 32;

/** A new invite token, URL-safe (43 characters of base64url). */
export function newInviteToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, hex. A token carries 256 random bits, so a fast hash
 * is enough (nothing to stretch); a leaked table lets nobody join.
 */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
