import type { PlayState } from './state.ts';

/**
 * What a play command answers (docs/rules/play.md): the new state with a one-line explanation of the
 * rule it applied, or a refusal with a typed reason when its precondition fails. Nothing is ever
 * applied past the rules: a command that would break one is refused whole.
 */

/** Why a command was refused. */
export type RefusalCode =
  | 'DEAD'
  | 'INVALID_COMMAND'
  | 'DICE_MISSING'
  | 'NOT_ENOUGH_LUCK'
  | 'NO_LUCK_ON_DEATH_SAVE'
  | 'NOT_MORTALLY_WOUNDED'
  | 'ALREADY_STABILIZED'
  | 'NOT_WOUNDED'
  | 'NOT_STABILIZED'
  | 'MORTALLY_WOUNDED'
  | 'UNKNOWN_INJURY'
  | 'NO_QUICK_FIX'
  | 'ALREADY_QUICK_FIXED'
  | 'WRONG_SKILL'
  | 'UNKNOWN_WEAPON'
  | 'NOT_ENOUGH_ROUNDS'
  | 'NO_AUTOFIRE'
  | 'WRONG_AMMO'
  | 'NO_SPARE_AMMO'
  | 'ALREADY_LOADED'
  | 'NO_ARMOR'
  | 'ARMOR_INTACT'
  | 'HUMANITY_AT_MAX'
  | 'UNDO_CONFLICT';

/** A command that was not applied: the reason as a code, and a sentence for the player. */
export interface Refusal {
  readonly refused: RefusalCode;
  readonly message: string;
}

/** A command that was applied: the new state and what happened, in one line. */
export interface Applied<Extra = unknown> {
  readonly state: PlayState;
  readonly explanation: string;
  /** What the command rolled or worked out, for the screen and the log (a roll's dice, a hit's numbers). */
  readonly details?: Extra;
}

/** The answer of every play command. */
export type CommandResult<Extra = unknown> = Applied<Extra> | Refusal;

/** Tells a refusal from an applied command. */
export function isRefusal(result: CommandResult<unknown>): result is Refusal {
  return 'refused' in result;
}

/** Builds a refusal. */
export function refuse(code: RefusalCode, message: string): Refusal {
  return { refused: code, message };
}

/** The refusal every command gives once the character is dead. */
export function refuseDead(): Refusal {
  return refuse('DEAD', 'The character is dead: nothing more can be done at the table.');
}
