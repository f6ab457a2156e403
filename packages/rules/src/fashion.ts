import { FASHION_DATA } from './data/fashion.ts';
import { FASHION_STYLE_KEYS } from './ids.ts';
import type { FashionStyle } from './types.ts';

/** The twelve fashion styles in grid order; card art is served at `/art/fashion/<image>.png`. */
export const FASHION_STYLES: readonly FashionStyle[] = FASHION_STYLE_KEYS.map((key) => {
  const { name, description, keyFeatures, examples } = FASHION_DATA[key];
  return {
    key,
    name,
    description,
    keyFeatures,
    examples,
    femaleImage: `${key}-female`,
    maleImage: `${key}-male`,
  };
});

/** The fashion style with this key; undefined for anything else. */
export function getFashionStyle(key: string | null | undefined): FashionStyle | undefined {
  return key == null ? undefined : FASHION_STYLES.find((style) => style.key === key);
}
