/**
 * Dice for roll tables and the lifepath. Randomness always comes in as an `Rng` argument so the web app
 * can pass `Math.random` while tests and seed scripts pass a seeded source and get repeatable results.
 */

/** A random source returning numbers in [0, 1), like `Math.random`. */
export type Rng = () => number;

/**
 * Creates a seeded random source (mulberry32): small, fast and good enough for dice, not for secrets.
 * The same seed always yields the same sequence.
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks a uniform index in 0..count-1; a misbehaving source returning 1 still stays in range. */
export function pickRandomIndex(rng: Rng, count: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer, got ${count}`);
  return Math.min(count - 1, Math.floor(rng() * count));
}

/** Picks one of `options` uniformly; throws a RangeError for an empty list. */
export function pickRandom<T>(rng: Rng, options: readonly T[]): T {
  return options[pickRandomIndex(rng, options.length)]!;
}

/** `count` different entries of `pool` (all of them when it holds fewer), in the order drawn. */
export function drawWithoutRepeats<T>(rng: Rng, pool: readonly T[], count: number): T[] {
  const left = [...pool];
  const drawn: T[] = [];
  while (drawn.length < count && left.length > 0)
    drawn.push(left.splice(pickRandomIndex(rng, left.length), 1)[0]!);
  return drawn;
}

/** Rolls one die with `sides` faces: 1..sides. */
export function rollDie(rng: Rng, sides: number): number {
  return pickRandomIndex(rng, sides) + 1;
}

/** Rolls 1d10: 1..10. */
export function roll1d10(rng: Rng): number {
  return rollDie(rng, 10);
}

/** How many friends, enemies or tragic love affairs a lifepath gets: 1d10-7, never below 0 (so 0 to 3). */
export function rollRelationCount(rng: Rng): number {
  return Math.max(0, roll1d10(rng) - 7);
}

/**
 * Picks an index in 0..count-1 other than `exclude` when there is any other choice, uniformly among the
 * rest; with a single entry (or an out-of-range `exclude`) it is a plain pick.
 */
export function pickDifferentIndex(rng: Rng, count: number, exclude: number | null): number {
  if (exclude === null || count < 2 || exclude < 0 || exclude >= count) return pickRandomIndex(rng, count);
  const index = pickRandomIndex(rng, count - 1);
  return index >= exclude ? index + 1 : index;
}

/**
 * Times of the dice button's four transient highlights (docs/rules/product.md), in ms since the click.
 * They are absolute offsets, not gaps: the highlights show at 100, 150, 200 and 250 ms.
 */
export const DICE_HIGHLIGHT_DELAYS_MS = [100, 150, 200, 250] as const;

/** When the result settles, in ms since the click: one more 50 ms step after the last highlight. */
export const DICE_SETTLE_MS = 300;

/** One transient highlight of the dice animation. */
export interface DiceHighlight {
  /** Ms since the click (absolute offset, see `DICE_HIGHLIGHT_DELAYS_MS`). */
  readonly atMs: number;
  readonly index: number;
}

/** What the dice button does after a click: highlights to show, then the entry to store. */
export interface DicePlan {
  readonly highlights: readonly DiceHighlight[];
  readonly resultIndex: number;
  /** Ms since the click at which `resultIndex` is stored and the animation ends. */
  readonly settleAtMs: number;
}

/**
 * Plans one press of the dice button over a table of `entryCount` rows. Each highlight differs from the
 * one before it so the animation visibly moves, and the result differs from `currentIndex` (the stored
 * answer, or null when there is none) whenever the table has more than one row. The UI only schedules
 * what this returns, so the whole sequence is testable without timers. Throws a RangeError for an
 * empty table.
 */
export function planDiceRoll(rng: Rng, entryCount: number, currentIndex: number | null): DicePlan {
  let previous: number | null = currentIndex;
  const highlights = DICE_HIGHLIGHT_DELAYS_MS.map((atMs) => {
    const index = pickDifferentIndex(rng, entryCount, previous);
    previous = index;
    return { atMs, index };
  });
  return {
    highlights,
    resultIndex: pickDifferentIndex(rng, entryCount, currentIndex),
    settleAtMs: DICE_SETTLE_MS,
  };
}
