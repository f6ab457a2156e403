import { type CatalogItem, isFashionPurchase } from '@edgeforge/rules/catalog/catalog';
import { CATALOG_KIND_LABELS } from '@edgeforge/rules/catalog/ids';
import { formatEb, priceCategoryOf } from '@edgeforge/rules/catalog/price';
import type { Budget } from '@edgeforge/rules/shop/budget';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { itemFacts } from './item-facts.ts';

/** How many results show at first, and how many more each "Show more" adds: a phone stays quick. */
export const RESULTS_PAGE = 24;

interface ShopResultsProps {
  readonly items: readonly CatalogItem[];
  /** The money left, to mark what the player cannot afford. */
  readonly left: Budget;
  /** How many of each item the basket holds. */
  readonly inCart: ReadonlyMap<string, number>;
  readonly onAdd: (item: CatalogItem) => void;
}

function affordable(item: CatalogItem, left: Budget): boolean {
  return item.price <= left.cash + (isFashionPurchase(item) ? left.fashion : 0);
}

function ResultCard({
  item,
  left,
  count,
  onAdd,
}: {
  item: CatalogItem;
  left: Budget;
  count: number;
  onAdd: () => void;
}) {
  const facts = itemFacts(item);
  const canAfford = affordable(item, left);
  const isChrome = item.kind === 'cyberware';
  return (
    <li className="grid gap-2 border border-line bg-panel/80 p-3" data-testid={`item-${item.id}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-ink">{item.name}</h3>
        <p className={cn('shrink-0 font-mono', canAfford ? 'text-neon-yellow' : 'text-danger')}>
          {formatEb(item.price)}
          {canAfford ? null : <span className="block text-right text-xs">Over budget</span>}
        </p>
      </div>
      <p className="font-mono text-xs uppercase tracking-wider text-ink-muted">
        {CATALOG_KIND_LABELS[item.kind]}
        {item.kind === 'cyberware' ? ` · ${item.type}` : ''} · {priceCategoryOf(item.price).label}
      </p>
      {facts.length > 0 ? <p className="font-mono text-sm text-neon-cyan">{facts.join(' · ')}</p> : null}
      <p className="text-sm text-ink-muted">{item.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-ink-muted">{count > 0 ? `In cart: ${count}` : ''}</span>
        <Button size="sm" variant={isChrome ? 'secondary' : 'primary'} onClick={onAdd}>
          {isChrome ? 'Install' : 'Add'}
          <span className="sr-only"> {item.name}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The items matching the filter, a page at a time, each with its price (marked when over the money
 * left), category, numbers, description and its button: Add to cart, or Install for cyberware.
 */
export function ShopResults({ items, left, inCart, onAdd }: ShopResultsProps) {
  const [shown, setShown] = useState(RESULTS_PAGE);
  const visible = items.slice(0, shown);
  const rest = items.length - visible.length;
  return (
    <div className="grid gap-3">
      <p role="status" className="font-mono text-sm text-ink-muted">
        {items.length === 0
          ? 'Nothing matches.'
          : `${items.length} item${items.length === 1 ? '' : 's'} match.`}
      </p>
      <ul aria-label="Items for sale" className="grid gap-3 sm:grid-cols-2">
        {visible.map((item) => (
          <ResultCard
            key={item.id}
            item={item}
            left={left}
            count={inCart.get(item.id) ?? 0}
            onAdd={() => onAdd(item)}
          />
        ))}
      </ul>
      {rest > 0 ? (
        <Button variant="outline" onClick={() => setShown((count) => count + RESULTS_PAGE)}>
          Show {Math.min(rest, RESULTS_PAGE)} more ({rest} not shown)
        </Button>
      ) : null}
    </div>
  );
}
