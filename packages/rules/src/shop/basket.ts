import { findCyberware } from '../catalog/catalog.ts';
import type { CatalogId, CyberwareId } from '../catalog/ids.ts';
import type { GearChoices } from '../catalog/role-packages.ts';
import type { Finding } from '../check/finding.ts';
import { type DeckLoad, deckFindings, loadDecks, slotsWithoutRoom } from '../check/rules/deck.ts';
import { type CyberwareContext, checkCyberware } from '../cyberware/check-cyberware.ts';
import { installFixed } from '../cyberware/install.ts';
import { isPackagePiece } from '../cyberware/package-installs.ts';
import { LOCATION_LABELS } from '../cyberware/pieces.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import type { CharacterType, RoleId } from '../ids.ts';
import { checkPurchases, type Purchase } from './budget.ts';
import { ownedInventory } from './check-equipment.ts';

/**
 * What the shop changes in a character: the purchase lines and the installed cyberware (package pieces
 * included). Cyberware is installed when it is bought, so its purchase line always counts its installs.
 */
export interface Basket {
  readonly purchases: readonly Purchase[];
  readonly cyberware: readonly InstalledCyberware[];
}

/**
 * What the shop needs to judge a change: the method's money, EMP and BODY for the cyberware, and the
 * role with its package choices, whose deck and programs take deck slots too (none without a role).
 */
export interface ShopContext extends CyberwareContext {
  readonly method: CharacterType;
  readonly role?: RoleId | undefined;
  readonly gearChoices?: GearChoices | undefined;
}

function withQuantity(purchases: readonly Purchase[], id: string, change: (quantity: number) => number) {
  const current = purchases.find((line) => line.id === id)?.quantity ?? 0;
  const next = change(current);
  if (next <= 0) return purchases.filter((line) => line.id !== id);
  if (current === 0) return [...purchases, { id, quantity: next }];
  return purchases.map((line) => (line.id === id ? { ...line, quantity: next } : line));
}

/** Puts `quantity` more of an item (not cyberware) in the basket, on its existing line if it has one. */
export function addItem(basket: Basket, id: CatalogId, quantity = 1): Basket {
  return { ...basket, purchases: withQuantity(basket.purchases, id, (current) => current + quantity) };
}

/** Sets how many of an item (not cyberware) the basket holds; 0 takes its line out. */
export function setItemQuantity(basket: Basket, id: string, quantity: number): Basket {
  return { ...basket, purchases: withQuantity(basket.purchases, id, () => quantity) };
}

/** A fresh instance id for a bought piece: the item's key and the first free number (`teleoptics-2`). */
export function newInstanceId(installed: readonly InstalledCyberware[], itemId: CyberwareId): string {
  const key = itemId.slice('cyberware:'.length);
  const taken = new Set(installed.map((piece) => piece.instanceId));
  let number = 1;
  while (taken.has(`${key}-${number}`)) number += 1;
  return `${key}-${number}`;
}

/** Buys pieces of one item and installs them (two for a paired option): its line grows by their number. */
export function installPieces(basket: Basket, pieces: readonly InstalledCyberware[]): Basket {
  const [first] = pieces;
  if (!first) return basket;
  return {
    purchases: withQuantity(basket.purchases, first.itemId, (current) => current + pieces.length),
    cyberware: [...basket.cyberware, ...pieces],
  };
}

/**
 * The other half of a paired option's pair: copies are bought two at a time, so in installation order
 * the first and second copy are a pair, the third and fourth the next one. Null for anything else.
 */
export function pairPartner(
  installed: readonly InstalledCyberware[],
  instanceId: string,
): InstalledCyberware | null {
  const piece = installed.find((candidate) => candidate.instanceId === instanceId);
  if (!piece || !findCyberware(piece.itemId)?.paired) return null;
  const copies = installed.filter((candidate) => candidate.itemId === piece.itemId);
  return copies[copies.indexOf(piece) ^ 1] ?? null;
}

/** What taking a bought piece out gives: the new basket and every piece removed, or why it cannot. */
export type Removal =
  | { readonly ok: true; readonly basket: Basket; readonly removed: readonly InstalledCyberware[] }
  | { readonly ok: false; readonly message: string };

/**
 * Takes a bought piece out of the basket with what came or sits with it: its pair partner and every
 * option inside it (and inside those), giving each purchase back. Role-package pieces are not for sale,
 * and neither is a foundation holding one.
 */
export function removePiece(basket: Basket, instanceId: string): Removal {
  const { cyberware } = basket;
  const start = cyberware.find((piece) => piece.instanceId === instanceId);
  if (!start) return { ok: false, message: 'That piece is not installed.' };
  const name = (piece: InstalledCyberware) => findCyberware(piece.itemId)?.name ?? piece.itemId;
  const removed = new Set<InstalledCyberware>();
  const queue = [start];
  while (queue.length > 0) {
    const piece = queue.shift() as InstalledCyberware;
    if (removed.has(piece)) continue;
    if (isPackagePiece(piece)) {
      const message =
        piece === start
          ? `${name(piece)} came with your role package: it stays installed.`
          : `${name(start)} holds ${name(piece)} from your role package: it stays installed.`;
      return { ok: false, message };
    }
    removed.add(piece);
    const partner = pairPartner(cyberware, piece.instanceId);
    queue.push(
      ...(partner ? [partner] : []),
      ...cyberware.filter((child) => child.foundationId === piece.instanceId),
    );
  }
  let purchases = basket.purchases;
  for (const piece of removed) purchases = withQuantity(purchases, piece.itemId, (current) => current - 1);
  const kept = cyberware.filter((piece) => !removed.has(piece));
  return { ok: true, basket: { purchases, cyberware: kept }, removed: [...removed] };
}

