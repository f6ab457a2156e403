import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog/catalog.ts';
import { createShopIndex, filterShop, normalizeSearchText } from './filter.ts';

const INDEX = createShopIndex();
const names = (query: Parameters<typeof filterShop>[1]) => filterShop(INDEX, query).map((item) => item.name);

describe('normalizeSearchText', () => {
  it('lowers case and drops accents, marks and punctuation', () => {
    expect(normalizeSearchText('  Kevlar® (Body) ')).toBe('kevlar body');
    expect(normalizeSearchText("Slice 'N Dice")).toBe('slice n dice');
    expect(normalizeSearchText('Café/Bar')).toBe('cafe bar');
  });
});

describe('filterShop', () => {
  it('returns the whole catalogue for an empty query', () => {
    expect(filterShop(INDEX, {})).toEqual(CATALOG);
    expect(filterShop(INDEX, { text: '   ', kinds: [], priceCategories: [] })).toHaveLength(CATALOG.length);
  });

  it('searches as you type: every word anywhere in the name, kind or category', () => {
    expect(names({ text: 'kevlar' })).toEqual(['Kevlar® (Body)', 'Kevlar® (Head)']);
    expect(names({ text: 'heavy pistol', kinds: ['weapon'] })).toEqual(['Heavy Pistol', 'Very Heavy Pistol']);
    expect(names({ text: 'jack head' })).toEqual([
      'Light Armorjack (Head)',
      'Medium Armorjack (Head)',
      'Heavy Armorjack (Head)',
    ]);
    expect(names({ text: 'SANDEV' })).toEqual(['Sandevistan']);
    expect(names({ text: 'cyberoptics' })).toHaveLength(13);
    expect(names({ text: 'zzz' })).toEqual([]);
  });

  it('filters by kind and by price category', () => {
    const programs = filterShop(INDEX, { kinds: ['program'], priceCategories: ['everyday'] });
    expect(programs.map((item) => item.name)).toEqual(['Eraser', 'See Ya', 'Shield']);
    expect(filterShop(INDEX, { priceCategories: ['superLuxury'] }).map((item) => item.id)).toEqual([
      'weapon:malorian-arms-3516',
    ]);
  });

  it('keeps what I can afford, counting fashion money only for fashion and fashionware', () => {
    const money = { cash: 20, fashion: 100 };
    const affordable = filterShop(INDEX, { affordable: money });
    expect(affordable.length).toBeGreaterThan(0);
    for (const item of affordable) {
      const fashion = item.kind === 'fashion' || (item.kind === 'cyberware' && item.type === 'fashionware');
      expect(item.price).toBeLessThanOrEqual(fashion ? 120 : 20);
    }
    expect(names({ affordable: money, text: 'techhair' })).toEqual(['Techhair']);
    expect(names({ affordable: money, text: 'flashlight' })).toEqual(['Flashlight']);
    expect(names({ affordable: money, text: 'agent' })).toEqual([]);
  });

  it('filters a custom list when given one', () => {
    const index = createShopIndex(CATALOG.filter((item) => item.kind === 'ammo'));
    expect(filterShop(index, { text: 'smart rifle' }).map((item) => item.id)).toEqual(['ammo:rifle-smart']);
  });
});
