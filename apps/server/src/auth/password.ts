import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, one lane. 2 is Argon2id in the
// library's const enum, which isolated modules cannot import.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** The lightest argon2id the library takes, for the test suites alone (TEST_LIGHT_PASSWORD_HASH). */
const LIGHT_OPTIONS = { ...OPTIONS, memoryCost: 1_024, timeCost: 1 } as const;

/** Hashes a password with argon2id (PHC string: parameters and salt travel with the hash). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Hashes as hashPassword does at the lightest cost; env.ts allows it only with NODE_ENV=test. */
export function hashPasswordLight(password: string): Promise<string> {
  return hash(password, LIGHT_OPTIONS);
}

/** Checks a password against a stored hash; a malformed hash is a mismatch, not a crash. */
export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
