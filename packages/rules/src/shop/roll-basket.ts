import { findCatalogItem, findCyberware } from '../catalog/catalog.ts';
import { CLOTHING_PIECE_KEYS } from '../catalog/data/fashion.ts';
import type { CatalogId } from '../catalog/ids.ts';
import { randomGearChoices, resolvePackage } from '../catalog/role-packages.ts';
import { deckFindings, loadDecks } from '../check/rules/deck.ts';
import { checkCyberware } from '../cyberware/check-cyberware.ts';
import { computeHumanity } from '../cyberware/humanity.ts';
import { pickRandom, pickRandomIndex, type Rng, rollDie } from '../dice.ts';
import type { RoleId } from '../ids.ts';
import {
  addItem,
  type Basket,
  candidatePieces,
  installPieces,
  planInstall,
  type ShopContext,
} from './basket.ts';
import {
  COMPLETE_PACKAGE_CASH_EB,
  COMPLETE_PACKAGE_FASHION_EB,
  checkPurchases,
  MAX_PURCHASE_QUANTITY,
} from './budget.ts';
import {
  type Bundle,
  COMMON_EXTRAS,
  DECK_FILL,
  OUTFIT_CORE,
  ROLE_EXTRAS,
  ROLLED_ARMOR,
  ROLLED_DECKS,
  ROLLED_STYLES,
} from './roll-basket-pools.ts';

/*
 * 'Roll everything' for the Complete Package (docs/rules/creation.md#a-rolled-complete-package): the
 * role's essentials, then extras in a rolled order, then ammunition with the change, then an outfit with
 * the fashion money. Every purchase passes the shop's own rules (as `changeFindings` applies them), so
 * the basket is one the player could have bought.
 */

/** Extra chrome stops where Humanity would fall below this many points per point of EMP (60%). */
export const ROLLED_HUMANITY_PER_EMP = 6;

/** The share of the 2,550eb a rolled basket spends at least; the change stays as cash. */
export const ROLLED_SPEND_SHARE = 0.9;

/** What a rolled character brings to the shop: its role and the STATs its cyberware is judged by. */
export interface BasketRoller {
  readonly role: RoleId;
  readonly emp: number;
  readonly body: number;
}

interface Shopper {
  basket: Basket;
  /** The cash the basket leaves. */
  cash: number;
  /** The fashion money the basket leaves. */
  fashion: number;
  readonly context: ShopContext;
  readonly rng: Rng;
}

/** The basket with a bundle's lines added, cyberware installed where it fits; null when a piece fits nowhere. */
function withBundle(shopper: Shopper, bundle: Bundle): Basket | null {
  let next = shopper.basket;
  for (const [id, quantity] of bundle) {
    const chrome = findCyberware(id);
    if (!chrome) {
      next = addItem(next, id, quantity);
      continue;
    }
    for (let copy = 0; copy < quantity; copy += 1) {
      const { placements } = planInstall(next.cyberware, chrome.id, shopper.context);
      if (placements.length === 0) return null;
      const placement = pickRandom(shopper.rng, placements);
      next = installPieces(next, candidatePieces(next.cyberware, chrome.id, placement));
    }
  }
  return next;
}

const isFashion = (bundle: Bundle) => bundle.every(([id]) => id.startsWith('fashion:'));
const DECK_KINDS = ['cyberdeck:', 'program:', 'hardware:'];
const touchesDeck = (bundle: Bundle) => bundle.some(([id]) => DECK_KINDS.some((kind) => id.startsWith(kind)));
const priceOf = (bundle: Bundle) =>
  bundle.reduce((sum, [id, quantity]) => sum + (findCatalogItem(id)?.price ?? 0) * quantity, 0);

/**
 * Buys a bundle when the basket after it breaks none of the shop's rules (money, cyberware, deck slots,
 * as `changeFindings` judges a change) and, for extras (`keepHumanity`), Humanity stays at
 * `ROLLED_HUMANITY_PER_EMP` per point of EMP. Fashion never spends the cash. The basket is legal before,
 * so any finding after is new; a bundle the money cannot pay is refused before it is built, and one
 * that touches neither chrome nor deck needs only the money's check.
 */
function tryBuy(shopper: Shopper, bundle: Bundle, keepHumanity = false): boolean {
  const { basket, context, cash } = shopper;
  if (priceOf(bundle) > (isFashion(bundle) ? shopper.fashion : cash)) return false;
  const next = withBundle(shopper, bundle);
  if (!next) return false;
  const money = checkPurchases('complete', next.purchases);
  if (money.findings.length > 0 || (isFashion(bundle) && money.cashLeft < cash)) return false;
  const moreChrome = next.cyberware !== basket.cyberware;
  const humanity = () => computeHumanity(context.emp, next.cyberware).current;
  if (keepHumanity && moreChrome && humanity() < context.emp * ROLLED_HUMANITY_PER_EMP) return false;
  if (moreChrome && checkCyberware(next.cyberware, context).length > 0) return false;
  if (touchesDeck(bundle) && deckFindings(loadDecks(next.purchases)).length > 0) return false;
  shopper.basket = next;
  shopper.cash = money.cashLeft;
  shopper.fashion = money.fashionLeft;
  return true;
}

