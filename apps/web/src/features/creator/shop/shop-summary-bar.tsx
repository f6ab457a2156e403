import { formatEb } from '@edgeforge/rules/catalog/price';
import { Button } from '../../../components/ui/button.tsx';
import type { ShopState } from './use-shop.ts';

/** Moves the focus (and so the view) to a heading of the shop's side column. */
function focusHeading(id: string) {
  document.getElementById(id)?.focus();
}

/**
 * On a phone the cart and the chrome come after the whole catalogue: this bar sticks to the top of the
 * screen with the money left, Humanity and what is in the cart, and takes the player to either panel.
 */
export function ShopSummaryBar({ state }: { state: ShopState }) {
  const { money, humanity, basket } = state;
  const count = basket.purchases.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section
      aria-label="Shop summary"
      data-testid="shop-summary"
      className="sticky top-0 z-30 -mx-4 flex items-center justify-between gap-2 border-b border-line bg-void/95 px-4 py-2 sm:hidden"
    >
      <p className="grid font-mono text-sm leading-tight">
        <span className={money.cashLeft < 0 ? 'text-danger' : undefined}>
          {formatEb(money.cashLeft)} left
        </span>
        <span className="text-ink-muted">
          {humanity ? `Humanity ${humanity.current} / ${humanity.max}` : 'Humanity: STATs not set'}
        </span>
      </p>
      <span className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => focusHeading('cart-title')}>
          Cart ({count})
        </Button>
        <Button size="sm" variant="outline" onClick={() => focusHeading('chrome-title')}>
          Chrome
        </Button>
      </span>
    </section>
  );
}
