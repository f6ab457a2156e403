import { CRITICAL_INJURIES, type CriticalInjuryKey, type InjuryLocation } from './data/critical-injuries.ts';
import type { PlayDice } from './dice.ts';
import { nextInjuryId, type PlayState } from './state.ts';

/**
 * Picking a critical injury (docs/rules/play.md#critical-injuries): 2d6 on the table of the location
 * hit, rolled again while it gives an injury the character already has.
 */

/** The row key of a table for a 2d6 total. */
export function injuryFor(location: InjuryLocation, roll: number): CriticalInjuryKey {
  const found = (Object.keys(CRITICAL_INJURIES) as CriticalInjuryKey[]).find(
    (key) => CRITICAL_INJURIES[key].location === location && CRITICAL_INJURIES[key].roll === roll,
  );
  if (!found) throw new RangeError(`No ${location} injury on a roll of ${roll}`);
  return found;
}

/** What the injury roll gave: every 2d6 total rolled, and the injury kept. */
export interface InjuryRoll {
  readonly rolls: readonly number[];
  readonly key: CriticalInjuryKey;
}

/**
 * Rolls 2d6 on the location's table, again while the result is an injury the character already has
 * (the book's rule); once every row of the table is taken, the first roll stands.
 */
export function rollInjury(state: PlayState, location: InjuryLocation, dice: PlayDice): InjuryRoll {
  const had = new Set(Object.values(state.injuries).map((injury) => injury.key));
  const tableFull = (Object.keys(CRITICAL_INJURIES) as CriticalInjuryKey[])
    .filter((key) => CRITICAL_INJURIES[key].location === location)
    .every((key) => had.has(key));
  const rolls: number[] = [];
  for (;;) {
    const roll = dice.roll(6) + dice.roll(6);
    rolls.push(roll);
    const key = injuryFor(location, roll);
    if (tableFull || !had.has(key)) return { rolls, key };
  }
}

/** Adds an injury under the first free id. */
export function addInjury(state: PlayState, key: CriticalInjuryKey): { state: PlayState; id: string } {
  const id = nextInjuryId(state.injuries);
  return { state: { ...state, injuries: { ...state.injuries, [id]: { key, quickFixed: false } } }, id };
}
