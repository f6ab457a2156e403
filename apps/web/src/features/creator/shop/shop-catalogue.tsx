import type { CatalogItem } from '@edgeforge/rules/catalog/catalog';
import type { Budget } from '@edgeforge/rules/shop/budget';
import { createShopIndex, filterShop } from '@edgeforge/rules/shop/filter';
import { useState } from 'react';
import { NO_FILTER, type ShopFilter, ShopFilters } from './shop-filters.tsx';
import { ShopResults } from './shop-results.tsx';

/** The whole catalogue's search text, worked out once when the shop's code loads. */
const INDEX = createShopIndex();

/**
 * The catalogue side of a shop, the wizard's and a saved character's alike: search and filters, then
 * the results with the money `left` (for "what I can afford") and how many of each are already owned.
 */
export function ShopCatalogue(props: {
  left: Budget;
  inCart: ReadonlyMap<string, number>;
  onAdd: (item: CatalogItem) => void;
}) {
  const [filter, setFilter] = useState<ShopFilter>(NO_FILTER);
  const items = filterShop(INDEX, {
    text: filter.text,
    kinds: filter.kind ? [filter.kind] : [],
    priceCategories: filter.price ? [filter.price] : [],
    affordable: filter.affordable ? props.left : null,
  });
  return (
    <section aria-labelledby="catalogue-title" className="grid min-w-0 gap-4">
      <h2 id="catalogue-title" className="sr-only">
        Catalogue
      </h2>
      <ShopFilters filter={filter} onChange={setFilter} />
      <ShopResults
        key={JSON.stringify(filter)}
        items={items}
        left={props.left}
        inCart={props.inCart}
        onAdd={props.onAdd}
      />
    </section>
  );
}