const BUDGET_CODES = new Set(['OVER_BUDGET', 'FASHION_BUDGET_MISUSE']);

function isNew(finding: Finding, before: readonly Finding[]): boolean {
  return !before.some((old) => old.code === finding.code && old.message === finding.message);
}

/** The decks of a basket, with the role package's deck and programs. */
function decksOf(basket: Basket, context: ShopContext): DeckLoad {
  const { method, role, gearChoices = {} } = context;
  const owned = role
    ? ownedInventory({ method, roleId: role, gearChoices, purchases: basket.purchases })
    : basket.purchases;
  return loadDecks(owned);
}

/** The deck's finding of a change that leaves more without a slot than before (taking one out is fine). */
function deckChangeFindings(before: Basket, after: Basket, context: ShopContext): Finding[] {
  const decksAfter = decksOf(after, context);
  const grows = slotsWithoutRoom(decksAfter) > slotsWithoutRoom(decksOf(before, context));
  return grows ? deckFindings(decksAfter) : [];
}

/**
 * What a change of the basket would break, as the rules check's findings: money it overspends (a
 * change that spends less is always allowed), every cyberware rule it breaks that was not broken
 * before (a full foundation, a missing one, a second speedware, Humanity at 0...), and programs or
 * hardware beyond the deck's slots or without a deck. Empty: allowed.
 */
export function changeFindings(before: Basket, after: Basket, context: ShopContext): Finding[] {
  const moneyBefore = checkPurchases(context.method, before.purchases);
  const moneyAfter = checkPurchases(context.method, after.purchases);
  const money = moneyAfter.findings.filter((finding) =>
    BUDGET_CODES.has(finding.code)
      ? moneyAfter.spent > moneyBefore.spent
      : isNew(finding, moneyBefore.findings),
  );
  const chromeBefore = checkCyberware(before.cyberware, context);
  const chrome = checkCyberware(after.cyberware, context).filter((finding) => isNew(finding, chromeBefore));
  return [...money, ...chrome, ...deckChangeFindings(before, after, context)];
}

/** The pieces a placement installs, with their fixed Humanity Loss and fresh instance ids. */
export function candidatePieces(
  installed: readonly InstalledCyberware[],
  itemId: CyberwareId,
  placement: readonly (string | null)[],
): InstalledCyberware[] {
  const pieces: InstalledCyberware[] = [];
  for (const foundationId of placement) {
    pieces.push(installFixed(itemId, newInstanceId([...installed, ...pieces], itemId), foundationId));
  }
  return pieces;
}

/** Where a piece could go, and why it can go nowhere (empty when it fits somewhere). */
export interface InstallPlan {
  /** Each placement lists the foundation of every copy (two for a paired option), null for the body. */
  readonly placements: readonly (readonly (string | null)[])[];
  /** The rules a placement breaks, when there is none: 'TeleOptics must sit in a Cybereye.' */
  readonly reasons: readonly string[];
}

function hostsOf(installed: readonly InstalledCyberware[], itemId: CyberwareId): (string | null)[] {
  const location = findCyberware(itemId)?.location;
  const hosts = installed.filter((piece) => findCyberware(piece.itemId)?.provides?.location === location);
  return hosts.map((host) => host.instanceId);
}

function possiblePlacements(installed: readonly InstalledCyberware[], itemId: CyberwareId) {
  const item = findCyberware(itemId);
  const hosts = hostsOf(installed, itemId);
  if (!item?.paired) return [null, ...hosts].map((host) => [host]);
  return hosts.flatMap((first, index) => hosts.slice(index + 1).map((second) => [first, second]));
}

/**
 * Where a piece of cyberware could be installed now without breaking a placement or install rule, with
 * its fixed Humanity Loss. Humanity is judged apart, when the player has chosen a fixed or rolled loss:
 * a roll may cost less than the fixed value.
 */
export function planInstall(
  installed: readonly InstalledCyberware[],
  itemId: CyberwareId,
  context: CyberwareContext,
): InstallPlan {
  const before = checkCyberware(installed, context);
  const blocking = (placement: readonly (string | null)[]) =>
    checkCyberware([...installed, ...candidatePieces(installed, itemId, placement)], context).filter(
      (finding) => finding.code !== 'HUMANITY_DEPLETED' && isNew(finding, before),
    );
  const options = possiblePlacements(installed, itemId);
  const placements = options.filter((placement) => blocking(placement).length === 0);
  if (placements.length > 0) return { placements, reasons: [] };
  const item = findCyberware(itemId);
  const [first = null, second] = hostsOf(installed, itemId);
  // A pair with one foundation: the pair is bought whole, so what is missing is the second foundation.
  if (item?.paired && first !== null && second === undefined) {
    const host = LOCATION_LABELS[item.location];
    const reason = `${item.name} goes in a pair of ${host}s, and there is only one: install a second ${host} first.`;
    return { placements, reasons: [reason] };
  }
  // Why not: in the first foundations of its kind if there are any (full, or missing).
  const fallback = item?.paired ? [first, second ?? first] : [first];
  return { placements, reasons: [...new Set(blocking(fallback).map((finding) => finding.message))] };
}