/** The bundles in a rolled order (Fisher-Yates). */
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = pickRandomIndex(rng, index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const isArmorjack = (id: string) => id.startsWith('armor:light-armorjack-');
const KIND_ORDER: Record<string, number> = { weapon: 0, ammo: 0, armor: 0, cyberware: 1, cyberdeck: 2 };
const kindRank = (id: string) => KIND_ORDER[id.split(':')[0]!] ?? 3;

/** What a rolled deck leaves at least for its programs. */
const PROGRAM_MONEY_EB = 250;

/** Fills the free slots of the decks bought with rolled programs and hardware (none without a deck). */
function fillDecks(shopper: Shopper): void {
  const slots = shopper.basket.purchases.reduce((sum, { id, quantity }) => {
    const item = findCatalogItem(id);
    return sum + (item?.kind === 'cyberdeck' ? item.slots * quantity : 0);
  }, 0);
  for (let tries = 0; tries < slots; tries += 1) tryBuy(shopper, [[pickRandom(shopper.rng, DECK_FILL), 1]]);
}

/** Buys as many of a line as the shop allows, up to `count`. */
function buyUpTo(shopper: Shopper, id: CatalogId, count: number): void {
  for (let left = count; left > 0 && !tryBuy(shopper, [[id, left]]); left -= 1);
}

/**
 * The role's essentials: its package's weapons with a rolled amount of ammunition, a rolled armour, its
 * chrome, a cyberdeck of rolled quality, then its tools; a line the money cannot pay in full buys as
 * many as it can. The package's programs give way to rolled ones that fill the deck (`fillDecks`).
 */
function buyEssentials(shopper: Shopper, role: RoleId): void {
  const { rng } = shopper;
  const lines = resolvePackage(role, randomGearChoices(role, rng)).filter(
    ({ id }) => !id.startsWith('fashion:') && !id.startsWith('program:') && !isArmorjack(id),
  );
  const byRank = (rank: number) => lines.filter(({ id }) => kindRank(id) === rank);
  for (const { id, quantity } of byRank(0)) {
    buyUpTo(shopper, id, id.startsWith('ammo:') ? Math.max(1, quantity + rollDie(rng, 5) - 3) : quantity);
  }
  tryBuy(shopper, pickRandom(rng, ROLLED_ARMOR));
  for (const { id, quantity } of [...byRank(1), ...byRank(2), ...byRank(3)]) {
    if (!id.startsWith('cyberdeck:')) {
      buyUpTo(shopper, id, quantity);
      continue;
    }
    // A deck of the rolled quality, or the best one below it that leaves money for programs.
    const rolled = ROLLED_DECKS.slice(0, pickRandomIndex(rng, ROLLED_DECKS.length) + 1).reverse();
    const affordable = (deck: CatalogId) => priceOf([[deck, 1]]) + PROGRAM_MONEY_EB <= shopper.cash;
    rolled.some((deck) => affordable(deck) && tryBuy(shopper, [[deck, 1]]));
    fillDecks(shopper);
  }
}

/**
 * Extras, the role's before anybody's, each in a rolled order and taken at even odds, until the cash
 * left is below a rolled amount; a second pass takes the rest when much is left.
 */
function buyExtras(shopper: Shopper, role: RoleId): void {
  const { rng } = shopper;
  const keep = rollDie(rng, 20) * 10;
  const pool = [...shuffled(rng, ROLE_EXTRAS[role]), ...shuffled(rng, COMMON_EXTRAS)];
  for (const pass of [0.5, 1]) {
    for (const bundle of pool) {
      if (shopper.cash <= keep) return;
      if (rng() < pass) tryBuy(shopper, bundle, true);
    }
  }
}

/** Spends the change above 10% of the 2,550eb on more of an ammunition the character already owns. */
function topUpAmmunition(shopper: Shopper): void {
  const most = Math.floor(COMPLETE_PACKAGE_CASH_EB * (1 - ROLLED_SPEND_SHARE));
  const owned = shuffled(
    shopper.rng,
    shopper.basket.purchases.filter((line) => line.id.startsWith('ammo:')),
  );
  for (const line of owned) {
    if (shopper.cash <= most) return;
    const price = findCatalogItem(line.id)?.price ?? shopper.cash;
    const count = Math.min(Math.floor(shopper.cash / price), MAX_PURCHASE_QUANTITY - line.quantity);
    if (count > 0) tryBuy(shopper, [[line.id as CatalogId, count]]);
  }
}

/** An outfit of one style from the fashion money: its core pieces, then each other piece at even odds. */
function buyOutfit(shopper: Shopper, role: RoleId): void {
  const { rng } = shopper;
  const style = role === 'exec' ? 'businesswear' : pickRandom(rng, ROLLED_STYLES);
  const others = CLOTHING_PIECE_KEYS.filter((piece) => !OUTFIT_CORE.includes(piece));
  for (const piece of [...OUTFIT_CORE, ...others.filter(() => rng() < 0.5)])
    tryBuy(shopper, [[`fashion:${style}-${piece}`, 1]]);
}

/**
 * A Complete Package basket for 'Roll everything': varied from roll to roll, sensible for the role, and
 * legal for a character of this EMP and BODY. The same random source gives the same basket.
 */
export function rollCompleteBasket(rng: Rng, roller: BasketRoller): Basket {
  const context: ShopContext = { method: 'complete', role: roller.role, emp: roller.emp, body: roller.body };
  const shopper: Shopper = {
    basket: { purchases: [], cyberware: [] },
    cash: COMPLETE_PACKAGE_CASH_EB,
    fashion: COMPLETE_PACKAGE_FASHION_EB,
    context,
    rng,
  };
  buyEssentials(shopper, roller.role);
  buyExtras(shopper, roller.role);
  topUpAmmunition(shopper);
  buyOutfit(shopper, roller.role);
  return shopper.basket;
}
