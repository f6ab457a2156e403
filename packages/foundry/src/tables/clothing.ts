import type { FoundryClothingStyle, FoundryClothingType } from '../item-choices.ts';

/** Each clothing style key with the name the rulebook and our lifepath's Clothing Style table use. */
export const FOUNDRY_CLOTHING_STYLE_NAMES: Record<FoundryClothingStyle, string> = {
  asiaPop: 'Asia Pop',
  bagLadyChic: 'Bag Lady Chic',
  bohemian: 'Bohemian',
  businesswear: 'Businesswear',
  gangColors: 'Gang Colors',
  genericChic: 'Generic Chic',
  highFashion: 'High Fashion',
  leisurewear: 'Leisurewear',
  nomadLeathers: 'Nomad Leathers',
  urbanFlash: 'Urban Flash',
};

/** Each clothing piece key with its name in the rulebook's fashion table. */
export const FOUNDRY_CLOTHING_TYPE_NAMES: Record<FoundryClothingType, string> = {
  bottoms: 'Bottoms',
  contactLenses: 'Contact Lenses',
  footwear: 'Footwear',
  glasses: 'Glasses',
  hats: 'Hats',
  jacket: 'Jacket',
  jewelry: 'Jewelry',
  mirrorshades: 'Mirrorshades',
  top: 'Top',
};

/** Inverts a key-to-name table into a lookup by name, ignoring case and spaces. */
function byName<K extends string>(names: Record<K, string>): (name: string) => K | null {
  const fold = (name: string) => name.replace(/\s+/g, '').toLowerCase();
  const keys = new Map(Object.entries<string>(names).map(([key, name]) => [fold(name), key as K]));
  return (name) => keys.get(fold(name)) ?? null;
}

/** The clothing style key for a style name such as "Generic Chic"; null for a name that is not a style. */
export const foundryClothingStyle = byName(FOUNDRY_CLOTHING_STYLE_NAMES);

/** The clothing piece key for a piece name such as "Contact Lenses"; null for a name that is not a piece. */
export const foundryClothingType = byName(FOUNDRY_CLOTHING_TYPE_NAMES);
