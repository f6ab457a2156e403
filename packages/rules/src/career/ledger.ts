import { formatEb } from '../catalog/price.ts';
import { REPUTATION_MAX } from './data/career.ts';
import {
  type CareerApplied,
  type CareerResult,
  type CareerState,
  type LedgerKind,
  refuseCareer,
  withEntries,
} from './state.ts';

/**
 * Awards (docs/rules/career.md#ledgers): the GM's IP, pay and Reputation, or the owner's own outside a
 * campaign. An award is a ledger entry; the balance is the sum of the entries. IP and eurobucks never
 * go below zero by an award, and Reputation stays between 0 and 10.
 */

/** One award: which ledger, a signed amount (a negative one takes back), and why. */
export interface Award {
  readonly ledger: LedgerKind;
  readonly amount: number;
  readonly reason: string;
}

const NAMES: Record<Exclude<LedgerKind, 'eb'>, string> = { ip: 'IP', reputation: 'Reputation' };

function balanceOf(state: CareerState, ledger: LedgerKind): number {
  return ledger === 'ip' ? state.ip : ledger === 'eb' ? state.eb : state.reputation;
}

/** Applies one award to the career. */
export function award(state: CareerState, entry: Award): CareerResult {
  const after = balanceOf(state, entry.ledger) + entry.amount;
  if (entry.ledger === 'reputation' && (after < 0 || after > REPUTATION_MAX))
    return refuseCareer(
      'REPUTATION_OUT_OF_RANGE',
      `Reputation runs from 0 to ${REPUTATION_MAX}; this makes it ${after}.`,
    );
  if (after < 0 && entry.ledger === 'ip')
    return refuseCareer(
      'NOT_ENOUGH_IP',
      `The character has ${state.ip} IP; ${-entry.amount} cannot be taken back.`,
    );
  if (after < 0 && entry.ledger === 'eb')
    return refuseCareer(
      'NOT_ENOUGH_MONEY',
      `The character has ${formatEb(state.eb)}; ${formatEb(-entry.amount)} cannot be taken.`,
    );
  const entries = [{ ledger: entry.ledger, amount: entry.amount, reason: entry.reason }];
  const verb = entry.amount >= 0 ? 'awarded' : 'taken back';
  const amount = Math.abs(entry.amount);
  const shown = entry.ledger === 'eb' ? formatEb(amount) : `${amount} ${NAMES[entry.ledger]}`;
  const explanation = `${shown} ${verb}: ${entry.reason}.`;
  return { state: withEntries(state, entries), entries, explanation };
}

/** The career's opening: the eurobucks creation left, entered as the first entry of the eb ledger. */
export function openCareer(state: CareerState, cashLeft: number): CareerApplied {
  const entries = [{ ledger: 'eb' as const, amount: Math.max(0, cashLeft), reason: 'Cash left at creation' }];
  return {
    state: withEntries(state, entries),
    entries,
    explanation: `The career opens with ${formatEb(Math.max(0, cashLeft))} left from creation.`,
  };
}
