import { randomInt } from 'node:crypto';
import { createRng, type Rng } from '@edgeforge/rules/dice';

/**
 * The random source of every play roll: crypto randomness, or with TEST_DICE_SEED (tests only, env.ts)
 * one seeded source for the whole process, so two servers given the same seed and the same commands
 * roll the same dice.
 */
export function createPlayRng(seed: number | undefined): Rng {
  if (seed !== undefined) return createRng(seed);
  // randomInt takes ranges below 2^48: a fraction in [0, 1) with more precision than a die needs.
  return () => randomInt(0, 2 ** 47) / 2 ** 47;
}
