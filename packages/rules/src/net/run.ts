import { refuse } from '../play/result.ts';
import { DIFFICULTY_DV, type NetArchitecture, type NetFloor } from './architecture.ts';
import { blackIceInPlay, damageFoe, demonInPlay, type NetFoeInPlay } from './black-ice.ts';
import type { NetResult } from './rez.ts';

/**
 * A run through a NET architecture (docs/rules/net.md#the-run): the runner's floor, the floors revealed
 * so far, and the Black ICE and demons met, each with its REZ. The runner enters at the first floor and
 * moves one floor at a time, down to a floor hanging under theirs or back up; each floor reached is
 * revealed, and its Black ICE or demon is met there once. Plain JSON, like the play state.
 */

/** A run's state. */
export interface NetRunState {
  /** The architecture as it was when the run started. */
  readonly architecture: NetArchitecture;
  /** The floor the runner is on. */
  readonly position: string;
  /** The floors the runner has seen, in the order revealed. */
  readonly revealed: readonly string[];
  /** The Black ICE and demons met, in the order met. */
  readonly foes: readonly NetFoeInPlay[];
}

function floorOf(architecture: NetArchitecture, id: string): NetFloor | undefined {
  return architecture.floors.find((floor) => floor.id === id);
}

/** The foes waiting on a floor: one per Black ICE (`b4-1`, `b4-2`), or its demon. */
function foesOn(floor: NetFloor): NetFoeInPlay[] {
  const { content } = floor;
  if (content.kind === 'blackIce')
    return content.ice.map((key, index) => blackIceInPlay(key, `${floor.id}-${index + 1}`));
  if (content.kind === 'demon') return [demonInPlay(content.demon, `${floor.id}-1`)];
  return [];
}

/** Whether a floor's foes were met already (their ids start with the floor's: `b4-1`); a floor revealed by Pathfinder was not reached. */
function metOn(state: NetRunState, floor: NetFloor): boolean {
  return state.foes.some((foe) => foe.id.startsWith(`${floor.id}-`));
}

function arrive(state: NetRunState, floor: NetFloor): NetRunState {
  const seen = state.revealed.includes(floor.id);
  return {
    ...state,
    position: floor.id,
    revealed: seen ? state.revealed : [...state.revealed, floor.id],
    foes: metOn(state, floor) ? state.foes : [...state.foes, ...foesOn(floor)],
  };
}

function describeArrival(floor: NetFloor, met: readonly NetFoeInPlay[]): string {
  const meeting = met.length > 0 ? ` Met: ${met.map((foe) => foe.name).join(', ')}.` : '';
  return `Floor ${floor.depth} (${floor.id}) reached.${meeting}`;
}

/** A run's start: the runner jacks in on the first floor, which is revealed. Refused without one. */
export function startRun(architecture: NetArchitecture): NetResult<NetRunState> {
  const first = architecture.floors.find((floor) => floor.above === null);
  if (!first) return refuse('INVALID_COMMAND', 'The architecture has no first floor.');
  const empty: NetRunState = { architecture, position: first.id, revealed: [], foes: [] };
  const value = arrive(empty, first);
  return { value, explanation: describeArrival(first, value.foes) };
}

/**
 * The runner moves one floor: down to a floor hanging directly under theirs (a branch is picked by its
 * floor) or back up to the floor above. The floor is revealed and what waits there is met, once.
 */
export function moveTo(state: NetRunState, floorId: string): NetResult<NetRunState> {
  const here = floorOf(state.architecture, state.position);
  const there = floorOf(state.architecture, floorId);
  if (!here || !there) return refuse('INVALID_COMMAND', 'The architecture has no such floor.');
  if (there.above !== here.id && here.above !== there.id)
    return refuse('INVALID_COMMAND', `Floor ${there.id} is not one floor away from ${here.id}.`);
  const live = state.foes.filter((foe) => !foe.derezzed && foe.id.startsWith(`${here.id}-`));
  if (there.above === here.id && live.length > 0)
    return refuse('INVALID_COMMAND', `${live.map((foe) => foe.name).join(', ')} still guards this floor.`);
  const value = arrive(state, there);
  return { value, explanation: describeArrival(there, value.foes.slice(state.foes.length)) };
}

/** The runner's attack on a foe met: its REZ drops, never below 0, derezzed at 0. */
export function hitFoe(state: NetRunState, foeId: string, amount: number): NetResult<NetRunState> {
  const foe = state.foes.find((each) => each.id === foeId);
  if (!foe) return refuse('INVALID_COMMAND', 'No such Black ICE or demon met in this run.');
  const hit = damageFoe(foe, amount);
  if ('refused' in hit) return hit;
  const foes = state.foes.map((each) => (each.id === foeId ? hit.value : each));
  return { value: { ...state, foes }, explanation: hit.explanation };
}

/** The DV a Pathfinder roll must beat: the difficulty's, or for one built without, its highest floor DV (6 at least). */
export function pathfinderDv(architecture: NetArchitecture): number {
  if (architecture.difficulty) return DIFFICULTY_DV[architecture.difficulty];
  const dvs = architecture.floors.map((floor) => ('dv' in floor.content ? floor.content.dv : 0));
  return Math.max(DIFFICULTY_DV.basic, ...dvs);
}

/**
 * Pathfinder (docs/rules/net.md#the-run): a roll whose total beats the architecture's DV reveals the
 * floors under the runner's, every branch, nearest first; nothing is met until the runner gets there.
 * A roll that does not beat it reveals nothing.
 */
export function revealByPathfinder(state: NetRunState, total: number): NetResult<NetRunState> {
  const dv = pathfinderDv(state.architecture);
  if (!Number.isInteger(total)) return refuse('INVALID_COMMAND', 'A Pathfinder total is a whole number.');
  if (total <= dv) return { value: state, explanation: `Pathfinder ${total} does not beat DV ${dv}.` };
  const here = floorOf(state.architecture, state.position);
  const below = state.architecture.floors
    .filter((floor) => here && floor.depth > here.depth && isUnder(state.architecture, floor, here.id))
    .sort((a, b) => a.depth - b.depth || a.id.localeCompare(b.id))
    .map((floor) => floor.id)
    .filter((id) => !state.revealed.includes(id));
  const value = { ...state, revealed: [...state.revealed, ...below] };
  const found = below.length > 0 ? below.join(', ') : 'nothing new';
  return { value, explanation: `Pathfinder ${total} beats DV ${dv}: revealed ${found}.` };
}

function isUnder(architecture: NetArchitecture, floor: NetFloor, topId: string): boolean {
  let above = floor.above;
  while (above !== null) {
    if (above === topId) return true;
    above = floorOf(architecture, above)?.above ?? null;
  }
  return false;
}

/** One place in the run's turn order. */
export interface RunTurn {
  readonly id: string;
  readonly name: string;
  readonly kind: 'blackIce' | 'demon' | 'runner';
}

/**
 * The run's turn order: Black ICE and demons do not roll initiative, they go to the top, in the order
 * met (those still up); the runner follows.
 */
export function runTurnOrder(state: NetRunState, runner: { id: string; name: string }): RunTurn[] {
  const foes = state.foes
    .filter((foe) => !foe.derezzed)
    .map((foe): RunTurn => ({ id: foe.id, name: foe.name, kind: foe.kind }));
  return [...foes, { ...runner, kind: 'runner' }];
}

/** What the runner may see of the run: only the floors revealed so far, and the foes met. */
export function runnerView(state: NetRunState): NetRunState {
  const floors = state.architecture.floors.filter((floor) => state.revealed.includes(floor.id));
  return { ...state, architecture: { ...state.architecture, floors } };
}
