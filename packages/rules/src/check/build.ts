import type { GearChoices } from '../catalog/role-packages.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import type { AttributeKey, Attributes, CharacterType, RoleId } from '../ids.ts';
import type { RoleAbilitySetup } from '../role-ability.ts';
import type { Purchase } from '../shop/budget.ts';

/** A skill as drafts and saved characters hold it; a named instance reads `Language (Japanese)`. */
export interface BuildSkill {
  readonly name: string;
  readonly ranks: number;
}

/**
 * An Edgerunner's 1d10 results per STAT column, in the order rolled: one roll, or two when the house
 * rule allows one re-roll. The last roll is the row the STAT's value comes from.
 */
export type StatRolls = Readonly<Partial<Record<AttributeKey, readonly number[]>>>;

/** Table options a group may turn on; each one is shown to the player when it is on. */
export interface HouseRules {
  /**
   * The player's "House rules" tick: the character may break the rules. It is saved all the same, with
   * its findings kept beside it as its deviations; without the tick a finding refuses the save.
   */
  readonly enabled: boolean;
  /** Edgerunner: 'roll all' again and one re-roll per STAT column (legal under this option). */
  readonly statRerolls: boolean;
}

/** By the book: no house rule on. */
export const NO_HOUSE_RULES: HouseRules = { enabled: false, statRerolls: false };

/**
 * Everything the rules check reads from a character, draft or saved, as plain JSON data. Field names
 * are the draft's (`characterType`, `selectedRole`, `attributes`, `templateRow`, `skills`...); the newer
 * fields are optional so a draft saved before them still reads (missing is the same as null).
 *
 * The equipment (`gearChoices`, `purchases`, `cyberware`) holds catalogue ids as plain strings: an id
 * the catalogue does not know is a finding (ITEM_UNKNOWN, CYBERWARE_UNKNOWN), not a type error.
 */
export interface CharacterBuild {
  readonly characterType: CharacterType | null;
  readonly selectedRole: RoleId | null;
  readonly attributes: Attributes | null;
  /** Streetrat: the 1d10 row of the role's STAT table the attributes were copied from. */
  readonly templateRow: number | null;
  /** Edgerunner: the 1d10 rolls per STAT column. */
  readonly statRolls?: StatRolls | null;
  readonly skills: readonly BuildSkill[];
  /** Null or missing reads as the starting rank with no choices made. */
  readonly roleAbility?: RoleAbilitySetup | null;
  /** A value of the cultural region table; the native language must be one of its languages. */
  readonly culturalRegion: string | null;
  /** The language the character speaks natively, such as 'Japanese'; held as `Language (Japanese)`. */
  readonly nativeLanguage?: string | null;
  readonly houseRules?: HouseRules | null;
  /** Streetrat and Edgerunner: the role package's "A | B" choices; null or missing takes every default. */
  readonly gearChoices?: GearChoices | null;
  /** The shop basket; null or missing is an empty one. */
  readonly purchases?: readonly Purchase[] | null;
  /**
   * Every installed piece in the order installed, package pieces included, each with the Humanity Loss
   * it took (fixed, or rolled and stored). Null or missing: a Streetrat or Edgerunner has the package's
   * cyberware installed as the gear choices give it (`installedCyberware`), a Complete Package none.
   */
  readonly cyberware?: readonly InstalledCyberware[] | null;
  /**
   * A saved character's cash, checked against what the method's money leaves (CASH_MISMATCH); a draft
   * leaves it out, and the server stores the cash it computes itself.
   */
  readonly cash?: number | null;
  /**
   * Complete Package: the STAT points of the campaign the character is built for, when its GM set other
   * than the book's 62 (`campaignVariant`); the server holds it to the campaign's setting.
   */
  readonly campaignStatPoints?: number | null;
}
