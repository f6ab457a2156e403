/**
 * Times the shop's search filter (`filterShop` in packages/rules) over the whole catalogue, one call per
 * keystroke: every prefix of a few searches a player types, alone and with a category, a price category
 * and "I can afford it". The budget is a median under 2 ms per keystroke in Node. The baseline, timed in
 * the same run on the same keystrokes, rebuilds the search text of every item on each keystroke (what
 * the filter would cost without the index the shop builds once).
 * Usage: node --import tsx scripts/bench/shop-filter.ts (npm run bench runs it too).
 */

import { CATALOG } from '@edgeforge/rules/catalog/catalog';
import { createShopIndex, filterShop, type ShopQuery } from '@edgeforge/rules/shop/filter';

/** The budget: median time of one keystroke's filter. */
export const SHOP_FILTER_MEDIAN_MS = 2;

const SEARCHES = [
  'neural link',
  'heavy pistol basic',
  'light armorjack head',
  'grafted muscle',
  'kevlar',
  'sword',
];
const ROUNDS = 40;

/** Every prefix of every search, alone and with the three other filters on. */
function keystrokes(): ShopQuery[] {
  const typed = SEARCHES.flatMap((search) =>
    Array.from({ length: search.length }, (_, index) => search.slice(0, index + 1)),
  );
  return typed.flatMap((text) => [
    { text },
    {
      text,
      kinds: ['cyberware', 'weapon'],
      priceCategories: ['expensive'],
      affordable: { cash: 500, fashion: 0 },
    },
  ]);
}

/** Median and 95th percentile of the samples, in ms. */
export interface Timing {
  readonly median: number;
  readonly p95: number;
}

function time(queries: readonly ShopQuery[], filter: (query: ShopQuery) => unknown): Timing {
  for (const query of queries) filter(query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const start = performance.now();
      filter(query);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** The shop filter's timing, its baseline's, and what was timed. */
export interface ShopFilterResult {
  readonly items: number;
  readonly keystrokes: number;
  readonly rounds: number;
  readonly filter: Timing;
  readonly baseline: Timing;
}

/** Runs the shop filter benchmark. */
export function benchShopFilter(): ShopFilterResult {
  const queries = keystrokes();
  const index = createShopIndex();
  const filter = time(queries, (query) => filterShop(index, query));
  const baseline = time(queries, (query) => filterShop(createShopIndex(), query));
  return { items: CATALOG.length, keystrokes: queries.length, rounds: ROUNDS, filter, baseline };
}

/** The benchmark's printable lines (the full bench adds its budget to the summary). */
export function shopFilterLines(result: ShopFilterResult, verdict: string): string[] {
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  const { filter, baseline } = result;
  return [
    `Shop filter (Node, filterShop over the whole catalogue of ${result.items} items; ${result.keystrokes} keystrokes x ${result.rounds} rounds)`,
    `  per keystroke   median ${ms(filter.median).padStart(9)}   p95 ${ms(filter.p95).padStart(9)}   ${verdict}`,
    `  baseline        median ${ms(baseline.median).padStart(9)}   p95 ${ms(baseline.p95).padStart(9)}   (search text rebuilt on each keystroke; the index makes it ${(baseline.median / filter.median).toFixed(1)}x faster)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = benchShopFilter();
  const ok = result.filter.median < SHOP_FILTER_MEDIAN_MS;
  for (const text of shopFilterLines(
    result,
    `median < ${SHOP_FILTER_MEDIAN_MS} ms: ${ok ? 'met' : 'MISSED'}`,
  )) {
    console.log(text);
  }
}
