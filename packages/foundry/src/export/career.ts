import { housingOf, lifestyleOf } from '@edgeforge/rules/career/month';
import type { CareerState, LedgerEntry, LedgerKind } from '@edgeforge/rules/career/state';
import type { FoundryCharacterSystem } from '../model.ts';

/** What the export reads of a character's career: its state and every ledger entry, oldest first. */
export interface FoundryCareer {
  readonly state: CareerState;
  readonly entries: readonly LedgerEntry[];
}

const LABELS: Record<LedgerKind, string> = {
  ip: 'Improvement Points',
  eb: 'Eurobucks',
  reputation: 'Reputation',
};

/**
 * One ledger as the system keeps it (decision 056): the balance, and one transaction per entry, each
 * a sentence with the running total and the reason, as the system writes its own.
 */
function ledgerOf(entries: readonly LedgerEntry[], ledger: LedgerKind, value: number) {
  let total = 0;
  const transactions = entries
    .filter((entry) => entry.ledger === ledger)
    .map((entry) => {
      total += entry.amount;
      const change = entry.amount >= 0 ? `increased by ${entry.amount}` : `decreased by ${-entry.amount}`;
      return [`${LABELS[ledger]} ${change} to ${total}`, entry.reason];
    });
  return { value, transactions };
}

/** The career's fields of the actor: the three ledgers, and the Lifestyle and Housing with their costs. */
export function foundryCareer(
  career: FoundryCareer,
): Pick<FoundryCharacterSystem, 'wealth' | 'reputation' | 'improvementPoints' | 'lifestyle'> {
  const { state, entries } = career;
  const food = lifestyleOf(state.lifestyle);
  const home = housingOf(state.housing);
  return {
    wealth: ledgerOf(entries, 'eb', state.eb),
    reputation: ledgerOf(entries, 'reputation', state.reputation),
    improvementPoints: ledgerOf(entries, 'ip', state.ip),
    lifestyle: {
      lifeStyle: { cost: food.monthlyEb, description: food.name },
      housing: { cost: home.monthlyEb, description: home.name },
    },
  };
}
