import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCatalogItem } from '../catalog/catalog.ts';
import { createRng } from '../dice.ts';
import {
  categoryOf,
  categoryPool,
  MARKET_CATEGORY_IDS,
  NIGHT_MARKET_RULES,
  OPERATOR_RANK_MAX,
  rollNightMarket,
  sourcingLimit,
} from './night-market.ts';

describe('sourcingLimit', () => {
  it('follows the Operator ladder: 100eb for anyone, 500eb from rank 3, 1,000eb from rank 7', () => {
    const limits = Array.from({ length: OPERATOR_RANK_MAX + 1 }, (_, rank) => sourcingLimit(rank));
    expect(limits).toEqual([100, 100, 100, 500, 500, 500, 500, 1000, 1000, 1000, 1000]);
  });
});

describe('categoryPool', () => {
  it('gives every category something to sell to anyone, each item priced within the limit', () => {
    for (const id of MARKET_CATEGORY_IDS) {
      const pool = categoryPool(id, 100);
      expect(pool.length, id).toBeGreaterThan(0);
      for (const item of pool) expect(item.price).toBeGreaterThan(0);
      for (const item of pool) expect(item.price).toBeLessThanOrEqual(100);
    }
  });

  it('widens with the rank: a rank 7 Fixer finds more than a rank 3 one, who finds more than anyone', () => {
    const size = (limit: number) => MARKET_CATEGORY_IDS.flatMap((id) => categoryPool(id, limit)).length;
    expect(size(500)).toBeGreaterThan(size(100));
    expect(size(1000)).toBeGreaterThan(size(500));
  });
});

describe('rollNightMarket', () => {
  it('stays within the table for any seed and rank', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: OPERATOR_RANK_MAX }), (seed, rank) => {
        const lines = rollNightMarket(createRng(seed), rank);
        const categories = [...new Set(lines.map((line) => line.category))];
        expect(categories).toHaveLength(NIGHT_MARKET_RULES.categories);
        expect(new Set(lines.map((line) => line.itemId)).size).toBe(lines.length);
        for (const category of categories) {
          const count = lines.filter((line) => line.category === category).length;
          expect(count).toBeGreaterThanOrEqual(1);
          expect(count).toBeLessThanOrEqual(NIGHT_MARKET_RULES.itemDie);
        }
        for (const line of lines) {
          const item = findCatalogItem(line.itemId);
          expect(item && categoryOf(item)).toBe(line.category);
          expect(line.price).toBe(item?.price);
          expect(line.price).toBeLessThanOrEqual(sourcingLimit(rank));
          expect(line.stock).toBeGreaterThanOrEqual(1);
          expect(line.stock).toBeLessThanOrEqual(NIGHT_MARKET_RULES.stockDie);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is the same market for the same seed', () => {
    expect(rollNightMarket(createRng(7), 3)).toEqual(rollNightMarket(createRng(7), 3));
  });
});
