import { findCatalogItem, findCyberware } from '../catalog/catalog.ts';
import { formatEb } from '../catalog/price.ts';
import { maxHumanityCost, rollHumanityLoss } from '../cyberware/humanity.ts';
import { installFixed, withRolledLoss } from '../cyberware/install.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import type { Rng } from '../dice.ts';
import type { CommandResult } from '../play/result.ts';
import { type PlayState, settle } from '../play/state.ts';
import { addItem, candidatePieces, changeFindings, planInstall, type ShopContext } from '../shop/basket.ts';
import { MAX_PURCHASE_QUANTITY } from '../shop/budget.ts';
import {
  type CareerApplied,
  type CareerResult,
  type CareerState,
  refuseCareer,
  withEntries,
} from './state.ts';

/**
 * Buying after creation (docs/rules/career.md#buying-after-creation): gear and cyberware paid from the
 * eurobuck ledger, never with money the character lacks. What is bought is a layer over the build, as
 * advancement is: the build keeps what creation bought. Cyberware is installed by the creation's own
 * rules (the same places, slots, requirements and limits, over the build's pieces and those installed
 * since), each piece with a rolled Humanity Loss; maximum Humanity drops as at creation. No selling back:
 * the rules give no rate.
 */

/** Buys `quantity` of an item that is not cyberware (cyberware is bought by installing it). */
export function buyGear(state: CareerState, request: { itemId: string; quantity: number }): CareerResult {
  const item = findCatalogItem(request.itemId);
  if (!item || item.kind === 'cyberware')
    return refuseCareer(
      'NOT_FOR_SALE',
      item
        ? `${item.name} is bought by installing it.`
        : `"${request.itemId}" is not an item the shop sells.`,
    );
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PURCHASE_QUANTITY)
    return refuseCareer('NOT_FOR_SALE', `Buy between 1 and ${MAX_PURCHASE_QUANTITY} at a time.`);
  const price = item.price * quantity;
  if (price > state.eb)
    return refuseCareer(
      'NOT_ENOUGH_MONEY',
      `${item.name} x${quantity} costs ${formatEb(price)}; the character has ${formatEb(state.eb)}.`,
    );
  const reason = `Bought ${item.name} x${quantity}`;
  const entries = [{ ledger: 'eb' as const, amount: -price, reason }];
  const bought = addItem({ purchases: state.bought ?? [], cyberware: [] }, item.id, quantity).purchases;
  const after = withEntries({ ...state, bought }, entries);
  return {
    state: after,
    entries,
    explanation: `${reason} for ${formatEb(price)}, ${formatEb(after.eb)} left.`,
  };
}

/** What an install after creation is judged against: the build's STATs and chrome, and Humanity in play. */
export interface ChromeContext extends ShopContext {
  /** The cyberware the build installed, package pieces included, in order. */
  readonly build: readonly InstalledCyberware[];
  /** Current Humanity in play. */
  readonly humanity: number;
}

/** One install: the piece, where each copy goes (two for a paired option) and each copy's loss. */
export interface InstallRequest {
  readonly itemId: string;
  readonly placement: readonly (string | null)[];
  /** The Humanity Loss of each copy: the server's roll, or the GM's entry in a campaign. */
  readonly losses: readonly number[];
}

/** An applied install: the career step, the pieces it installed and what it takes from Humanity. */
export interface InstallApplied extends CareerApplied {
  readonly pieces: readonly InstalledCyberware[];
  readonly humanityLoss: number;
  readonly maxLoss: number;
}

/** Every piece a character has: the build's, then those installed after creation. */
export function installedAfter(state: CareerState, build: readonly InstalledCyberware[]) {
  return [...build, ...(state.chrome ?? [])];
}

/** Rolls the Humanity Loss of `count` copies of a piece with the server's dice (0 for a piece without). */
export function rollChromeLosses(rng: Rng, itemId: string, count: number): number[] {
  const dice = findCyberware(itemId)?.hl ?? null;
  return Array.from({ length: count }, () => (dice === null ? 0 : rollHumanityLoss(rng, dice).total));
}

