import { CATALOG, type CatalogItem, isFashionPurchase } from '../catalog/catalog.ts';
import { CATALOG_KIND_LABELS, type CatalogKind } from '../catalog/ids.ts';
import type { PriceCategoryId } from '../catalog/price.ts';
import type { Budget } from './budget.ts';

/** What the shop step filters by; every field is optional and an empty list means "any". */
export interface ShopQuery {
  /** Search as you type: every word must appear in the item's name, kind or category. */
  readonly text?: string;
  readonly kinds?: readonly CatalogKind[];
  readonly priceCategories?: readonly PriceCategoryId[];
  /** "I can afford it": the money left; fashion money counts for fashion and fashionware only. */
  readonly affordable?: Budget | null;
}

/** The catalogue with its search text worked out once, so each keystroke only compares strings. */
export interface ShopIndex {
  readonly items: readonly CatalogItem[];
  readonly searchText: readonly string[];
}

/** Lower case, accents and marks such as ® removed, anything but letters and digits as single spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function searchTextOf(item: CatalogItem): string {
  const extra = item.kind === 'cyberware' ? item.type : item.kind === 'weapon' ? item.skill : '';
  return normalizeSearchText(`${item.name} ${CATALOG_KIND_LABELS[item.kind]} ${extra}`);
}

/** Builds the shop's search index once (the whole catalogue by default). */
export function createShopIndex(items: readonly CatalogItem[] = CATALOG): ShopIndex {
  return { items, searchText: items.map(searchTextOf) };
}

function canAfford(item: CatalogItem, money: Budget): boolean {
  return item.price <= money.cash + (isFashionPurchase(item) ? money.fashion : 0);
}

/**
 * The items matching a query, in catalogue order. Each typed word may match anywhere in the item's text,
 * so "eye" finds the Cybereye and "jack" every Armorjack.
 */
export function filterShop(index: ShopIndex, query: ShopQuery): CatalogItem[] {
  const words = normalizeSearchText(query.text ?? '')
    .split(' ')
    .filter(Boolean);
  const kinds = query.kinds?.length ? new Set(query.kinds) : null;
  const categories = query.priceCategories?.length ? new Set(query.priceCategories) : null;
  const money = query.affordable ?? null;
  return index.items.filter((item, position) => {
    if (kinds && !kinds.has(item.kind)) return false;
    if (categories && !categories.has(item.priceCategory)) return false;
    if (money && !canAfford(item, money)) return false;
    const text = index.searchText[position] ?? '';
    return words.every((word) => text.includes(word));
  });
}
