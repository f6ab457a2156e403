import { type BoughtItem, type CareerResult, type CareerState, refuseCareer, withEntries } from './state.ts';

/**
 * A purchase paid from the eurobuck ledger (docs/rules/career.md#buying): the price is one entry of
 * the ledger, the item joins what the character bought in play. Money never goes below zero.
 */

/** The items a career bought, oldest first (none for a career stored before purchases existed). */
export function boughtItems(state: CareerState): readonly BoughtItem[] {
  return state.marketBought ?? [];
}

/** Pays for one item from the eurobuck ledger and adds it to the character's belongings. */
export function buyItem(state: CareerState, item: BoughtItem): CareerResult {
  if (state.eb < item.price)
    return refuseCareer(
      'NOT_ENOUGH_MONEY',
      `${item.name} costs ${item.price}eb; the character has ${state.eb}eb.`,
    );
  const entries = [{ ledger: 'eb' as const, amount: -item.price, reason: `${item.name}, at ${item.from}` }];
  const paid = withEntries(state, entries);
  return {
    state: { ...paid, marketBought: [...boughtItems(state), item] },
    entries,
    explanation: `Bought ${item.name} for ${item.price}eb at ${item.from}.`,
  };
}
