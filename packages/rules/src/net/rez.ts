import { type Refusal, refuse } from '../play/result.ts';

/**
 * REZ, the hit points of programs, Black ICE and demons (docs/rules/net.md#programs-and-rez): it drops
 * as they are hit, never below 0, and a thing at 0 REZ is derezzed.
 */

/** Anything in the NET with REZ. */
export interface RezTracked {
  readonly rez: number;
  readonly maxRez: number;
  /** True once its REZ reached 0: it is out of the fight. */
  readonly derezzed: boolean;
}

/** The answer of a NET change: the new value and one line saying what happened, or a refusal. */
export type NetResult<T> = { readonly value: T; readonly explanation: string } | Refusal;

/** Why a REZ loss cannot be applied (not a whole number, or negative); null when it can. */
export function rezLossRefusal(amount: number): Refusal | null {
  return Number.isInteger(amount) && amount >= 0
    ? null
    : refuse('INVALID_COMMAND', 'REZ lost is a whole number, 0 or more.');
}

/** Takes `amount` REZ off: never below 0, derezzed at 0. Assumes a checked amount. */
export function loseRez<T extends RezTracked>(thing: T, amount: number): T {
  const rez = Math.max(0, thing.rez - amount);
  return { ...thing, rez, derezzed: thing.derezzed || rez === 0 };
}
