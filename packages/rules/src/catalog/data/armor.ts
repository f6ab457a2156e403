import type { ArmorPieceRow, ArmorTypeRow } from '../types.ts';

/**
 * Armour sold as separate body and head pieces (docs/rules/catalog.md): the catalogue lists each type twice,
 * "(Body)" and "(Head)", at the price given here per piece. Descriptions are our own words.
 */
export const ARMOR_TYPE_DATA = {
  leathers: {
    name: 'Leathers',
    sp: 4,
    penalty: 0,
    price: 20,
    page: 350,
    description: 'Heavy leather that turns a blade or a skid on the road, and little more.',
  },
  kevlar: {
    name: 'Kevlar®',
    sp: 7,
    penalty: 0,
    price: 50,
    page: 350,
    description: 'Light ballistic fabric sewn into everyday clothes.',
  },
  'light-armorjack': {
    name: 'Light Armorjack',
    sp: 11,
    penalty: 0,
    price: 100,
    page: 350,
    description: 'Ballistic plates in a light shell: the Street standard, and it does not slow you down.',
  },
  'medium-armorjack': {
    name: 'Medium Armorjack',
    sp: 12,
    penalty: -2,
    price: 100,
    page: 350,
    description: 'Thicker plates for more protection, at some cost in speed.',
  },
  'heavy-armorjack': {
    name: 'Heavy Armorjack',
    sp: 13,
    penalty: -2,
    price: 500,
    page: 350,
    description: 'Heavy plates that stop serious calibres and slow you to match.',
  },
  flak: {
    name: 'Flak',
    sp: 15,
    penalty: -4,
    price: 500,
    page: 350,
    description: 'Military flak armour: very safe and very slow.',
  },
  metalgear: {
    name: 'Metalgear®',
    sp: 18,
    penalty: -4,
    price: 5000,
    page: 350,
    description: 'Full laminated plate, the closest thing to wearing a tank.',
  },
} as const satisfies Record<string, ArmorTypeRow>;

/** The two places a separately sold armour piece covers. */
export const ARMOR_PIECES = ['body', 'head'] as const;

/** Armour sold as a single piece. */
export const ARMOR_PIECE_DATA = {
  'bodyweight-suit': {
    name: 'Bodyweight Suit',
    location: 'suit',
    sp: 11,
    shieldHp: 0,
    penalty: 0,
    price: 1000,
    page: 350,
    description: 'A skin-tight suit that covers body and head at once, with no penalty.',
  },
  'bulletproof-shield': {
    name: 'Bulletproof Shield',
    location: 'shield',
    sp: 0,
    shieldHp: 10,
    penalty: 0,
    price: 100,
    page: 351,
    description: 'A transparent riot shield that soaks up hits until it breaks; it keeps one arm busy.',
  },
} as const satisfies Record<string, ArmorPieceRow>;
