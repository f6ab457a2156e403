import { AMMO_DATA, AMMO_TYPE_TEXT, AMMO_VARIETY_TEXT } from './data/ammo.ts';
import { ARMOR_PIECE_DATA, ARMOR_PIECES, ARMOR_TYPE_DATA } from './data/armor.ts';
import { ATTACHMENT_DATA } from './data/attachments.ts';
import { CYBERWARE_DATA, FIXED_HUMANITY_LOSS } from './data/cyberware.ts';
import {
  CLOTHING_PIECE_DATA,
  CLOTHING_PIECE_KEYS,
  CLOTHING_STYLE_DATA,
  CLOTHING_STYLE_KEYS,
  type ClothingPieceKey,
  type ClothingStyleKey,
} from './data/fashion.ts';
import { GEAR_DATA } from './data/gear.ts';
import { CYBERDECK_DATA, DECK_HARDWARE_DATA, PROGRAM_DATA } from './data/netrunning.ts';
import { WEAPON_DATA } from './data/weapons.ts';
import type {
  AmmoId,
  ArmorId,
  AttachmentId,
  CatalogId,
  CatalogKind,
  CyberdeckId,
  CyberwareId,
  FashionId,
  GearId,
  HardwareId,
  ProgramId,
  WeaponId,
} from './ids.ts';
import { type PriceCategoryId, priceCategoryOf } from './price.ts';
import type { AmmoRow, CyberwareRow, DeckRow, ProgramRow, RowBase, UpgradeRow, WeaponRow } from './types.ts';

/** What every catalogue item has: its id and kind, and its price category beside the price. */
export interface ItemBase<K extends CatalogKind, Id extends CatalogId> extends RowBase {
  readonly id: Id;
  readonly kind: K;
  readonly priceCategory: PriceCategoryId;
}

/** A piece of cyberware, with the fixed value of its Humanity Loss (0 when it costs none). */
export interface CyberwareItem extends ItemBase<'cyberware', CyberwareId>, CyberwareRow {
  readonly hlFixed: number;
}
/** A weapon. */
export interface WeaponItem extends ItemBase<'weapon', WeaponId>, WeaponRow {}
/** An armour piece: body, head, a full suit or a shield. */
export interface ArmorItem extends ItemBase<'armor', ArmorId> {
  readonly location: 'body' | 'head' | 'suit' | 'shield';
  readonly sp: number;
  readonly shieldHp: number;
  readonly penalty: number;
}
/** An ammunition package. */
export interface AmmoItem extends ItemBase<'ammo', AmmoId>, AmmoRow {}
/** A weapon attachment. */
export interface AttachmentItem extends ItemBase<'attachment', AttachmentId>, UpgradeRow {}
/** A piece of cyberdeck hardware. */
export interface HardwareItem extends ItemBase<'hardware', HardwareId>, UpgradeRow {}
/** A piece of general gear. */
export interface GoodsItem extends ItemBase<'gear', GearId> {}
/** A cyberdeck, with its slots for programs and hardware. */
export interface CyberdeckItem extends ItemBase<'cyberdeck', CyberdeckId>, DeckRow {}
/** A NET program. */
export interface ProgramItem extends ItemBase<'program', ProgramId>, ProgramRow {}
/** A clothing piece of one style. */
export interface FashionItem extends ItemBase<'fashion', FashionId> {
  readonly style: ClothingStyleKey;
  readonly piece: ClothingPieceKey;
}

/** Any catalogue item; `kind` tells which. */
export type CatalogItem =
  | CyberwareItem
  | WeaponItem
  | AttachmentItem
  | AmmoItem
  | ArmorItem
  | GoodsItem
  | CyberdeckItem
  | HardwareItem
  | ProgramItem
  | FashionItem;

function entries<T>(table: Record<string, T>): [string, T][] {
  return Object.entries(table);
}

function category(price: number): PriceCategoryId {
  return priceCategoryOf(price).id;
}

function rowItems<K extends CatalogKind, Row extends RowBase>(kind: K, table: Record<string, Row>) {
  return entries(table).map(([key, row]) => ({
    ...row,
    id: `${kind}:${key}`,
    kind,
    priceCategory: category(row.price),
  }));
}

