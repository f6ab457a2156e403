import type { AMMO_DATA } from './data/ammo.ts';
import type { ARMOR_PIECE_DATA, ARMOR_PIECES, ARMOR_TYPE_DATA } from './data/armor.ts';
import type { ATTACHMENT_DATA } from './data/attachments.ts';
import type { CYBERWARE_DATA } from './data/cyberware.ts';
import type { ClothingPieceKey, ClothingStyleKey } from './data/fashion.ts';
import type { GEAR_DATA } from './data/gear.ts';
import type { CYBERDECK_DATA, DECK_HARDWARE_DATA, PROGRAM_DATA } from './data/netrunning.ts';
import type { WEAPON_DATA } from './data/weapons.ts';

/**
 * Catalogue ids are `kind:key`, the key being the row's key in its data table, so a typo in a role
 * package or a test is a type error. The same name can exist in two kinds (the Bug Detector is both a
 * handheld gadget and a cyberaudio option), which the prefix keeps apart.
 */

/** The kinds of item the shop sells, in the order the catalogue lists them. */
export const CATALOG_KINDS = [
  'cyberware',
  'weapon',
  'attachment',
  'ammo',
  'armor',
  'gear',
  'cyberdeck',
  'hardware',
  'program',
  'fashion',
] as const;
/** One catalogue kind. */
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** What the shop's category filter calls each kind. */
export const CATALOG_KIND_LABELS: Record<CatalogKind, string> = {
  cyberware: 'Cyberware',
  weapon: 'Weapons',
  attachment: 'Weapon attachments',
  ammo: 'Ammunition',
  armor: 'Armor',
  gear: 'Gear',
  cyberdeck: 'Cyberdecks',
  hardware: 'Cyberdeck hardware',
  program: 'Programs',
  fashion: 'Fashion',
};

/** A cyberware id, such as `cyberware:neural-link`. */
export type CyberwareId = `cyberware:${keyof typeof CYBERWARE_DATA}`;
/** A weapon id, such as `weapon:heavy-pistol`. */
export type WeaponId = `weapon:${keyof typeof WEAPON_DATA}`;
/** A weapon attachment id, such as `attachment:bayonet`. */
export type AttachmentId = `attachment:${keyof typeof ATTACHMENT_DATA}`;
/** An ammunition package id, such as `ammo:rifle-basic`. */
export type AmmoId = `ammo:${keyof typeof AMMO_DATA}`;
/** An armour id: a body or head piece (`armor:light-armorjack-body`), the suit or the shield. */
export type ArmorId =
  | `armor:${keyof typeof ARMOR_TYPE_DATA}-${(typeof ARMOR_PIECES)[number]}`
  | `armor:${keyof typeof ARMOR_PIECE_DATA}`;
/** A general gear id, such as `gear:agent`. */
export type GearId = `gear:${keyof typeof GEAR_DATA}`;
/** A cyberdeck id, such as `cyberdeck:standard`. */
export type CyberdeckId = `cyberdeck:${keyof typeof CYBERDECK_DATA}`;
/** A cyberdeck hardware id, such as `hardware:backup-drive`. */
export type HardwareId = `hardware:${keyof typeof DECK_HARDWARE_DATA}`;
/** A program id, such as `program:sword`. */
export type ProgramId = `program:${keyof typeof PROGRAM_DATA}`;
/** A clothing piece id, style then piece, such as `fashion:genericChic-jacket`. */
export type FashionId = `fashion:${ClothingStyleKey}-${ClothingPieceKey}`;

/** Any catalogue id. */
export type CatalogId =
  | CyberwareId
  | WeaponId
  | AttachmentId
  | AmmoId
  | ArmorId
  | GearId
  | CyberdeckId
  | HardwareId
  | ProgramId
  | FashionId;
