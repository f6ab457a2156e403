import { describe, expect, it } from 'vitest';
import { FASHION_STYLES, getFashionStyle } from './fashion.ts';
import { FASHION_STYLE_KEYS } from './ids.ts';

describe('FASHION_STYLES', () => {
  it('lists the twelve styles in grid order', () => {
    expect(FASHION_STYLES.map((s) => s.key)).toEqual([...FASHION_STYLE_KEYS]);
  });

  it.each(FASHION_STYLES.map((s) => [s.key, s] as const))('%s has texts and both images', (key, style) => {
    expect(style.name.length).toBeGreaterThan(3);
    expect(style.description.length).toBeGreaterThan(40);
    expect(style.keyFeatures.length).toBeGreaterThanOrEqual(3);
    expect(style.examples.length).toBeGreaterThanOrEqual(2);
    expect(style.femaleImage).toBe(`${key}-female`);
    expect(style.maleImage).toBe(`${key}-male`);
  });

  it('names every style differently', () => {
    expect(new Set(FASHION_STYLES.map((s) => s.name)).size).toBe(12);
  });
});

describe('getFashionStyle', () => {
  it('finds a style by key and nothing else', () => {
    expect(getFashionStyle('nomadLeathers')?.name).toBe('Nomad Leathers');
    expect(getFashionStyle('Neon Noir')).toBeUndefined();
    expect(getFashionStyle(null)).toBeUndefined();
  });
});
