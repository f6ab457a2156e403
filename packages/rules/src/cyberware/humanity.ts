import { findCyberware } from '../catalog/catalog.ts';
import type { HumanityLossDice } from '../catalog/types.ts';
import { type Rng, rollDie } from '../dice.ts';
import type { HumanityState, InstalledCyberware } from './types.ts';

/** Maximum Humanity lost per installed piece with a Humanity Loss, and per piece of borgware. */
export const MAX_HUMANITY_COST = { piece: 2, borgware: 4 } as const;

/** What a piece takes from maximum Humanity: 4 for borgware, 2 for a piece with a Humanity Loss, else 0. */
export function maxHumanityCost(item: { readonly type: string; readonly hlFixed: number }): number {
  if (item.type === 'borgware') return MAX_HUMANITY_COST.borgware;
  return item.hlFixed > 0 ? MAX_HUMANITY_COST.piece : 0;
}

/**
 * Current and maximum Humanity and the EMP they leave, for an EMP STAT and the installed cyberware
 * (unknown pieces are ignored here; the check reports them). Worked example, a Streetrat Tech with EMP 7:
 * current 70 - 12 = 58, maximum 70 - 3 x 2 = 64, EMP shown 5.
 */
export function computeHumanity(emp: number, installed: readonly InstalledCyberware[]): HumanityState {
  let current = emp * 10;
  let max = emp * 10;
  for (const piece of installed) {
    const item = findCyberware(piece.itemId);
    if (!item) continue;
    current -= piece.humanityLoss;
    max -= maxHumanityCost(item);
  }
  return { current, max, emp: Math.floor(current / 10), baseEmp: emp };
}

/**
 * The Humanity a saved character shows: the one stored at its save, or, for a character saved before
 * Humanity was stored, what its EMP and installed chrome give. Every screen and export reads EMP here.
 */
export function shownHumanity(
  stored: HumanityState | null | undefined,
  emp: number,
  installed: readonly InstalledCyberware[] | null | undefined,
): HumanityState {
  return stored ?? computeHumanity(emp, installed ?? []);
}

/** EMP as a STAT block shows it: the current EMP, then the EMP bought after a slash once chrome lowered it. */
export function empLabel(humanity: HumanityState): string {
  return humanity.emp === humanity.baseEmp ? String(humanity.emp) : `${humanity.emp}/${humanity.baseEmp}`;
}

function parseDice(dice: HumanityLossDice): { count: number; sides: number } {
  const [count, sides] = dice.split('d').map(Number);
  return { count: count ?? 1, sides: sides ?? 6 };
}

/** The lowest and highest total a Humanity Loss roll can give. */
export function humanityLossRange(dice: HumanityLossDice): { min: number; max: number } {
  const { count, sides } = parseDice(dice);
  return { min: count, max: count * sides };
}

/** One roll of a Humanity Loss: each die (for the animation) and the total to store. */
export interface HumanityLossRoll {
  readonly dice: readonly number[];
  readonly total: number;
}

/** Rolls a Humanity Loss (1d3 is a three-sided die) with the given random source. */
export function rollHumanityLoss(rng: Rng, dice: HumanityLossDice): HumanityLossRoll {
  const { count, sides } = parseDice(dice);
  const rolls = Array.from({ length: count }, () => rollDie(rng, sides));
  return { dice: rolls, total: rolls.reduce((sum, die) => sum + die, 0) };
}
