import { join } from 'node:path';
import type { Env } from '../env.ts';
import { generateAuthSecret, generateRegistrationCode, readOrCreateSecretFile } from './registration-code.ts';

export interface ResolvedSecrets {
  /** The env with REGISTRATION_CODE and BETTER_AUTH_SECRET always set. */
  env: Env & { REGISTRATION_CODE: string; BETTER_AUTH_SECRET: string };
  /** Where the registration code came from, for the start-up line. */
  registrationCodeSource: 'env' | 'created' | 'data-dir';
}

/**
 * Fills the two secrets the environment may leave out: each is made once, kept in the data
 * directory and reused, so restarts keep sessions valid and the code stable.
 */
export function resolveSecrets(env: Env): ResolvedSecrets {
  let registrationCodeSource: ResolvedSecrets['registrationCodeSource'] = 'env';
  let registrationCode = env.REGISTRATION_CODE;
  if (!registrationCode) {
    const stored = readOrCreateSecretFile(join(env.DATA_DIR, 'registration-code'), generateRegistrationCode);
    registrationCode = stored.value;
    registrationCodeSource = stored.created ? 'created' : 'data-dir';
  }
  const secret =
    env.BETTER_AUTH_SECRET ??
    readOrCreateSecretFile(join(env.DATA_DIR, 'auth-secret'), generateAuthSecret).value;
  return {
    env: { ...env, REGISTRATION_CODE: registrationCode, BETTER_AUTH_SECRET: secret },
    registrationCodeSource,
  };
}