const samePlace = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
  a.length === b.length && a.every((host, index) => host === b[index]);

/**
 * Buys and installs a piece after creation: refused when the money is short, when the placement is not
 * one the creation's rules allow, when a loss does not fit the dice, or when Humanity in play (or as the
 * build's EMP leaves it) would reach 0.
 */
export function installChrome(
  state: CareerState,
  context: ChromeContext,
  request: InstallRequest,
): InstallApplied | ReturnType<typeof refuseCareer> {
  const item = findCyberware(request.itemId);
  if (!item) return refuseCareer('NOT_FOR_SALE', `"${request.itemId}" is not cyberware the shop sells.`);
  const installed = installedAfter(state, context.build);
  const plan = planInstall(installed, item.id, context);
  if (!plan.placements.some((placement) => samePlace(placement, request.placement)))
    return refuseCareer(
      'CANNOT_INSTALL',
      plan.reasons.join(' ') || `${item.name} does not fit there: choose one of the places offered.`,
    );
  const price = item.price * request.placement.length;
  if (price > state.eb)
    return refuseCareer(
      'NOT_ENOUGH_MONEY',
      `${item.name} costs ${formatEb(price)}; the character has ${formatEb(state.eb)}.`,
    );
  if (request.losses.length !== request.placement.length)
    return refuseCareer('CANNOT_INSTALL', `Give one Humanity Loss per piece (${request.placement.length}).`);
  const pieces = candidatePieces(installed, item.id, request.placement).map((piece, index) =>
    item.hl === null
      ? installFixed(item.id, piece.instanceId, piece.foundationId)
      : withRolledLoss(piece, { dice: [], total: request.losses[index] ?? 0 }),
  );
  const findings = changeFindings(
    { purchases: [], cyberware: installed },
    { purchases: [], cyberware: [...installed, ...pieces] },
    context,
  );
  const humanityLoss = pieces.reduce((sum, piece) => sum + piece.humanityLoss, 0);
  const [finding] = findings;
  if (finding)
    return refuseCareer(
      finding.code === 'HUMANITY_DEPLETED' ? 'HUMANITY_DEPLETED' : 'CANNOT_INSTALL',
      finding.message,
    );
  if (context.humanity - humanityLoss <= 0)
    return refuseCareer(
      'HUMANITY_DEPLETED',
      `Installing ${item.name} would take Humanity from ${context.humanity} to ${context.humanity - humanityLoss}: it must stay above 0, or the chrome takes the character.`,
    );
  const reason = `Installed ${item.name}${pieces.length > 1 ? ` x${pieces.length}` : ''}`;
  const entries = [{ ledger: 'eb' as const, amount: -price, reason }];
  const after = withEntries({ ...state, chrome: [...(state.chrome ?? []), ...pieces] }, entries);
  const maxLoss = pieces.length * maxHumanityCost(item);
  const losses = pieces.map((piece) => piece.humanityLoss).join(' + ');
  const explanation = `${reason} for ${formatEb(price)}: Humanity Loss ${losses}, maximum Humanity -${maxLoss}.`;
  return { state: after, entries, explanation, pieces, humanityLoss, maxLoss };
}

/**
 * The play side of an install: current Humanity down by the loss, the maximum by 2 a piece (4 for
 * borgware), EMP following. It may not reach 0 (the install refuses first).
 */
export function lowerHumanity(
  state: PlayState,
  change: { readonly loss: number; readonly maxLoss: number; readonly reason: string },
): CommandResult {
  const humanity = state.humanity - change.loss;
  const humanityMax = state.humanityMax - change.maxLoss;
  const next = settle({ ...state, humanity, humanityMax });
  return {
    state: next,
    explanation: `Humanity ${state.humanity} -> ${humanity}, maximum ${state.humanityMax} -> ${humanityMax} (${change.reason}), EMP ${next.stats.EMP}.`,
  };
}
