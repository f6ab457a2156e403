import type { CyberwareId } from '../catalog/ids.ts';

/**
 * One piece of cyberware in a character: which piece, where it sits, and the Humanity it cost. The
 * order of a character's list is the order of installation, which the Humanity check follows.
 */
export interface InstalledCyberware {
  /** Unique within the character; options name it as their foundation. */
  readonly instanceId: string;
  /** A `CyberwareId`; saved data may hold one the catalogue no longer knows (CYBERWARE_UNKNOWN). */
  readonly itemId: CyberwareId | (string & {});
  /**
   * The instance of the foundation it sits in (a Neural Link, Cybereye, Cyberaudio Suite, Cyberarm,
   * Cyberleg or Chipware Socket); null for foundations and borgware, for the three 7-slot body locations
   * and for an option fitted to a natural arm or leg.
   */
  readonly foundationId: string | null;
  /** Humanity Loss taken: the fixed value, or the rolled total when `rolled`. */
  readonly humanityLoss: number;
  readonly rolled: boolean;
}

/** Humanity and the EMP it leaves (docs/rules/catalog.md#humanity). */
export interface HumanityState {
  /** EMP x 10 minus every installed piece's Humanity Loss. */
  readonly current: number;
  /** EMP x 10 minus 2 per piece with a Humanity Loss and 4 per piece of borgware. */
  readonly max: number;
  /** The EMP shown on the sheet: current Humanity / 10, rounded down. */
  readonly emp: number;
  /** The EMP STAT as bought, kept beside it. */
  readonly baseEmp: number;
}
