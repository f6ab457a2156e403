import type { MarketLineView } from '@edgeforge/contracts/market';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { NIGHT_MARKET_CATEGORIES } from '@edgeforge/rules/gm/night-market';
import type { ReactNode } from 'react';

const CATEGORY_LABELS = Object.fromEntries(NIGHT_MARKET_CATEGORIES.map((c) => [c.id, c.label])) as Record<
  string,
  string
>;

/** A market's lines by category: name, price, and what the caller puts at the end (stock, a button). */
export function MarketLines({
  lines,
  end,
}: {
  lines: readonly MarketLineView[];
  end: (line: MarketLineView) => ReactNode;
}) {
  const categories = [...new Set(lines.map((line) => line.category))];
  if (lines.length === 0) return <p className="text-ink-muted">Nothing on sale.</p>;
  return (
    <div className="grid gap-3">
      {categories.map((category) => (
        <section key={category} aria-label={CATEGORY_LABELS[category]} className="grid gap-1">
          <h4 className="font-mono text-xs uppercase tracking-wider text-neon-magenta">
            {CATEGORY_LABELS[category]}
          </h4>
          <ul className="grid gap-1">
            {lines
              .filter((line) => line.category === category)
              .map((line) => (
                <li
                  key={line.itemId}
                  className="flex min-h-11 items-center justify-between gap-2 border-b border-ink-muted/20 py-1"
                >
                  <span className="min-w-0 flex-1 break-words">{line.name}</span>
                  <span className="font-mono text-sm text-neon-cyan">{formatEb(line.price)}</span>
                  {end(line)}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
