import { formatEb } from '../catalog/price.ts';
import { HOUSING, type HousingId, LIFESTYLES, type LifestyleId } from './data/career.ts';
import { type CareerResult, type CareerState, refuseCareer, withEntries } from './state.ts';

/**
 * Lifestyle, Housing and a month passing (docs/rules/career.md#lifestyle-and-housing): each month the
 * food and the rent are charged to the eurobuck ledger. When the money runs short the month is refused
 * unless the player confirms it; the balance then goes negative, and what follows is the table's call.
 */

/** The Lifestyle of an id. */
export function lifestyleOf(id: LifestyleId) {
  return LIFESTYLES.find((entry) => entry.id === id) ?? LIFESTYLES[0];
}

/** The Housing of an id. */
export function housingOf(id: HousingId) {
  return HOUSING.find((entry) => entry.id === id) ?? HOUSING[0];
}

/** What a month costs the career: its Lifestyle and its Housing. */
export function monthlyCost(state: CareerState): number {
  return lifestyleOf(state.lifestyle).monthlyEb + housingOf(state.housing).monthlyEb;
}

/** Chooses a Lifestyle and a Housing; nothing is charged until a month passes. */
export function chooseLiving(
  state: CareerState,
  choice: { lifestyle: LifestyleId; housing: HousingId },
): CareerResult {
  const next = { ...state, lifestyle: choice.lifestyle, housing: choice.housing };
  const explanation = `Now living on ${lifestyleOf(choice.lifestyle).name} in a ${housingOf(choice.housing).name}.`;
  return { state: next, entries: [], explanation };
}

/** A month passes: the Lifestyle and the rent are charged; short money needs the player's `confirm`. */
export function monthPasses(state: CareerState, confirm: boolean): CareerResult {
  const food = lifestyleOf(state.lifestyle);
  const home = housingOf(state.housing);
  const cost = food.monthlyEb + home.monthlyEb;
  if (cost > state.eb && !confirm)
    return refuseCareer(
      'NOT_ENOUGH_MONEY',
      `A month costs ${formatEb(cost)} (${food.name} ${formatEb(food.monthlyEb)}, ${home.name} ${formatEb(home.monthlyEb)}); the character has ${formatEb(state.eb)}. Confirm to go into debt.`,
    );
  const entries = [
    { ledger: 'eb' as const, amount: -food.monthlyEb, reason: `Lifestyle: ${food.name}` },
    { ledger: 'eb' as const, amount: -home.monthlyEb, reason: `Housing: ${home.name}` },
  ];
  const after = withEntries(state, entries);
  const explanation = `A month passes: ${formatEb(cost)} for ${food.name} and ${home.name}, ${formatEb(after.eb)} left.`;
  return { state: after, entries, explanation };
}
