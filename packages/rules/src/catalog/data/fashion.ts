/**
 * The game's ten clothing styles (the lifepath's clothing style list) and their nine kinds of piece, with
 * the price of each piece by style (Foundry `core_clothing`, one source; docs/rules/catalog.md#fashion).
 * Descriptions are our own words. Not to be confused with the twelve looks of the fashion grid
 * (`FASHION_STYLE_KEYS`), which choose the portrait's style.
 */

/** The clothing styles in Foundry's keys, so the export needs no mapping. */
export const CLOTHING_STYLE_KEYS = [
  'bagLadyChic',
  'gangColors',
  'genericChic',
  'bohemian',
  'leisurewear',
  'nomadLeathers',
  'asiaPop',
  'urbanFlash',
  'businesswear',
  'highFashion',
] as const;
/** One clothing style key. */
export type ClothingStyleKey = (typeof CLOTHING_STYLE_KEYS)[number];

/** The kinds of clothing piece, in Foundry's keys and in the grid's column order. */
export const CLOTHING_PIECE_KEYS = [
  'top',
  'bottoms',
  'jacket',
  'footwear',
  'jewelry',
  'mirrorshades',
  'glasses',
  'contactLenses',
  'hats',
] as const;
/** One kind of clothing piece. */
export type ClothingPieceKey = (typeof CLOTHING_PIECE_KEYS)[number];

/** A clothing style's name and the look it gives, for names and descriptions. */
export interface ClothingStyleRow {
  readonly name: string;
  readonly look: string;
  /** Price of each piece, in `CLOTHING_PIECE_KEYS` order. */
  readonly prices: readonly number[];
}

/** The ten clothing styles. */
export const CLOTHING_STYLE_DATA: Record<ClothingStyleKey, ClothingStyleRow> = {
  bagLadyChic: {
    name: 'Bag Lady Chic',
    look: 'layered, found and patched, homeless by choice or not',
    prices: [10, 20, 20, 20, 20, 20, 10, 10, 10],
  },
  gangColors: {
    name: 'Gang Colors',
    look: 'loud colours and patches that say which turf you belong to',
    prices: [20, 50, 50, 20, 50, 20, 20, 10, 10],
  },
  genericChic: {
    name: 'Generic Chic',
    look: 'cheap, bright and mass-produced, the uniform of the Street',
    prices: [20, 50, 50, 20, 50, 20, 20, 10, 10],
  },
  bohemian: {
    name: 'Bohemian',
    look: 'folk prints, fringes and retro touches from another century',
    prices: [20, 50, 50, 50, 100, 50, 50, 10, 10],
  },
  leisurewear: {
    name: 'Leisurewear',
    look: 'comfortable sports and casual wear, built to move in',
    prices: [20, 100, 100, 50, 100, 50, 50, 20, 50],
  },
  nomadLeathers: {
    name: 'Nomad Leathers',
    look: 'tough road leather and denim, fringed and family-marked',
    prices: [20, 100, 100, 100, 100, 50, 50, 20, 100],
  },
  asiaPop: {
    name: 'Asia Pop',
    look: 'bright, playful pop-idol styling in bold colours',
    prices: [20, 100, 100, 100, 100, 100, 100, 100, 100],
  },
  urbanFlash: {
    name: 'Urban Flash',
    look: 'flashy street fashion with light-up and reflective accents',
    prices: [20, 100, 100, 100, 100, 100, 100, 100, 100],
  },
  businesswear: {
    name: 'Businesswear',
    look: 'sharp corporate tailoring that says money and power',
    prices: [50, 500, 500, 500, 5000, 500, 500, 100, 500],
  },
  highFashion: {
    name: 'High Fashion',
    look: 'designer originals for people who are photographed',
    prices: [500, 1000, 1000, 5000, 5000, 1000, 1000, 1000, 5000],
  },
};

/** How each kind of piece is named and introduced. */
export const CLOTHING_PIECE_DATA: Record<ClothingPieceKey, { readonly name: string; readonly lead: string }> =
  {
    top: { name: 'Top', lead: 'A shirt or top' },
    bottoms: { name: 'Bottoms', lead: 'Trousers, a skirt or shorts' },
    jacket: { name: 'Jacket', lead: 'A jacket or coat' },
    footwear: { name: 'Footwear', lead: 'Shoes or boots' },
    jewelry: { name: 'Jewelry', lead: 'A piece of jewellery' },
    mirrorshades: { name: 'Mirrorshades', lead: 'Mirrored sunglasses' },
    glasses: { name: 'Glasses', lead: 'A pair of glasses' },
    contactLenses: { name: 'Contact Lenses', lead: 'Coloured contact lenses' },
    hats: { name: 'Hat', lead: 'A hat or cap' },
  };
