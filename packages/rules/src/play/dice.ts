import { type Rng, rollDie } from '../dice.ts';
import { type CommandResult, refuse } from './result.ts';

/**
 * The dice a play command rolls: seeded (or any `Rng`), or "entered", the values a player rolled with
 * real dice and typed in (docs/rules/play.md#rolls). A result made from entered dice says so.
 */

/** A source of d6 and d10 results. */
export interface PlayDice {
  /** The next die of `sides` faces; entered dice throw `DiceMissing` when they run out. */
  roll(sides: 6 | 10): number;
  /** True when the values came from the player rather than from a random source. */
  readonly entered: boolean;
}

/** Thrown by entered dice that run out of values or were given a value the die cannot show. */
export class DiceMissing extends Error {}

/** Dice rolled from a random source: the same seed always gives the same results. */
export function rngDice(rng: Rng): PlayDice {
  return { roll: (sides) => rollDie(rng, sides), entered: false };
}

/**
 * Dice the player entered, used in order. Each value must fit the die asked for (1 to 6, or 1 to 10);
 * a missing or impossible value throws `DiceMissing`, which the commands turn into a refusal.
 */
export function enteredDice(values: readonly number[]): PlayDice {
  let next = 0;
  return {
    entered: true,
    roll(sides) {
      const value = values[next];
      next += 1;
      if (value === undefined) throw new DiceMissing(`Enter one more d${sides}.`);
      if (!Number.isInteger(value) || value < 1 || value > sides)
        throw new DiceMissing(`${value} is not a result of a d${sides}.`);
      return value;
    },
  };
}

/** Rolls `count` dice of `sides` faces and returns each face. */
export function rollFaces(dice: PlayDice, count: number, sides: 6 | 10): number[] {
  return Array.from({ length: count }, () => dice.roll(sides));
}

/** Runs a command that rolls, turning entered dice that ran out into a DICE_MISSING refusal. */
export function catchDice<T>(run: () => CommandResult<T>): CommandResult<T> {
  try {
    return run();
  } catch (error) {
    if (error instanceof DiceMissing) return refuse('DICE_MISSING', error.message);
    throw error;
  }
}
