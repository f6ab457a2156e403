import type { TakeDamageCommand } from '../play/damage.ts';
import { DiceMissing, type PlayDice, rollFaces } from '../play/dice.ts';
import { refuse } from '../play/result.ts';
import { BLACK_ICE, type BlackIceKey, DEMONS, type DemonKey } from './data/black-ice.ts';
import { ARMOR_PROGRAM_REDUCTION } from './data/interface.ts';
import { loseRez, type NetResult, type RezTracked, rezLossRefusal } from './rez.ts';

/**
 * Black ICE and demons met in a run (docs/rules/net.md#black-ice-and-demons): their REZ as they are hit,
 * and what their hits do. An anti-personnel ICE's hit is brain damage, handed to the play engine's
 * damage path as a `TakeDamageCommand` straight to HP (the seam: `takeDamage` in
 * packages/rules/src/play/damage.ts applies it like any other damage); an anti-program ICE's hit is REZ
 * lost by one of the runner's programs (`damageProgram` in ./programs.ts).
 */

/** A Black ICE or a demon on the run's floor. */
export interface NetFoeInPlay extends RezTracked {
  /** Unique in the run: the floor's id and its place there (`b4-1`). */
  readonly id: string;
  readonly kind: 'blackIce' | 'demon';
  readonly key: BlackIceKey | DemonKey;
  readonly name: string;
}

/** A Black ICE at full REZ. */
export function blackIceInPlay(key: BlackIceKey, id: string): NetFoeInPlay {
  const row = BLACK_ICE[key];
  return { id, kind: 'blackIce', key, name: row.name, rez: row.rez, maxRez: row.rez, derezzed: false };
}

/** A demon at full REZ. */
export function demonInPlay(key: DemonKey, id: string): NetFoeInPlay {
  const row = DEMONS[key];
  return { id, kind: 'demon', key, name: row.name, rez: row.rez, maxRez: row.rez, derezzed: false };
}

/** The runner's attack lands: the foe loses `amount` REZ, never below 0, derezzed at 0. */
export function damageFoe(foe: NetFoeInPlay, amount: number): NetResult<NetFoeInPlay> {
  const refusal = rezLossRefusal(amount);
  if (refusal) return refusal;
  if (foe.derezzed) return refuse('INVALID_COMMAND', `${foe.name} is already derezzed.`);
  const value = loseRez(foe, amount);
  const end = value.derezzed ? '; derezzed' : '';
  return { value, explanation: `${foe.name} loses ${amount} REZ: ${foe.rez} -> ${value.rez}${end}.` };
}

/** A Black ICE's hit rolled: the d6 faces, their sum, what Armor took off, and what is left. */
export interface IceHit {
  readonly faces: readonly number[];
  readonly rolled: number;
  readonly stopped: number;
  readonly amount: number;
  readonly entered: boolean;
}

/** Brain damage for the play engine: straight to HP, no armour, no critical injury. */
export interface BrainDamage extends IceHit {
  readonly command: TakeDamageCommand;
}

function rollHit(name: string, count: number, dice: PlayDice, stop: number): NetResult<IceHit> {
  try {
    const faces = rollFaces(dice, count, 6);
    const rolled = faces.reduce((sum, face) => sum + face, 0);
    const stopped = Math.min(rolled, stop);
    const amount = rolled - stopped;
    const armor = stopped > 0 ? `, Armor stops ${stopped}` : '';
    return {
      value: { faces, rolled, stopped, amount, entered: dice.entered },
      explanation: `${name}: ${count}d6 = ${faces.join(' + ')} = ${rolled}${armor}; ${amount} left.`,
    };
  } catch (error) {
    if (error instanceof DiceMissing) return refuse('DICE_MISSING', error.message);
    throw error;
  }
}

/**
 * Rolls the brain damage of an anti-personnel Black ICE's hit, less 4 while the runner has an Armor
 * program rezzed (never below 0), and gives the play engine's `takeDamage` its command. Refused for an
 * ICE whose hit does something else (its effect says what).
 */
export function rollBrainDamage(
  key: BlackIceKey,
  dice: PlayDice,
  armorRezzed = false,
): NetResult<BrainDamage> {
  const row: (typeof BLACK_ICE)[BlackIceKey] = BLACK_ICE[key];
  if (row.brainDice === 0)
    return refuse('INVALID_COMMAND', `${row.name} deals no brain damage: ${row.effect}`);
  const hit = rollHit(row.name, row.brainDice, dice, armorRezzed ? ARMOR_PROGRAM_REDUCTION : 0);
  if ('refused' in hit) return hit;
  const command: TakeDamageCommand = { damage: { amount: hit.value.amount }, attack: 'direct' };
  return {
    value: { ...hit.value, command },
    explanation: `${hit.explanation} Brain damage, straight to HP.`,
  };
}

/**
 * Rolls the REZ an anti-program Black ICE's hit takes off one of the runner's programs; hand the
 * amount to `damageProgram`. Refused for an ICE that does not hit programs.
 */
export function rollProgramHit(key: BlackIceKey, dice: PlayDice): NetResult<IceHit> {
  const row: (typeof BLACK_ICE)[BlackIceKey] = BLACK_ICE[key];
  if (row.programDice === 0)
    return refuse('INVALID_COMMAND', `${row.name} does not hit programs: ${row.effect}`);
  return rollHit(row.name, row.programDice, dice, 0);
}
