import type { AmmoVariety } from '../catalog/types.ts';
import type { Attributes } from '../ids.ts';
import { MORTAL_MOVE_LOSS, WOUND_PENALTY } from './data/combat.ts';
import { CRITICAL_INJURIES, type CriticalInjuryKey, type InjuryLocation } from './data/critical-injuries.ts';

/**
 * The play state: what changes at the table while the build stays as saved (docs/rules/play.md). Every
 * command reads one and returns a new one; nothing here is mutated.
 */

/** How hurt a character is; it always follows HP (docs/rules/play.md#hit-points-and-wound-states). */
export type WoundState = 'notWounded' | 'lightlyWounded' | 'seriouslyWounded' | 'mortallyWounded';

/** What the table calls each wound state, in explanations and on the sheet. */
export const WOUND_STATE_NAMES: Readonly<Record<WoundState, string>> = {
  notWounded: 'Not wounded',
  lightlyWounded: 'Lightly Wounded',
  seriouslyWounded: 'Seriously Wounded',
  mortallyWounded: 'Mortally Wounded',
};

/** The two places armour covers and a hit lands. */
export type HitLocation = InjuryLocation;

/** The armour worn at one location. */
export interface WornArmor {
  /** The catalogue id of the piece. */
  readonly itemId: string;
  readonly name: string;
  /** The piece's own SP: repairs stop here. */
  readonly maxSp: number;
  /** SP left after ablation, 0 to `maxSp`. */
  readonly sp: number;
  /** Its penalty to REF, DEX and MOVE (0 or negative). */
  readonly penalty: number;
}

/**
 * One weapon in play, with what is in it: a ranged weapon carried, or an installed cyberweapon
 * (`cyberware:<key>`, docs/rules/play.md#cyberweapons), whose melee ones hold nothing (magazine 0).
 */
export interface CarriedWeapon {
  /** The catalogue id of the weapon. */
  readonly itemId: string;
  readonly name: string;
  readonly magazine: number;
  /** Rounds in the weapon, 0 to `magazine`. */
  readonly loaded: number;
  /** The catalogue id of the ammunition loaded; null when empty. */
  readonly ammoId: string | null;
  /** The ammunition varieties it takes. */
  readonly varieties: readonly AmmoVariety[];
  readonly autofire: boolean;
}

/** A critical injury the character has. */
export interface SufferedInjury {
  readonly key: CriticalInjuryKey;
  /** Patched up by a quick fix: its penalties are off until it is treated. */
  readonly quickFixed: boolean;
}

/**
 * One program of a Netrunner's deck as the play state keeps it: its REZ, up or not, derezzed at 0. The
 * NET rules work it (`ProgramInPlay`, packages/rules/src/net/programs.ts); play only carries it.
 */
export interface PlayProgram {
  /** Unique in the deck: `program-1`, `program-2`... */
  readonly id: string;
  /** The catalogue's program key (`sword`, `see-ya`). */
  readonly key: string;
  readonly name: string;
  readonly rez: number;
  readonly maxRez: number;
  /** True once its REZ reached 0: gone for the rest of the run. */
  readonly derezzed: boolean;
  /** Up and running now (boosters and defenders only). */
  readonly rezzed: boolean;
}

/** A Netrunner's part of the play state (docs/rules/net.md#interface-in-play). */
export interface NetPlay {
  /** The Interface rank, 1 to 10, as the build left it. */
  readonly interfaceRank: number;
  /** The deck's programs with their REZ, rezzed or not, derezzed at 0. */
  readonly programs: readonly PlayProgram[];
}

