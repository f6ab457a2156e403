import { describe, expect, it } from 'vitest';
import {
  CATALOG,
  findCatalogItem,
  findCyberware,
  getCatalogItem,
  isCatalogId,
  isFashionPurchase,
} from './catalog.ts';
import { CYBERWARE_DATA, FIXED_HUMANITY_LOSS } from './data/cyberware.ts';
import { CLOTHING_PIECE_KEYS, CLOTHING_STYLE_DATA, CLOTHING_STYLE_KEYS } from './data/fashion.ts';
import { CATALOG_KIND_LABELS, CATALOG_KINDS } from './ids.ts';
import { formatEb, isCategoryPrice, PRICE_CATEGORIES, priceCategoryOf } from './price.ts';
import { BODY_LOCATION_SLOTS, FOUNDATION_LOCATIONS, HUMANITY_LOSS_DICE } from './types.ts';

const CYBERWARE = CATALOG.flatMap((item) => (item.kind === 'cyberware' ? [item] : []));
const ids = (test: (item: (typeof CYBERWARE)[number]) => boolean) =>
  CYBERWARE.filter(test)
    .map((item) => item.id)
    .sort();

describe('price categories', () => {
  it.each([
    [10, 'cheap'],
    [11, 'everyday'],
    [20, 'everyday'],
    [50, 'costly'],
    [100, 'premium'],
    [500, 'expensive'],
    [1000, 'veryExpensive'],
    [5000, 'luxury'],
    [5001, 'superLuxury'],
    [10000, 'superLuxury'],
  ])('%ieb falls in %s', (price, category) => {
    expect(priceCategoryOf(price).id).toBe(category);
  });

  it('accepts only the amounts of a category, and 10,000eb or more for Super Luxury', () => {
    expect(PRICE_CATEGORIES.map((c) => c.price).every(isCategoryPrice)).toBe(true);
    expect([0, 5, 15, 75, 150, 2550, 9999].some(isCategoryPrice)).toBe(false);
    expect(isCategoryPrice(25000)).toBe(true);
  });

  it('writes eurobucks with thousands separators', () => {
    expect(formatEb(2550)).toBe('2,550eb');
    expect(formatEb(800)).toBe('800eb');
  });
});

describe('CATALOG', () => {
  it('sells every kind, each under a label, with unique ids of the form kind:key', () => {
    expect(new Set(CATALOG.map((item) => item.kind))).toEqual(new Set(CATALOG_KINDS));
    for (const kind of CATALOG_KINDS) expect(CATALOG_KIND_LABELS[kind].length).toBeGreaterThan(3);
    expect(new Set(CATALOG.map((item) => item.id)).size).toBe(CATALOG.length);
    for (const item of CATALOG) expect(item.id.startsWith(`${item.kind}:`)).toBe(true);
  });

  it.each(CATALOG.map((item) => [item.id, item] as const))(
    '%s has a price in its price category, a name and a description',
    (_id, item) => {
      expect(isCategoryPrice(item.price), `${item.price}eb`).toBe(true);
      expect(item.priceCategory).toBe(priceCategoryOf(item.price).id);
      expect(item.name.trim()).toBe(item.name);
      expect(item.description.length).toBeGreaterThan(15);
      expect(item.description).toMatch(/[.!?]$/);
    },
  );

  it('holds the whole core cyberware list, borgware included, and every weapon, armor and program', () => {
    const count = (kind: string) => CATALOG.filter((item) => item.kind === kind).length;
    expect(count('cyberware')).toBe(Object.keys(CYBERWARE_DATA).length);
    expect(ids((item) => item.type === 'borgware')).toHaveLength(5);
    expect(count('weapon')).toBe(41);
    expect(count('armor')).toBe(16);
    expect(count('ammo')).toBe(55);
    expect(count('program')).toBe(15);
    expect(count('attachment')).toBe(26);
    expect(count('hardware')).toBe(6);
  });

  it('looks items up by id, and refuses anything else', () => {
    expect(getCatalogItem('weapon:heavy-pistol')).toMatchObject({
      name: 'Heavy Pistol',
      price: 100,
      magazine: 8,
    });
    expect(findCatalogItem('gear:bug-detector')?.price).toBe(500);
    expect(findCatalogItem('cyberware:bug-detector')?.price).toBe(100);
    for (const bad of ['toString', '__proto__', 'weapon:', 'heavy-pistol', '']) {
      expect(findCatalogItem(bad)).toBeUndefined();
      expect(isCatalogId(bad)).toBe(false);
    }
    expect(findCyberware('weapon:heavy-pistol')).toBeUndefined();
    expect(isCatalogId('ammo:rifle-basic')).toBe(true);
  });

  it('sells armor by the piece, the Bodyweight Suit and the shield whole', () => {
    expect(getCatalogItem('armor:light-armorjack-body')).toMatchObject({
      sp: 11,
      location: 'body',
      price: 100,
    });
    expect(getCatalogItem('armor:light-armorjack-head')).toMatchObject({ sp: 11, location: 'head' });
    expect(getCatalogItem('armor:metalgear-head')).toMatchObject({ sp: 18, penalty: -4, price: 5000 });
    expect(getCatalogItem('armor:bulletproof-shield')).toMatchObject({ shieldHp: 10, location: 'shield' });
  });

  it('prices every clothing piece by style from the grid', () => {
    const fashion = CATALOG.filter((item) => item.kind === 'fashion');
    expect(fashion).toHaveLength(CLOTHING_STYLE_KEYS.length * CLOTHING_PIECE_KEYS.length);
    for (const style of CLOTHING_STYLE_KEYS) expect(CLOTHING_STYLE_DATA[style].prices).toHaveLength(9);
    expect(getCatalogItem('fashion:genericChic-top')).toMatchObject({ name: 'Generic Chic Top', price: 20 });
    expect(getCatalogItem('fashion:genericChic-jacket').price).toBe(50);
    expect(getCatalogItem('fashion:businesswear-jewelry').price).toBe(5000);
    expect(getCatalogItem('fashion:highFashion-footwear').price).toBe(5000);
    expect(getCatalogItem('fashion:bagLadyChic-top').price).toBe(10);
  });

  it('lets fashion money pay for clothing and fashionware only', () => {
    expect(isFashionPurchase(getCatalogItem('fashion:asiaPop-hats'))).toBe(true);
    expect(isFashionPurchase(getCatalogItem('cyberware:techhair'))).toBe(true);
    expect(isFashionPurchase(getCatalogItem('cyberware:neural-link'))).toBe(false);
    expect(isFashionPurchase(getCatalogItem('weapon:medium-pistol'))).toBe(false);
  });
});

