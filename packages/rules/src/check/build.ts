import type { AttributeKey, Attributes, CharacterType, RoleId } from '../ids.ts';
import type { RoleAbilitySetup } from '../role-ability.ts';

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
  /** Edgerunner: 'roll all' again and one re-roll per STAT column. */
  readonly statRerolls: boolean;
}

/**
 * Everything the rules check reads from a character, draft or saved, as plain JSON data. Field names
 * follow the draft (`characterType`, `selectedRole`, `attributes`, `templateRow`, `skills`); the newer
 * fields are optional so a draft saved before them still reads (missing is the same as null).
 *
 * `inventory` is the catalogue's part (package gear choices, cyberware, purchases): the rules check
 * passes it untouched to whatever rules read it, typed by the `Inventory` parameter.
 */
export interface CharacterBuild<Inventory = unknown> {
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
  readonly inventory?: Inventory;
}