/** Everything that changes during play, as plain JSON data. */
export interface PlayState {
  /** The ten STATs played with: BODY counts cyberware, EMP follows Humanity. */
  readonly stats: Attributes;
  /** Skill ranks by name, as the build holds them. */
  readonly skills: Readonly<Record<string, number>>;
  readonly maxHp: number;
  /** Below this HP the character is Seriously Wounded. */
  readonly seriouslyWoundedAt: number;
  /** Current HP: never above `maxHp`; below 1 is Mortally Wounded. */
  readonly hp: number;
  readonly woundState: WoundState;
  readonly armor: Readonly<Record<HitLocation, WornArmor | null>>;
  /** Injuries by id (`injury-1`, `injury-2`...). */
  readonly injuries: Readonly<Record<string, SufferedInjury>>;
  /** The Death Save penalty gained this time down: +1 per save and per hit while Mortally Wounded. */
  readonly deathSavePenalty: number;
  /** The base penalty: +1 per injury that raises it. */
  readonly deathSaveBase: number;
  readonly luckMax: number;
  /** Luck left this game session, 0 to `luckMax`. */
  readonly luck: number;
  /** Ranged weapons and cyberweapons by id (`weapon:heavy-pistol#1`, `cyberware:wolvers#1`). */
  readonly weapons: Readonly<Record<string, CarriedWeapon>>;
  /**
   * True once the melee weapons owned and the installed chrome's weapons are among `weapons`; absent on a
   * state made before they joined play, which the server arms on its next read (decision 073).
   */
  readonly weaponsArmed?: boolean;
  /** Spare rounds by ammunition catalogue id. */
  readonly spareAmmo: Readonly<Record<string, number>>;
  readonly humanity: number;
  readonly humanityMax: number;
  readonly stabilized: boolean;
  readonly dead: boolean;
  readonly cyberpsycho: boolean;
  /** A Netrunner's Interface and programs; absent or null for every other role. */
  readonly net?: NetPlay | null;
}

/** The wound state that HP gives: below 1 mortally, below the threshold seriously, below max lightly. */
export function woundStateOf(hp: number, maxHp: number, seriouslyWoundedAt: number): WoundState {
  if (hp < 1) return 'mortallyWounded';
  if (hp < seriouslyWoundedAt) return 'seriouslyWounded';
  if (hp < maxHp) return 'lightlyWounded';
  return 'notWounded';
}

/** The base Death Save penalty: 1 for each injury that raises it. */
export function deathSaveBaseOf(injuries: PlayState['injuries']): number {
  return Object.values(injuries).filter((injury) => CRITICAL_INJURIES[injury.key].deathSave).length;
}

/** EMP as Humanity leaves it: Humanity / 10, rounded down, never below 0. */
export function empOf(humanity: number): number {
  return Math.max(0, Math.floor(humanity / 10));
}

/**
 * Brings the derived fields in line with the rest: HP capped at the maximum, the wound state from HP,
 * the base Death Save penalty from the injuries, EMP from Humanity, cyberpsychosis while Humanity is 0 or less.
 * Every command passes its new state through it.
 */
export function settle(state: PlayState): PlayState {
  const hp = Math.min(state.hp, state.maxHp);
  const woundState = woundStateOf(hp, state.maxHp, state.seriouslyWoundedAt);
  const deathSaveBase = deathSaveBaseOf(state.injuries);
  const emp = empOf(state.humanity);
  const stats = emp === state.stats.EMP ? state.stats : { ...state.stats, EMP: emp };
  const cyberpsycho = state.humanity <= 0;
  const unchanged =
    hp === state.hp &&
    woundState === state.woundState &&
    deathSaveBase === state.deathSaveBase &&
    stats === state.stats &&
    cyberpsycho === state.cyberpsycho;
  return unchanged ? state : { ...state, hp, woundState, deathSaveBase, stats, cyberpsycho };
}

/** The injuries whose effects apply now (a quick fix suspends them), with their table rows. */
export function activeInjuries(state: PlayState) {
  return Object.values(state.injuries)
    .filter((injury) => !injury.quickFixed)
    .map((injury) => CRITICAL_INJURIES[injury.key]);
}

/** The penalty the wound state puts on every action: 0, -2 or -4. */
export function woundPenalty(woundState: WoundState): number {
  return woundState === 'mortallyWounded' || woundState === 'seriouslyWounded'
    ? WOUND_PENALTY[woundState]
    : 0;
}

/** The worst armour penalty worn, which REF, DEX and MOVE take (0 or negative). */
export function armorPenalty(state: PlayState): number {
  return Math.min(0, state.armor.body?.penalty ?? 0, state.armor.head?.penalty ?? 0);
}

/**
 * MOVE as played now: the STAT, less armour, less 6 while Mortally Wounded, less what injuries take,
 * never below 1.
 */
export function currentMove(state: PlayState): number {
  const injuries = activeInjuries(state).reduce((sum, row) => sum + row.move, 0);
  const mortal = state.woundState === 'mortallyWounded' ? MORTAL_MOVE_LOSS : 0;
  return Math.max(1, state.stats.MOVE + armorPenalty(state) - mortal - injuries);
}

/** The first free injury id: `injury-1`, `injury-2`... */
export function nextInjuryId(injuries: PlayState['injuries']): string {
  let n = 1;
  while (Object.hasOwn(injuries, `injury-${n}`)) n += 1;
  return `injury-${n}`;
}
