/**
 * The row shapes of the catalogue's data tables (docs/rules/catalog.md). Every row
 * carries its price in eurobucks and a short description in our own words; the catalogue adds the id,
 * the kind and the price category.
 */

/** What every catalogue row has, whatever its kind. */
export interface RowBase {
  readonly name: string;
  /** Price in eurobucks; for cyberware it includes installation. */
  readonly price: number;
  readonly description: string;
  /** Core Rulebook page, where the sources give one. */
  readonly page?: number;
}

/** The cyberware categories of the Core Rulebook, chipware and speedware apart from other neuralware. */
export const CYBERWARE_TYPES = [
  'fashionware',
  'neuralware',
  'chipware',
  'cyberoptics',
  'cyberaudio',
  'internal',
  'external',
  'cyberarm',
  'cyberleg',
  'borgware',
] as const;
/** One of the cyberware categories. */
export type CyberwareType = (typeof CYBERWARE_TYPES)[number];

/** The dice of a Humanity Loss that can be rolled. */
export const HUMANITY_LOSS_DICE = ['1d3', '1d6', '2d6', '4d6'] as const;
/** One Humanity Loss dice expression. */
export type HumanityLossDice = (typeof HUMANITY_LOSS_DICE)[number];

/** Where the surgery can be done (no rules effect: the price includes it); chips need none. */
export const INSTALL_PLACES = ['mall', 'clinic', 'hospital', 'none'] as const;
/** One install place. */
export type InstallPlace = (typeof INSTALL_PLACES)[number];

/** The three 7-slot locations every body has, which need no foundation (docs/rules/catalog.md). */
export const BODY_LOCATIONS = ['fashionware', 'internal', 'external'] as const;
/** One of the three foundation-free body locations. */
export type BodyLocation = (typeof BODY_LOCATIONS)[number];

/** Option slots in each of the three body locations. */
export const BODY_LOCATION_SLOTS = 7;

/** The kinds of foundation an option can sit in; each is offered by a piece that `provides` it. */
export const FOUNDATION_LOCATIONS = [
  'neuralLink',
  'cybereye',
  'cyberaudio',
  'cyberarm',
  'cyberleg',
  'chipwareSocket',
] as const;
/** One foundation kind. */
export type FoundationLocation = (typeof FOUNDATION_LOCATIONS)[number];

/** Where a piece sits: directly in the body (foundations, borgware), a body location, or a foundation. */
export type CyberwareLocation = 'body' | BodyLocation | FoundationLocation;

/** One piece of cyberware. */
export interface CyberwareRow extends RowBase {
  readonly type: CyberwareType;
  /** The dice of its Humanity Loss; null for pieces that cost no Humanity. */
  readonly hl: HumanityLossDice | null;
  readonly install: InstallPlace;
  readonly location: CyberwareLocation;
  /** Option slots it takes in its location or foundation. */
  readonly size: number;
  /** The foundation it is, and how many option slots it offers. */
  readonly provides?: { readonly location: FoundationLocation; readonly slots: number };
  /** How many may be installed at once (before borgware adds room). */
  readonly max?: number;
  /** Fits a natural arm or leg, as the only option there. */
  readonly naturalLimb?: true;
  /** Bought and installed twice, one in each eye or leg. */
  readonly paired?: true;
  /** Kerenzikov and Sandevistan: one speedware at a time. */
  readonly speedware?: true;
  /** Needs a Neural Link besides its own foundation (Subdermal Grip). */
  readonly needsNeuralLink?: true;
  /** BODY added by each install (Grafted Muscle and Bone Lace), up to `BODY_GRAFT_CAP`. */
  readonly bodyBonus?: number;
  /** A Linear Frame: the BODY it sets, and what it needs first. */
  readonly frame?: { readonly body: number; readonly minBody: number; readonly grafts: number };
  /** Borgware that makes room for more foundations of a kind (shoulder mount, MultiOptic Mount). */
  readonly extraFoundations?: { readonly location: FoundationLocation; readonly count: number };
  /** Borgware that adds option slots to a foundation kind (Sensor Array). */
  readonly extraSlots?: { readonly location: FoundationLocation; readonly slots: number };
}

/** The weapon types of the Foundry data (docs/rules/catalog.md#items), which the export will need. */
export type WeaponType =
  | 'assaultRifle'
  | 'bow'
  | 'grenadeLauncher'
  | 'heavyMelee'
  | 'heavyPistol'
  | 'lightMelee'
  | 'medMelee'
  | 'medPistol'
  | 'rocketLauncher'
  | 'shotgun'
  | 'smg'
  | 'sniperRifle'
  | 'vHeavyMelee'
  | 'vHeavyPistol';

/** One weapon, standard quality. */
export interface WeaponRow extends RowBase {
  readonly weaponType: WeaponType;
  readonly skill: string;
  /** Damage dice; null for weapons that deal none (paint, microwaves, sound). */
  readonly damage: string | null;
  readonly rof: number;
  readonly hands: 1 | 2;
  /** Magazine size; null for melee weapons. */
  readonly magazine: number | null;
  readonly concealable: boolean;
}

/** One kind of armour, sold as a body piece and a head piece. */
export interface ArmorTypeRow extends RowBase {
  readonly sp: number;
  /** Penalty to REF, DEX and MOVE (0 or negative). */
  readonly penalty: number;
}

/** Armour sold as one piece: the Bodyweight Suit (body and head) and the shield. */
export interface ArmorPieceRow extends RowBase {
  readonly location: 'suit' | 'shield';
  /** Stopping power of a suit; 0 for a shield. */
  readonly sp: number;
  /** Hit points of a shield; 0 for a suit. */
  readonly shieldHp: number;
  readonly penalty: number;
}

/** One ammunition package. */
export interface AmmoRow {
  readonly name: string;
  readonly variety: AmmoVariety;
  readonly type: AmmoType;
  /** Price of one package. */
  readonly price: number;
  /** Rounds, arrows, shells, grenades or charges in one package. */
  readonly per: number;
}

/** What an ammunition package fits. */
export type AmmoVariety =
  | 'arrow'
  | 'battery'
  | 'grenade'
  | 'heavyPistol'
  | 'medPistol'
  | 'paintball'
  | 'rifle'
  | 'rocket'
  | 'shotgunShell'
  | 'shotgunSlug'
  | 'vHeavyPistol';

/** Every kind of ammunition package, by what it does. */
export const AMMO_TYPES = [
  'acid',
  'armorPiercing',
  'basic',
  'biotoxin',
  'emp',
  'expansive',
  'flashbang',
  'incendiary',
  'poison',
  'rubber',
  'sleep',
  'smart',
  'smoke',
  'teargas',
] as const;

/** What an ammunition package does. */
export type AmmoType = (typeof AMMO_TYPES)[number];

/** A weapon attachment or a piece of cyberdeck hardware. */
export interface UpgradeRow extends RowBase {
  /** Attachment slots (weapon) or deck slots (cyberdeck) it takes. */
  readonly slots: number;
}

/** One cyberdeck quality: the slots it holds for programs and hardware. */
export interface DeckRow extends RowBase {
  readonly slots: number;
}

/** The classes of NET programs. */
export type ProgramClass = 'booster' | 'defender' | 'antiProgramAttacker' | 'antiPersonnelAttacker';

/** One NET program. */
export interface ProgramRow extends RowBase {
  readonly programClass: ProgramClass;
  readonly atk: number;
  readonly def: number;
  readonly rez: number;
}
