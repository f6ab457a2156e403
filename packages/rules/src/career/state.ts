import type { InstalledCyberware } from '../cyberware/types.ts';
import type { Purchase } from '../shop/budget.ts';
import {
  DEFAULT_HOUSING,
  DEFAULT_LIFESTYLE,
  type HousingId,
  IP_COST_TABLE,
  type IpMultipliers,
  type LifestyleId,
} from './data/career.ts';
import type { RoleGrowth } from './rank-growth.ts';

/**
 * A character's career (docs/rules/career.md): the three balances, the advancement bought with IP
 * over the build, and the Lifestyle and Housing. Every change is one step that answers the new state
 * with the ledger entries it made, or a refusal; the server keeps the steps as events.
 */

/** The three ledgers. */
export type LedgerKind = 'ip' | 'eb' | 'reputation';

/** One entry of a ledger: a signed amount and why. */
export interface LedgerEntry {
  readonly ledger: LedgerKind;
  readonly amount: number;
  readonly reason: string;
}

/** Levels bought with IP over one skill or the role rank: the build's level they start from. */
export interface Advance {
  /** The build's level when the first level was bought: an edit of the build may not go below it. */
  readonly from: number;
  /** Levels bought, one at a time. */
  readonly bought: number;
  /** The IP they cost, in total. */
  readonly paid: number;
}

/** An item bought in play: its catalogue id, name and the price paid. */
export interface BoughtItem {
  readonly itemId: string;
  readonly name: string;
  readonly price: number;
  /** Where it was bought (a Night Market's name). */
  readonly from: string;
}

/** The career's current state: the balances are the sums of their ledgers. */
export interface CareerState {
  readonly ip: number;
  readonly eb: number;
  readonly reputation: number;
  readonly skills: Readonly<Record<string, Advance>>;
  readonly roleRank: Advance | null;
  /** What the rank's raises added to the role ability's set-up (decision 070); absent before the first. */
  readonly roleGrowth?: RoleGrowth;
  readonly lifestyle: LifestyleId;
  readonly housing: HousingId;
  /** Gear bought after creation (docs/rules/career.md#buying-after-creation); absent before the first. */
  readonly bought?: readonly Purchase[];
  /** Cyberware installed after creation, in order, after the build's; absent before the first. */
  readonly chrome?: readonly InstalledCyberware[];
  /** Items bought in play with eurobucks (a Night Market's), oldest first; absent before the first. */
  readonly marketBought?: readonly BoughtItem[];
}

/** Why a career step was refused. */
export type CareerRefusalCode =
  | 'NOT_ENOUGH_IP'
  | 'AT_MAX_LEVEL'
  | 'UNKNOWN_SKILL'
  | 'NO_ROLE_ABILITY'
  | 'RANK_CHOICE_MISSING'
  | 'RANK_CHOICE_ILLEGAL'
  | 'REPUTATION_OUT_OF_RANGE'
  | 'NOT_ENOUGH_MONEY'
  | 'NOTHING_TO_UNDO'
  | 'UNDO_CONFLICT'
  | 'NOT_FOR_SALE'
  | 'CANNOT_INSTALL'
  | 'HUMANITY_DEPLETED'
  | 'HUMANITY_AT_MAX';

/** A step that was not applied, with a sentence for the player. */
export interface CareerRefusal {
  readonly refused: CareerRefusalCode;
  readonly message: string;
}

/** A step that was applied: the new state, the ledger entries it made and one line saying what. */
export interface CareerApplied {
  readonly state: CareerState;
  readonly entries: readonly LedgerEntry[];
  readonly explanation: string;
}

/** What every career step answers. */
export type CareerResult = CareerApplied | CareerRefusal;

/** Tells a refusal from an applied step. */
export function isCareerRefusal(result: CareerResult): result is CareerRefusal {
  return 'refused' in result;
}

/** Builds a refusal. */
export function refuseCareer(code: CareerRefusalCode, message: string): CareerRefusal {
  return { refused: code, message };
}

/** The multipliers a campaign uses: its house rule's, or the table's. */
export function multipliersOf(house: Partial<IpMultipliers> | null | undefined): IpMultipliers {
  return { ...IP_COST_TABLE.multipliers, ...(house ?? {}) };
}

/** A career with nothing in it yet: no IP, no Reputation, the given eurobucks unentered. */
export function emptyCareer(): CareerState {
  return {
    ip: 0,
    eb: 0,
    reputation: 0,
    skills: {},
    roleRank: null,
    lifestyle: DEFAULT_LIFESTYLE,
    housing: DEFAULT_HOUSING,
  };
}

/** The balances after some entries: each ledger's sum added to the state's. */
export function withEntries(state: CareerState, entries: readonly LedgerEntry[]): CareerState {
  let { ip, eb, reputation } = state;
  for (const entry of entries) {
    if (entry.ledger === 'ip') ip += entry.amount;
    else if (entry.ledger === 'eb') eb += entry.amount;
    else reputation += entry.amount;
  }
  return { ...state, ip, eb, reputation };
}

/** The balance of a ledger: the sum of its entries. */
export function ledgerBalance(entries: readonly LedgerEntry[], ledger: LedgerKind): number {
  return entries.reduce((sum, entry) => (entry.ledger === ledger ? sum + entry.amount : sum), 0);
}
