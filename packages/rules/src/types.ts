import type { AttributeKey, FashionStyleKey, GearGroup, RoleId } from './ids.ts';

/** One row of a roll table: the die result that selects it, the text stored in the draft, an optional note. */
export interface RollEntry {
  readonly roll: number;
  readonly value: string;
  readonly description?: string;
}

/** A table rolled on with one die; `entries` has exactly `die` rows numbered 1..die. */
export interface RollTable {
  readonly id: string;
  readonly title: string;
  readonly die: 2 | 3 | 6 | 10;
  readonly entries: readonly RollEntry[];
}

/** A role's special ability with its rank-by-rank summaries (index 0 is rank 1). */
export interface RoleAbility {
  readonly name: string;
  readonly description: string;
  readonly rankDescriptions: readonly string[];
}

/** One of the ten roles with everything the screens show about it. */
export interface Role {
  readonly id: RoleId;
  readonly name: string;
  readonly description: string;
  readonly specialAbility: string;
  /** Key of the role's art: `/art/roles/{image}.png`. */
  readonly image: string;
  /** The product's default stats, such as `['COOL 7', 'EMP 6', 'INT 5']`. */
  readonly defaultStats: readonly string[];
  readonly keySkills: readonly string[];
  readonly roleAbility: RoleAbility;
  readonly story: string;
  readonly quote: string;
}

/** Name, description and details shown in an attribute's info dialog. */
export interface StatInfo {
  readonly name: string;
  readonly description: string;
  readonly details: string;
}

/** A skill of a role's starting package. */
export interface RoleSkill {
  readonly name: string;
  /** 2 to 6. */
  readonly ranks: number;
  readonly stat: AttributeKey;
  readonly description: string;
  /** True for skills that cost double (x2). */
  readonly isDoubleCost?: boolean;
}

/** One item of a role's starting gear. */
export interface GearItem {
  readonly item: string;
  readonly group: GearGroup;
  /** Such as '3 mags'. */
  readonly ammo?: string;
  /** Stopping power of armor, such as '11'. */
  readonly sp?: string;
  readonly thematicDescription: string;
}

/** A fashion style card of the gear-and-style grid. */
export interface FashionStyle {
  readonly key: FashionStyleKey;
  readonly name: string;
  readonly description: string;
  readonly keyFeatures: readonly string[];
  readonly examples: readonly string[];
  /** Keys of the card art: `/art/fashion/{femaleImage}.png`. */
  readonly femaleImage: string;
  readonly maleImage: string;
}

/** Every derived stat the screens show: the product's three plus the game's four. */
export interface DerivedStats {
  readonly run: number;
  readonly leap: number;
  readonly carryCapacity: number;
  readonly hp: number;
  readonly seriouslyWounded: number;
  readonly deathSave: number;
  readonly humanity: number;
}

/** A question of a role-based lifepath; `when` shows it only after a given answer to another question. */
export interface RoleLifepathQuestion {
  readonly id: string;
  readonly table: RollTable;
  readonly when?: { readonly questionId: string; readonly value: string };
}
