import { createRng, type Rng } from '@edgeforge/rules/dice';

/** A seeded source of uniform floats in [0, 1) (the rules package's Rng). */
export type RandomSource = Rng;

/** Small helpers over a random source, so the engines read as choices rather than arithmetic. */
export interface Random {
  readonly next: RandomSource;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** A float from min (included) to max (excluded). */
  range(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

/** Wraps a random source with the helpers the engines use. */
export function randomFrom(next: RandomSource): Random {
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    pick: (list) => {
      if (list.length === 0) throw new Error('cannot pick from an empty list');
      return list[Math.floor(next() * list.length)]!;
    },
    chance: (probability) => next() < probability,
  };
}

/** A deterministic Random for a seed: the same seed always gives the same sequence. */
export function seededRandom(seed: number): Random {
  return randomFrom(createRng(seed));
}

/** FNV-1a over text: turns a character's choices into a stable 32-bit seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes a seed with a label, so different parts of one drawing draw from independent streams. */
export function deriveSeed(seed: number, label: string): number {
  return hashText(`${seed >>> 0}:${label}`);
}