function cyberwareItems(): CyberwareItem[] {
  return entries<CyberwareRow>(CYBERWARE_DATA).map(([key, row]) => ({
    ...row,
    id: `cyberware:${key}` as CyberwareId,
    kind: 'cyberware',
    priceCategory: category(row.price),
    hlFixed: row.hl === null ? 0 : FIXED_HUMANITY_LOSS[row.hl],
  }));
}

function armorItems(): ArmorItem[] {
  const pieces = entries(ARMOR_TYPE_DATA).flatMap(([key, row]) =>
    ARMOR_PIECES.map((piece) => ({
      ...row,
      id: `armor:${key}-${piece}` as ArmorId,
      name: `${row.name} (${piece === 'body' ? 'Body' : 'Head'})`,
      location: piece,
      shieldHp: 0,
    })),
  );
  const single = entries(ARMOR_PIECE_DATA).map(([key, row]) => ({ ...row, id: `armor:${key}` as ArmorId }));
  return [...pieces, ...single].map((item) => ({
    ...item,
    kind: 'armor',
    priceCategory: category(item.price),
  }));
}

function ammoItems(): AmmoItem[] {
  return entries<AmmoRow>(AMMO_DATA).map(([key, row]) => ({
    ...row,
    id: `ammo:${key}` as AmmoId,
    kind: 'ammo',
    priceCategory: category(row.price),
    description: `${row.per} ${AMMO_VARIETY_TEXT[row.variety]}. ${AMMO_TYPE_TEXT[row.type]}`,
  }));
}

function fashionItems(): FashionItem[] {
  return CLOTHING_STYLE_KEYS.flatMap((style) => {
    const { name, look, prices } = CLOTHING_STYLE_DATA[style];
    return CLOTHING_PIECE_KEYS.map((piece, index) => {
      const price = prices[index] ?? 0;
      return {
        id: `fashion:${style}-${piece}` as FashionId,
        kind: 'fashion',
        name: `${name} ${CLOTHING_PIECE_DATA[piece].name}`,
        price,
        priceCategory: category(price),
        description: `${CLOTHING_PIECE_DATA[piece].lead} in ${name}: ${look}.`,
        style,
        piece,
      };
    });
  });
}

/** Every item the shop sells, kind by kind in `CATALOG_KINDS` order. */
export const CATALOG: readonly CatalogItem[] = [
  ...cyberwareItems(),
  ...(rowItems('weapon', WEAPON_DATA as Record<string, WeaponRow>) as WeaponItem[]),
  ...(rowItems('attachment', ATTACHMENT_DATA) as AttachmentItem[]),
  ...ammoItems(),
  ...armorItems(),
  ...(rowItems('gear', GEAR_DATA) as GoodsItem[]),
  ...(rowItems('cyberdeck', CYBERDECK_DATA) as CyberdeckItem[]),
  ...(rowItems('hardware', DECK_HARDWARE_DATA) as HardwareItem[]),
  ...(rowItems('program', PROGRAM_DATA as Record<string, ProgramRow>) as ProgramItem[]),
  ...fashionItems(),
];

const BY_ID: ReadonlyMap<string, CatalogItem> = new Map(CATALOG.map((item) => [item.id, item]));

/** The item type of an id's kind: `CatalogItemOf<'weapon:sword'>` is `WeaponItem`. */
export type CatalogItemOf<Id extends CatalogId> = Extract<
  CatalogItem,
  { kind: Id extends `${infer Kind}:${string}` ? Kind : never }
>;

/** The item with this id (a typed id always names one). */
export function getCatalogItem<Id extends CatalogId>(id: Id): CatalogItemOf<Id> {
  return BY_ID.get(id) as CatalogItemOf<Id>;
}

/** The item with this id, or undefined for anything that is not a catalogue id (untrusted input). */
export function findCatalogItem(id: string): CatalogItem | undefined {
  return BY_ID.get(id);
}

/** Tells whether a value is a catalogue id. */
export function isCatalogId(value: unknown): value is CatalogId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The cyberware with this id, or undefined for anything else. */
export function findCyberware(id: string): CyberwareItem | undefined {
  const item = BY_ID.get(id);
  return item?.kind === 'cyberware' ? item : undefined;
}

/**
 * Tells whether the Complete Package's fashion money may pay for an item: clothing and fashionware
 * (docs/rules/catalog.md#money-by-method).
 */
export function isFashionPurchase(item: CatalogItem): boolean {
  return item.kind === 'fashion' || (item.kind === 'cyberware' && item.type === 'fashionware');
}
