import { findCatalogItem } from '../catalog/catalog.ts';
import type { CharacterBuild } from '../check/build.ts';
import { characterNumbers } from '../check/character-numbers.ts';
import { ROLE_ABILITY_STARTING_RANK } from '../ids.ts';
import { takeDamage } from '../play/damage.ts';
import type { PlayDice } from '../play/dice.ts';
import { initialPlayState } from '../play/initial.ts';
import { type CommandResult, isRefusal, refuse, refuseDead } from '../play/result.ts';
import type { NetPlay, PlayState } from '../play/state.ts';
import { rollBrainDamage, rollProgramHit } from './black-ice.ts';
import type { BlackIceKey } from './data/black-ice.ts';
import { type InterfaceRollCommand, rollInterface } from './interface.ts';
import {
  damageProgram,
  type ProgramInPlay,
  type ProgramKey,
  programsInPlay,
  rezProgram,
  switchOffProgram,
} from './programs.ts';

/**
 * The Netrunner's side of the play state (docs/rules/net.md#interface-in-play): the Interface rank and
 * the deck's programs with their REZ, kept between commands like HP. Interface rolls, rezzing and
 * switching off programs, and the hits of Black ICE all read and write it here; brain damage goes
 * through the play engine's `takeDamage`, the one damage path.
 */

function initialNetPlay(build: CharacterBuild): NetPlay | null {
  if (build.selectedRole !== 'netrunner') return null;
  const keys = (characterNumbers(build)?.inventory ?? []).flatMap((line) => {
    const item = findCatalogItem(line.id);
    if (item?.kind !== 'program') return [];
    const key = item.id.slice('program:'.length) as ProgramKey;
    return Array.from({ length: line.quantity }, () => key);
  });
  const interfaceRank = build.roleAbility?.rank ?? ROLE_ABILITY_STARTING_RANK;
  return { interfaceRank, programs: programsInPlay(keys) };
}

/**
 * The play state a saved character starts from (`initialPlayState`), with a Netrunner's Interface rank
 * and every program of its deck at full REZ, none rezzed; `net` is null for every other role.
 */
export function initialPlayStateWithNet(build: CharacterBuild): PlayState | null {
  const state = initialPlayState(build);
  return state && { ...state, net: initialNetPlay(build) };
}

/** The deck's programs as the NET rules work them: the play state holds only what `programsInPlay` made. */
function deckOf(net: NetPlay): readonly ProgramInPlay[] {
  return net.programs as readonly ProgramInPlay[];
}

const NOT_A_RUNNER = 'Only a Netrunner has Interface and a deck of programs.';

/** An Interface roll as the sheet sends it: the rank and the programs come from the play state. */
export type InterfaceRollRequest = Omit<InterfaceRollCommand, 'rank' | 'programs'>;

/** Rolls an Interface ability with the runner's rank and rezzed boosters. Refused for any other role. */
export function rollInterfaceInPlay(state: PlayState, command: InterfaceRollRequest, dice: PlayDice) {
  if (!state.net) return refuse('INVALID_COMMAND', NOT_A_RUNNER);
  return rollInterface(
    state,
    { ...command, rank: state.net.interfaceRank, programs: deckOf(state.net) },
    dice,
  );
}

/** What a program command does to one program of the deck. */
export interface ProgramCommand {
  readonly action: 'rez' | 'switchOff';
  readonly programId: string;
}

function withProgram(state: PlayState, net: NetPlay, program: ProgramInPlay): PlayState {
  const programs = net.programs.map((each) => (each.id === program.id ? program : each));
  return { ...state, net: { ...net, programs } };
}

function findProgram(net: NetPlay, programId: string) {
  const program = deckOf(net).find((each) => each.id === programId);
  return program ?? refuse('INVALID_COMMAND', 'The deck holds no such program.');
}

/** Rezzes a booster or defender, or switches one off (docs/rules/net.md#programs-and-rez). */
export function runProgram(state: PlayState, command: ProgramCommand): CommandResult<null> {
  if (state.dead) return refuseDead();
  if (!state.net) return refuse('INVALID_COMMAND', NOT_A_RUNNER);
  const program = findProgram(state.net, command.programId);
  if ('refused' in program) return program;
  const changed = command.action === 'rez' ? rezProgram(program) : switchOffProgram(program);
  if ('refused' in changed) return changed;
  return {
    state: withProgram(state, state.net, changed.value),
    explanation: changed.explanation,
    details: null,
  };
}

/** A Black ICE's hit on the runner: on a program (its REZ) when one is named, else on the brain. */
export interface NetHitCommand {
  readonly ice: BlackIceKey;
  readonly programId?: string | null;
}

function hitProgram(state: PlayState, net: NetPlay, command: NetHitCommand, dice: PlayDice): CommandResult {
  const program = findProgram(net, command.programId ?? '');
  if ('refused' in program) return program;
  const hit = rollProgramHit(command.ice, dice);
  if ('refused' in hit) return hit;
  const changed = damageProgram(program, hit.value.amount);
  if ('refused' in changed) return changed;
  return {
    state: withProgram(state, net, changed.value),
    explanation: `${hit.explanation} ${changed.explanation}`,
    details: hit.value,
  };
}

/**
 * A Black ICE hits the runner: an anti-program ICE rolls the REZ the named program loses (never below 0,
 * derezzed at 0); an anti-personnel ICE rolls brain damage, less 4 while an Armor program is rezzed,
 * taken straight to HP by `takeDamage` like any other damage. Refused for any other role or an ICE
 * whose hit does neither.
 */
export function takeNetHit(state: PlayState, command: NetHitCommand, dice: PlayDice): CommandResult {
  if (state.dead) return refuseDead();
  if (!state.net) return refuse('INVALID_COMMAND', NOT_A_RUNNER);
  if (command.programId) return hitProgram(state, state.net, command, dice);
  const armor = state.net.programs.some((program) => program.key === 'armor' && program.rezzed);
  const brain = rollBrainDamage(command.ice, dice, armor);
  if ('refused' in brain) return brain;
  const taken = takeDamage(state, brain.value.command, dice);
  if (isRefusal(taken)) return taken;
  return {
    state: taken.state,
    explanation: `${brain.explanation} ${taken.explanation}`,
    details: { ...taken.details, brainFaces: brain.value.faces, armorStopped: brain.value.stopped },
  };
}
