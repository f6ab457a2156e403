import { findCatalogItem, findCyberware } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { cyberwareTree } from '@edgeforge/rules/cyberware/layout';
import { isPackagePiece } from '@edgeforge/rules/cyberware/package-installs';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { pairPartner } from '@edgeforge/rules/shop/basket';
import { MAX_PURCHASE_QUANTITY, type Purchase } from '@edgeforge/rules/shop/budget';
import { Minus, Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { placementLabel } from './install-preview.tsx';
import type { ShopActions, ShopState } from './use-shop.ts';

interface CartPanelProps {
  readonly state: ShopState;
  /** Each answers the messages of a refusal; the step shows them. */
  readonly onQuantity: ShopActions['setQuantity'];
  readonly onRemove: ShopActions['remove'];
}

function ItemLine({
  line,
  onQuantity,
}: {
  line: Purchase;
  onQuantity: (id: string, quantity: number) => void;
}) {
  const item = findCatalogItem(line.id);
  const name = item?.name ?? line.id;
  const price = item?.price ?? 0;
  return (
    <li className="grid gap-2 border-b border-line py-2 last:border-0" data-testid={`cart-${line.id}`}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{name}</span>
        <span className="font-mono">{formatEb(price * line.quantity)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm text-ink-muted">{formatEb(price)} each</span>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={`One fewer ${name}`}
            onClick={() => onQuantity(line.id, line.quantity - 1)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output aria-label={`Quantity of ${name}`} className="min-w-8 text-center font-mono">
            {line.quantity}
          </output>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={`One more ${name}`}
            aria-disabled={line.quantity >= MAX_PURCHASE_QUANTITY || undefined}
            onClick={() => onQuantity(line.id, line.quantity + 1)}
          >
            <Plus aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${name}`}
            onClick={() => onQuantity(line.id, 0)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Bought pieces, a pair as one line: each with where it sits and the Humanity it cost. */
function chromeLines(installed: readonly InstalledCyberware[]): InstalledCyberware[][] {
  const listed = new Set<string>();
  return installed.flatMap((piece) => {
    if (isPackagePiece(piece) || listed.has(piece.instanceId)) return [];
    const partner = pairPartner(installed, piece.instanceId);
    const group = partner ? [piece, partner] : [piece];
    for (const member of group) listed.add(member.instanceId);
    return [group];
  });
}

/**
 * The basket: every line with its running total, a quantity for stackable items (everything but
 * cyberware, which is one line per install), and the bought cyberware with where it sits and the
 * Humanity it cost. Totals sit at the bottom.
 */
export function CartPanel({ state, onQuantity, onRemove }: CartPanelProps) {
  const { basket, money } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  // A line that goes takes its focused button with it: the focus moves to the cart's heading instead.
  const afterRemoval = (refusal: readonly string[]) => {
    if (refusal.length === 0) heading.current?.focus();
  };
  const setQuantity = (id: string, quantity: number) => {
    const refusal = onQuantity(id, quantity);
    if (quantity <= 0) afterRemoval(refusal);
  };
  const lines = basket.purchases.filter((line) => !findCyberware(line.id));
  const chrome = chromeLines(basket.cyberware);
  const tree = cyberwareTree(basket.cyberware);
  return (
    <section aria-labelledby="cart-title" className="grid gap-3 border border-line bg-panel/80 p-4">
      <h2
        id="cart-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan"
      >
        Cart
      </h2>
      {lines.length === 0 && chrome.length === 0 ? (
        <p className="text-ink-muted">Nothing bought yet.</p>
      ) : null}
      {lines.length > 0 ? (
        <ul aria-label="Items in the cart">
          {lines.map((line) => (
            <ItemLine key={line.id} line={line} onQuantity={setQuantity} />
          ))}
        </ul>
      ) : null}
      {chrome.length > 0 ? (
        <ul aria-label="Cyberware bought">
          {chrome.map((group) => {
            const [first] = group as [InstalledCyberware];
            const item = findCyberware(first.itemId);
            const name = item?.name ?? first.itemId;
            const losses = group
              .map((piece) => `${piece.humanityLoss}${piece.rolled ? ' rolled' : ''}`)
              .join(' and ');
            return (
              <li
                key={first.instanceId}
                className="grid gap-1 border-b border-line py-2 last:border-0"
                data-testid={`cart-${first.instanceId}`}
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold">
                    {name}
                    {group.length > 1 ? ' (pair)' : ''}
                  </span>
                  <span className="font-mono">{formatEb((item?.price ?? 0) * group.length)}</span>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-ink-muted">
                    {item
                      ? placementLabel(
                          tree,
                          item,
                          group.map((piece) => piece.foundationId),
                        )
                      : ''}{' '}
                    · Humanity Loss {losses}
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => afterRemoval(onRemove(first.instanceId))}>
                    Remove<span className="sr-only"> {name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <dl className="grid gap-1 border-t border-line pt-3 font-mono">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Total</dt>
          <dd data-testid="cart-total">{formatEb(money.spent)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Cash left</dt>
          <dd data-testid="cash-left">{formatEb(money.cashLeft)}</dd>
        </div>
        {state.budget.fashion > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Fashion money left (lost on save)</dt>
            <dd data-testid="fashion-left">{formatEb(money.fashionLeft)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
