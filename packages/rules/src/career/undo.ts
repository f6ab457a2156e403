import { sameJson } from '../play/undo.ts';
import { type CareerResult, type CareerState, type LedgerEntry, refuseCareer } from './state.ts';

/**
 * Undo of the last spend (docs/rules/career.md#undo): a spend of IP is taken back by putting the
 * career as it was before it, and only while it is the career's last step, so that no later entry
 * depends on it. The undo is itself a step, whose entries give the IP back.
 */

/** A step as the log keeps it: its kind, the career before and after it, and its entries. */
export interface CareerStep {
  readonly kind: string;
  readonly before: CareerState;
  readonly after: CareerState;
  readonly entries: readonly LedgerEntry[];
}

/** The kinds of step that spend IP, which undo takes back. */
export const SPEND_KINDS: ReadonlySet<string> = new Set(['raiseSkill', 'raiseRoleRank']);

/** Undoes `last`, the career's last step, when it is a spend and the career is still what it left. */
export function undoSpend(state: CareerState, last: CareerStep | null): CareerResult {
  if (!last || !SPEND_KINDS.has(last.kind))
    return refuseCareer('NOTHING_TO_UNDO', 'The last entry is not a spend of IP: there is nothing to undo.');
  if (!sameJson(state, last.after))
    return refuseCareer('UNDO_CONFLICT', 'Something changed the career since that spend.');
  const entries = last.entries.map((entry) => ({
    ...entry,
    amount: -entry.amount,
    reason: `Undone: ${entry.reason}`,
  }));
  return { state: last.before, entries, explanation: `Undone: ${last.entries[0]?.reason ?? last.kind}.` };
}
