/**
 * The game's price categories (docs/rules/catalog.md). Every catalogue price is one of these amounts; Super
 * Luxury starts at 10,000eb and has no upper bound.
 */
export const PRICE_CATEGORIES = [
  { id: 'cheap', label: 'Cheap', price: 10 },
  { id: 'everyday', label: 'Everyday', price: 20 },
  { id: 'costly', label: 'Costly', price: 50 },
  { id: 'premium', label: 'Premium', price: 100 },
  { id: 'expensive', label: 'Expensive', price: 500 },
  { id: 'veryExpensive', label: 'Very Expensive', price: 1000 },
  { id: 'luxury', label: 'Luxury', price: 5000 },
  { id: 'superLuxury', label: 'Super Luxury', price: 10000 },
] as const;

/** One price category id. */
export type PriceCategoryId = (typeof PRICE_CATEGORIES)[number]['id'];

/** One price category with its label and its amount (the lowest amount for Super Luxury). */
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

/**
 * The category a price falls in, by upper bounds as the Datafort tool does it: up to 10eb is Cheap, up to
 * 20eb Everyday, and so on; anything above 5,000eb is Super Luxury.
 */
export function priceCategoryOf(price: number): PriceCategory {
  return PRICE_CATEGORIES.find((category) => price <= category.price) ?? PRICE_CATEGORIES[7];
}

/** Tells whether a price is exactly a category's amount (or at least 10,000eb for Super Luxury). */
export function isCategoryPrice(price: number): boolean {
  const category = priceCategoryOf(price);
  return category.id === 'superLuxury' ? price >= category.price : price === category.price;
}

/** A eurobuck amount as the screens write it: `2,550eb`. */
export function formatEb(amount: number): string {
  return `${amount.toLocaleString('en-US')}eb`;
}
