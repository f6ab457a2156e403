import { formatEb } from '../catalog/price.ts';
import type { Rng } from '../dice.ts';
import { rollDie } from '../dice.ts';
import { type CareerResult, type CareerState, refuseCareer, withEntries } from './state.ts';

/**
 * Therapy (docs/rules/career.md#therapy): paid from the eurobuck ledger, it gives back Humanity rolled
 * on its dice, never above the current maximum (which only removing chrome would raise). The play
 * state's `changeHumanity` applies the gain; this side prices it and rolls it.
 */

/** The therapies the rules price at full cost: the dice of Humanity they give back and their price. */
export const THERAPIES = {
  standard: { name: 'Standard therapy', dice: 2, price: 500 },
  extreme: { name: 'Extreme therapy', dice: 4, price: 1000 },
} as const;
/** A therapy by its key. */
export type TherapyKind = keyof typeof THERAPIES;
/** Every therapy's key, for a choice or a schema. */
export const THERAPY_KINDS = Object.keys(THERAPIES) as TherapyKind[];

/** Rolls a therapy's d6s with the given random source. */
export function rollTherapy(rng: Rng, kind: TherapyKind): number[] {
  return Array.from({ length: THERAPIES[kind].dice }, () => rollDie(rng, 6));
}

/**
 * Pays for a therapy: refused when Humanity already stands at its maximum (nothing to give back) or the
 * money is short. `gain` is what Humanity will rise by, the roll capped at the maximum.
 */
export function payTherapy(
  state: CareerState,
  kind: TherapyKind,
  humanity: { readonly current: number; readonly max: number; readonly rolled: number },
): CareerResult {
  const therapy = THERAPIES[kind];
  if (humanity.current >= humanity.max)
    return refuseCareer(
      'HUMANITY_AT_MAX',
      `Humanity is at its maximum ${humanity.max}: therapy gives nothing back.`,
    );
  if (therapy.price > state.eb)
    return refuseCareer(
      'NOT_ENOUGH_MONEY',
      `${therapy.name} costs ${formatEb(therapy.price)}; the character has ${formatEb(state.eb)}.`,
    );
  const gain = Math.min(humanity.rolled, humanity.max - humanity.current);
  const entries = [{ ledger: 'eb' as const, amount: -therapy.price, reason: therapy.name }];
  const explanation = `${therapy.name} for ${formatEb(therapy.price)}: rolled ${humanity.rolled}, Humanity +${gain} to ${humanity.current + gain} of ${humanity.max}.`;
  return { state: withEntries(state, entries), entries, explanation };
}
