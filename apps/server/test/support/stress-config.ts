import { randomBytes } from 'node:crypto';
import type { Backend } from './backends.ts';

/**
 * `npm test` runs the short versions of the load, fault and hostile-input suites; `npm run test:stress`
 * sets STRESS=1 for the full ones. LOAD_PLAYERS, LOAD_SECONDS and FAULT_CYCLES override either.
 */
export const STRESS = Boolean(process.env.STRESS);

/** How many cases a property runs: a few in the everyday suite, many under STRESS=1. */
export function numRuns(short: number, full: number): number {
  return STRESS ? full : short;
}

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export const STRESS_SETTINGS = {
  full: STRESS,
  players: positive(process.env.LOAD_PLAYERS, STRESS ? 100 : 10),
  durationMs: positive(process.env.LOAD_SECONDS, STRESS ? 60 : 8) * 1_000,
  killCycles: positive(process.env.FAULT_CYCLES, STRESS ? 5 : 1),
};

export const STRESS_REGISTRATION_CODE = 'STRESS-REGISTRATION-CODE';

/**
 * The spawned server's environment: fixed secrets (so a restart keeps sessions valid, as the
 * DATA_DIR files would too) and a trusted proxy, so each simulated player brings its own address
 * in X-Forwarded-For and the per-IP sign-up limit counts players, not the test machine.
 */
export function stressServerEnv(backend: Backend): Record<string, string> {
  return {
    ...backend.env,
    REGISTRATION_CODE: STRESS_REGISTRATION_CODE,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
  };
}
