import { FOUNDRY_ID_PATTERN } from './schema/fields.ts';

/** The letters Foundry draws its random document ids from. */
export const FOUNDRY_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Length of every Foundry document id. */
export const FOUNDRY_ID_LENGTH = 16;

/** Tells whether a value is a Foundry document id: 16 letters or digits. */
export function isFoundryId(value: unknown): value is string {
  return typeof value === 'string' && FOUNDRY_ID_PATTERN.test(value);
}

/** Spreads a 32-bit lane's bits so that near seeds give unrelated lanes. */
function avalanche(x: number): number {
  let h = x ^ (x >>> 16);
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Four 32-bit lanes hashed from the seed's code points, each with its own multiplier. */
function seedState(seed: string): [number, number, number, number] {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  let c = 0x85ebca6b;
  let d = 0xc2b2ae35;
  for (const char of seed) {
    const code = char.codePointAt(0) ?? 0;
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    c = Math.imul(c ^ code, 0x27d4eb2d);
    d = Math.imul(d ^ code, 0x165667b1);
  }
  // Mixing each lane with its neighbour lets every code point reach all 128 bits.
  const state: [number, number, number, number] = [
    avalanche(a ^ d),
    avalanche(b ^ a),
    avalanche(c ^ b),
    avalanche(d ^ c),
  ];
  if (state.every((lane) => lane === 0)) state[0] = 1;
  return state;
}

/**
 * A Foundry document id derived from a seed: the same seed always gives the same id, so exporting a
 * character twice writes the same ids. Pure; no randomness and no platform crypto.
 */
export function foundryIdFromSeed(seed: string): string {
  const state = seedState(seed);
  // xorshift128 over the hashed state; draws above the last whole multiple of 62 are redrawn so that
  // every letter is equally likely.
  const next = () => {
    const [s0, s1, s2, s3] = state;
    let t = s3;
    t ^= t << 11;
    t ^= t >>> 8;
    state[3] = s2;
    state[2] = s1;
    state[1] = s0;
    state[0] = (t ^ s0 ^ (s0 >>> 19)) >>> 0;
    return state[0];
  };
  const size = FOUNDRY_ID_ALPHABET.length;
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  let id = '';
  while (id.length < FOUNDRY_ID_LENGTH) {
    const draw = next();
    if (draw < limit) id += FOUNDRY_ID_ALPHABET[draw % size];
  }
  return id;
}

/**
 * Hands out ids for the documents of one file: the same key gets the same id every time, and two keys
 * never share one (a collision is resolved by deriving again with a counter, in a fixed order, so the
 * result stays deterministic for the same sequence of keys). `derive` turns a seed into an id.
 */
export function createFoundryIdAllocator(
  seed: string,
  derive: (seed: string) => string = foundryIdFromSeed,
): (key: string) => string {
  const byKey = new Map<string, string>();
  const taken = new Set<string>();
  return (key) => {
    const known = byKey.get(key);
    if (known !== undefined) return known;
    let attempt = 0;
    let id = derive(`${seed}\u0000${key}`);
    while (taken.has(id)) {
      attempt += 1;
      id = derive(`${seed}\u0000${key}\u0000${attempt}`);
    }
    byKey.set(key, id);
    taken.add(id);
    return id;
  };
}