describe('cyberware data', () => {
  it('gives each Humanity Loss die its fixed value, inside the dice range', () => {
    expect(FIXED_HUMANITY_LOSS).toEqual({ '1d3': 2, '1d6': 3, '2d6': 7, '4d6': 14 });
    for (const dice of HUMANITY_LOSS_DICE) {
      const [count = 0, sides = 0] = dice.split('d').map(Number);
      expect(FIXED_HUMANITY_LOSS[dice]).toBeGreaterThanOrEqual(count);
      expect(FIXED_HUMANITY_LOSS[dice]).toBeLessThanOrEqual(count * sides);
    }
    expect(getCatalogItem('cyberware:kerenzikov').hlFixed).toBe(14);
    expect(getCatalogItem('cyberware:chemskin').hlFixed).toBe(0);
  });

  it('makes fashionware, the Memory Chip, contraceptive implant and limb coverings cost no Humanity', () => {
    const free = ids((item) => item.hl === null);
    expect(free).toEqual(
      [
        ...ids((item) => item.type === 'fashionware'),
        'cyberware:memory-chip',
        'cyberware:contraceptive-implant',
        'cyberware:plastic-covering-arm',
        'cyberware:plastic-covering-leg',
        'cyberware:realskinn-covering-arm',
        'cyberware:realskinn-covering-leg',
        'cyberware:superchrome-covering-arm',
        'cyberware:superchrome-covering-leg',
      ].sort(),
    );
  });

  it('gives every foundation the option slots of the facts', () => {
    const offered = Object.fromEntries(
      CYBERWARE.flatMap((item) => (item.provides ? [[item.id, item.provides]] : [])),
    );
    expect(offered).toEqual({
      'cyberware:neural-link': { location: 'neuralLink', slots: 5 },
      'cyberware:chipware-socket': { location: 'chipwareSocket', slots: 1 },
      'cyberware:cybereye': { location: 'cybereye', slots: 3 },
      'cyberware:cyberaudio-suite': { location: 'cyberaudio', slots: 3 },
      'cyberware:cyberarm': { location: 'cyberarm', slots: 4 },
      'cyberware:cyberleg': { location: 'cyberleg', slots: 3 },
    });
    expect(BODY_LOCATION_SLOTS).toBe(7);
  });

  it('names for every option a foundation that exists', () => {
    const provided = new Set(CYBERWARE.flatMap((item) => (item.provides ? [item.provides.location] : [])));
    expect(provided).toEqual(new Set(FOUNDATION_LOCATIONS));
    for (const item of CYBERWARE) {
      if (item.location === 'body') expect(item.size, item.id).toBe(0);
      else expect(['fashionware', 'internal', 'external', ...provided], item.id).toContain(item.location);
    }
  });

  it('installs borgware and the foundations directly in the body', () => {
    expect(ids((item) => item.location === 'body')).toEqual(
      [
        'cyberware:neural-link',
        'cyberware:cybereye',
        'cyberware:cyberaudio-suite',
        'cyberware:cyberarm',
        'cyberware:cyberleg',
        ...ids((item) => item.type === 'borgware'),
      ].sort(),
    );
  });

  it('marks the paired, natural-limb, speedware and chip options of the facts', () => {
    expect(ids((item) => item.paired === true)).toEqual(
      [
        'anti-dazzle',
        'image-enhance',
        'low-light-ir-uv',
        'virtuality',
        'grip-foot',
        'jump-booster',
        'skate-foot',
        'web-foot',
      ]
        .map((key) => `cyberware:${key}`)
        .sort(),
    );
    expect(ids((item) => item.naturalLimb === true)).toEqual(
      [
        'big-knucks',
        'rippers',
        'scratchers',
        'slice-n-dice',
        'tool-hand',
        'wolvers',
        'subdermal-grip',
        'standard-hand',
        'talon-foot',
        'standard-foot',
      ]
        .map((key) => `cyberware:${key}`)
        .sort(),
    );
    expect(ids((item) => item.speedware === true)).toEqual(['cyberware:kerenzikov', 'cyberware:sandevistan']);
    expect(ids((item) => item.location === 'chipwareSocket')).toEqual(
      ids((item) => item.type === 'chipware'),
    );
  });

  it('keeps the resolved disagreements: Standard Hand and Foot cost 1d3, the Skate Foot takes 1 slot', () => {
    expect(getCatalogItem('cyberware:standard-hand')).toMatchObject({ hl: '1d3', hlFixed: 2 });
    expect(getCatalogItem('cyberware:standard-foot')).toMatchObject({ hl: '1d3', hlFixed: 2 });
    expect(getCatalogItem('cyberware:skate-foot').size).toBe(1);
  });
});
