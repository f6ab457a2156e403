import { formatEb } from '@edgeforge/rules/catalog/price';
import { cn } from '../../../lib/cn.ts';
import type { ShopState } from './use-shop.ts';

/** The rule of the Complete Package's fashion money, shown where the player spends it. */
export const FASHION_MONEY_RULE =
  'Fashion money buys clothing and fashionware only. What is left of it is lost when you save the character.';

function Budget({
  id,
  title,
  total,
  left,
  rule,
}: {
  id: string;
  title: string;
  total: number;
  left: number;
  rule: string;
}) {
  const spent = total - left;
  const share = total > 0 ? Math.min(100, Math.max(0, (spent / total) * 100)) : 0;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-1.5" data-testid={`budget-${id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2
          id={`${id}-title`}
          className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan"
        >
          {title}
        </h2>
        <p className={cn('font-mono', left < 0 ? 'text-danger' : 'text-ink')}>
          {formatEb(spent)} of {formatEb(total)} spent · <strong>{formatEb(left)} left</strong>
        </p>
      </div>
      <div aria-hidden="true" className="h-1.5 w-full bg-line">
        <div
          className={cn('h-full', left < 0 ? 'bg-danger' : 'bg-neon-magenta')}
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="text-sm text-ink-muted">{rule}</p>
    </section>
  );
}

/**
 * The running totals against each of the method's budgets: the eurobucks (Streetrat and Edgerunner
 * 500eb, Complete Package 2,550eb) and, for the Complete Package, the 800eb of fashion money with its
 * rule. The live region reads the money left after each change.
 */
export function BudgetPanel({ state }: { state: ShopState }) {
  const { budget, money, method } = state;
  const cashRule =
    method === 'complete'
      ? 'For weapons, armor, gear and cyberware (prices include installation). What is left is saved as cash.'
      : 'Your role package is already yours: this money buys anything else. What you leave unspent is saved as cash.';
  return (
    <div className="grid gap-4 border border-line bg-panel/80 p-4">
      <Budget id="cash" title="Eurobucks" total={budget.cash} left={money.cashLeft} rule={cashRule} />
      {budget.fashion > 0 ? (
        <Budget
          id="fashion"
          title="Fashion money"
          total={budget.fashion}
          left={money.fashionLeft}
          rule={FASHION_MONEY_RULE}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {formatEb(money.cashLeft)} left
        {budget.fashion > 0 ? `, ${formatEb(money.fashionLeft)} of fashion money left` : ''}
      </p>
    </div>
  );
}
