import { CATALOG, type CatalogItem } from '../catalog/catalog.ts';
import type { CatalogKind } from '../catalog/ids.ts';
import { drawWithoutRepeats as draw, type Rng, rollDie } from '../dice.ts';

/**
 * The Night Market (docs/rules/gm.md#the-night-market, decision 067): a market of a few categories,
 * 1d10 items drawn from each, every item at its catalogue price with a stock. What can be sourced is
 * capped by price: anyone finds items of 100eb or less; a Fixer's Operator rank widens the cap.
 */

/** The market's categories: each sells the catalogue kinds it names. */
export const NIGHT_MARKET_CATEGORIES = [
  { id: 'weapons', label: 'Weapons', kinds: ['weapon'] },
  { id: 'ammunition', label: 'Ammunition and attachments', kinds: ['ammo', 'attachment'] },
  { id: 'armor', label: 'Armor', kinds: ['armor'] },
  { id: 'cyberware', label: 'Cyberware', kinds: ['cyberware'] },
  { id: 'gear', label: 'Gear and electronics', kinds: ['gear'] },
  { id: 'netrunning', label: 'Netrunning', kinds: ['cyberdeck', 'hardware', 'program'] },
  { id: 'fashion', label: 'Fashion', kinds: ['fashion'] },
] as const satisfies readonly { id: string; label: string; kinds: readonly CatalogKind[] }[];

/** One category id. */
export type MarketCategoryId = (typeof NIGHT_MARKET_CATEGORIES)[number]['id'];
/** Every category id, in table order. */
export const MARKET_CATEGORY_IDS = NIGHT_MARKET_CATEGORIES.map((category) => category.id) as [
  MarketCategoryId,
  ...MarketCategoryId[],
];

/** How many categories one market rolls, and the dice of its items and stock. */
export const NIGHT_MARKET_RULES = {
  categories: 2,
  /** Items per category: 1d10. */
  itemDie: 10,
  /** Stock per item: 1d6. */
  stockDie: 6,
  /** The most stock the GM may set on one item by hand. */
  stockMax: 99,
} as const;

/** The Operator ladder: from this rank up, a Fixer sources items up to this price (eb). */
export const OPERATOR_SOURCING = [
  { rank: 0, upTo: 100 },
  { rank: 3, upTo: 500 },
  { rank: 7, upTo: 1000 },
] as const;

/** The Operator rank runs from 0 (no Fixer) to 10. */
export const OPERATOR_RANK_MAX = 10;

/** The highest price a market sources with a Fixer of this Operator rank (0 for no Fixer). */
export function sourcingLimit(operatorRank: number): number {
  let limit = 0;
  for (const step of OPERATOR_SOURCING) if (operatorRank >= step.rank) limit = step.upTo;
  return limit;
}

/** The category an item is sold under, or undefined for a kind no category sells. */
export function categoryOf(item: CatalogItem): MarketCategoryId | undefined {
  return NIGHT_MARKET_CATEGORIES.find((category) => (category.kinds as readonly string[]).includes(item.kind))
    ?.id;
}

/** Whether a catalogue item can be on a market with this sourcing limit: priced, and not above it. */
export function isSourceable(item: CatalogItem, limit: number): boolean {
  return item.price > 0 && item.price <= limit && categoryOf(item) !== undefined;
}

/** The items a category offers under a sourcing limit, in catalogue order. */
export function categoryPool(category: MarketCategoryId, limit: number): CatalogItem[] {
  return CATALOG.filter((item) => categoryOf(item) === category && isSourceable(item, limit));
}

/** One line of a market: a catalogue item, its category, its catalogue price and how many are left. */
export interface MarketLine {
  readonly itemId: string;
  readonly name: string;
  readonly category: MarketCategoryId;
  readonly price: number;
  readonly stock: number;
}

/** A catalogue item as a market line with this stock. */
export function marketLine(item: CatalogItem, stock: number): MarketLine {
  const category = categoryOf(item);
  if (!category) throw new RangeError(`${item.id} is not sold on a Night Market`);
  return { itemId: item.id, name: item.name, category, price: item.price, stock };
}

/**
 * Rolls a market: two different categories of those with anything to sell under the Fixer's limit,
 * 1d10 different items from each (fewer when the category holds fewer), each with 1d6 in stock.
 */
export function rollNightMarket(rng: Rng, operatorRank: number): MarketLine[] {
  const limit = sourcingLimit(operatorRank);
  const open = MARKET_CATEGORY_IDS.filter((id) => categoryPool(id, limit).length > 0);
  return draw(rng, open, NIGHT_MARKET_RULES.categories).flatMap((category) => {
    const count = rollDie(rng, NIGHT_MARKET_RULES.itemDie);
    return draw(rng, categoryPool(category, limit), count).map((item) =>
      marketLine(item, rollDie(rng, NIGHT_MARKET_RULES.stockDie)),
    );
  });
}
