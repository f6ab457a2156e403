import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares a typed registration code with the real one in constant time. Hashing first
 * makes both sides the same length, so neither the length nor the content leaks.
 */
export function isRegistrationCodeValid(candidate: string, expected: string | undefined): boolean {
  if (!expected) return false;
  return timingSafeEqual(digest(candidate.trim()), digest(expected));
}

/**
 * Reads a secret kept in a file of the data directory, creating it on first use.
 * Returns the value and whether it was created now (the caller prints new codes).
 */
export function readOrCreateSecretFile(
  file: string,
  create: () => string,
): { value: string; created: boolean } {
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value) return { value, created: false };
  }
  const value = create();
  writeSecretFile(file, value);
  return { value, created: true };
}

/** Writes (or replaces) a secret file of the data directory, readable by the owner only. */
export function writeSecretFile(file: string, value: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** A new registration code: readable groups, about 100 bits of randomness. */
export function generateRegistrationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]);
  return [0, 5, 10, 15].map((start) => chars.slice(start, start + 5).join('')).join('-');
}

/** A new better-auth signing secret. */
export function generateAuthSecret(): string {
  return randomBytes(32).toString('base64url');
}
