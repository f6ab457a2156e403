import { PROGRAM_DATA } from '../catalog/data/netrunning.ts';
import { refuse } from '../play/result.ts';
import type { PlayProgram } from '../play/state.ts';
import { BOOSTER_BONUSES, type InterfaceAbility } from './data/interface.ts';
import { loseRez, type NetResult, type RezTracked, rezLossRefusal } from './rez.ts';

/**
 * The netrunner's programs during a run (docs/rules/net.md#programs-and-rez): boosters and defenders
 * are rezzed and stay up with their REZ until a hit takes it to 0, which derezzes them for the rest of
 * the run; attackers have no REZ and are run as a NET Action instead.
 */

/** A program of the catalogue, by key (`sword`, `see-ya`). */
export type ProgramKey = keyof typeof PROGRAM_DATA;

/** One program in the deck during a run: the play state's program, its key one of the catalogue's. */
export interface ProgramInPlay extends PlayProgram, RezTracked {
  readonly key: ProgramKey;
}

/** The deck's programs at the start of a run: full REZ, none rezzed. Copies each get their own id. */
export function programsInPlay(keys: readonly ProgramKey[]): ProgramInPlay[] {
  return keys.map((key, index) => ({
    id: `program-${index + 1}`,
    key,
    name: PROGRAM_DATA[key].name,
    rez: PROGRAM_DATA[key].rez,
    maxRez: PROGRAM_DATA[key].rez,
    derezzed: false,
    rezzed: false,
  }));
}

/** True for a program that is rezzed and stays up (a booster or defender), false for an attacker. */
export function isRezzable(program: ProgramInPlay): boolean {
  return program.maxRez > 0;
}

/** Rezzes a booster or defender. Refused for an attacker, one already up, or one derezzed this run. */
export function rezProgram(program: ProgramInPlay): NetResult<ProgramInPlay> {
  if (!isRezzable(program))
    return refuse('INVALID_COMMAND', `${program.name} is an attacker: it is run, not rezzed.`);
  if (program.derezzed)
    return refuse('INVALID_COMMAND', `${program.name} was derezzed: it is gone for the rest of the run.`);
  if (program.rezzed) return refuse('INVALID_COMMAND', `${program.name} is already rezzed.`);
  return { value: { ...program, rezzed: true }, explanation: `${program.name} rezzed (REZ ${program.rez}).` };
}

/** The netrunner switches a rezzed program off; it keeps its REZ and can be rezzed again. */
export function switchOffProgram(program: ProgramInPlay): NetResult<ProgramInPlay> {
  if (!program.rezzed) return refuse('INVALID_COMMAND', `${program.name} is not rezzed.`);
  return { value: { ...program, rezzed: false }, explanation: `${program.name} switched off.` };
}

/**
 * A hit on a rezzed program: its REZ drops by `amount`, never below 0; at 0 it is derezzed and stops
 * working for the rest of the run. Refused for a program that is not rezzed or a bad amount.
 */
export function damageProgram(program: ProgramInPlay, amount: number): NetResult<ProgramInPlay> {
  const refusal = rezLossRefusal(amount);
  if (refusal) return refusal;
  if (!program.rezzed) return refuse('INVALID_COMMAND', `${program.name} is not rezzed: nothing to hit.`);
  const hit = loseRez(program, amount);
  const value = hit.derezzed ? { ...hit, rezzed: false } : hit;
  const end = value.derezzed ? '; derezzed' : '';
  return {
    value,
    explanation: `${program.name} loses ${amount} REZ: ${program.rez} -> ${value.rez}${end}.`,
  };
}

const BONUS_OF: Partial<Record<ProgramKey, { readonly on: string; readonly value: number }>> =
  BOOSTER_BONUSES;

/**
 * The bonus of each rezzed booster that helps this ability (or Speed), labelled with its program's
 * name; two rezzed copies of one booster count once.
 */
export function boosterBonuses(
  programs: readonly ProgramInPlay[],
  on: InterfaceAbility | 'speed',
): { readonly label: string; readonly value: number }[] {
  const keys = new Set(
    programs.filter((program) => program.rezzed && BONUS_OF[program.key]?.on === on).map((p) => p.key),
  );
  return [...keys].map((key) => ({ label: PROGRAM_DATA[key].name, value: BONUS_OF[key]?.value ?? 0 }));
}
