import { describe, expect, it } from 'vitest';
import { legalComplete, legalStreetrat } from '../../test/support/legal-builds.ts';
import { playState } from '../../test/support/play-state.ts';
import { enteredDice } from '../play/dice.ts';
import { type Applied, type CommandResult, isRefusal } from '../play/result.ts';
import type { RollDetails } from '../play/roll.ts';
import type { PlayState } from '../play/state.ts';
import { INTERFACE_ABILITIES } from './data/interface.ts';
import { netActionsFor } from './interface.ts';
import { initialPlayStateWithNet, rollInterfaceInPlay, runProgram, takeNetHit } from './net-play.ts';
import { programsInPlay } from './programs.ts';

function applied<T>(result: CommandResult<T>): Applied<T> {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result;
}

/** A runner of Interface 4 with Armor, See Ya and Sword in the deck. */
const runner = (rank = 4): PlayState =>
  playState({ net: { interfaceRank: rank, programs: programsInPlay(['armor', 'see-ya', 'sword']) } });

const rezzed = (state: PlayState, ...ids: string[]) =>
  ids.reduce((next, programId) => applied(runProgram(next, { action: 'rez', programId })).state, state);

describe('the Netrunner at the start of play', () => {
  it('has its Interface rank and every program of its deck at full REZ', () => {
    const state = initialPlayStateWithNet(legalStreetrat('netrunner'));
    expect(state?.net?.interfaceRank).toBe(4);
    expect(netActionsFor(state?.net?.interfaceRank ?? 0)).toBe(3);
    const programs = state?.net?.programs ?? [];
    expect(programs.length).toBe(5);
    expect(programs.every((program) => program.rez === program.maxRez && !program.rezzed)).toBe(true);
    expect(programs.map((program) => program.id)).toEqual(programs.map((_, i) => `program-${i + 1}`));
  });

  it('is absent for every other role', () => {
    expect(initialPlayStateWithNet(legalComplete('solo'))?.net).toBeNull();
  });
});

describe('Interface rolls from the sheet', () => {
  it.each(INTERFACE_ABILITIES)('rolls %s as 1d10 + the play state’s Interface rank', (ability) => {
    const roll = applied(rollInterfaceInPlay(runner(6), { ability, dv: 8 }, enteredDice([5])));
    const details = roll.details as RollDetails;
    expect(details.total).toBe(11);
    expect(details.success).toBe(true);
  });

  it('adds a critical die on a natural 10 and takes one off on a natural 1', () => {
    const high = applied(rollInterfaceInPlay(runner(4), { ability: 'zap' }, enteredDice([10, 3])));
    expect((high.details as RollDetails).total).toBe(17);
    const low = applied(rollInterfaceInPlay(runner(4), { ability: 'zap' }, enteredDice([1, 3])));
    expect((low.details as RollDetails).total).toBe(2);
  });

  it('counts a rezzed booster on the ability it helps', () => {
    const state = rezzed(runner(4), 'program-2');
    const roll = applied(rollInterfaceInPlay(state, { ability: 'pathfinder' }, enteredDice([5])));
    expect((roll.details as RollDetails).total).toBe(11);
  });

  it('is refused to a character without Interface', () => {
    const refusal = rollInterfaceInPlay(playState(), { ability: 'zap' }, enteredDice([5]));
    expect(refusal).toMatchObject({ refused: 'INVALID_COMMAND' });
  });
});

describe('programs in play', () => {
  it('rezzes a defender and switches it off, keeping its REZ', () => {
    const up = rezzed(runner(), 'program-1');
    expect(up.net?.programs[0]).toMatchObject({ rezzed: true, rez: 7 });
    const off = applied(runProgram(up, { action: 'switchOff', programId: 'program-1' }));
    expect(off.state.net?.programs[0]).toMatchObject({ rezzed: false, rez: 7 });
  });

  it('refuses to rez an attacker or a program the deck does not hold', () => {
    expect(runProgram(runner(), { action: 'rez', programId: 'program-3' })).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
    expect(runProgram(runner(), { action: 'rez', programId: 'program-9' })).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
  });

  it('loses REZ to an anti-program ICE, never below 0, and is derezzed at 0', () => {
    const up = rezzed(runner(), 'program-2');
    const hit = applied(takeNetHit(up, { ice: 'killer', programId: 'program-2' }, enteredDice([2, 2, 1, 1])));
    expect(hit.state.net?.programs[1]).toMatchObject({ rez: 1, rezzed: true, derezzed: false });
    const gone = applied(
      takeNetHit(hit.state, { ice: 'killer', programId: 'program-2' }, enteredDice([6, 6, 6, 6])),
    );
    expect(gone.state.net?.programs[1]).toMatchObject({ rez: 0, rezzed: false, derezzed: true });
    expect(runProgram(gone.state, { action: 'rez', programId: 'program-2' })).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
  });
});

describe('brain damage from Black ICE', () => {
  it('goes straight to HP through the damage path, armour untouched', () => {
    const hit = applied(takeNetHit(runner(), { ice: 'hellhound' }, enteredDice([4, 5])));
    expect(hit.state.hp).toBe(31);
    expect(hit.state.armor.body?.sp).toBe(11);
    expect(hit.explanation).toContain('Brain damage');
  });

  it('is 4 less while an Armor program is rezzed', () => {
    const hit = applied(takeNetHit(rezzed(runner(), 'program-1'), { ice: 'hellhound' }, enteredDice([4, 5])));
    expect(hit.state.hp).toBe(35);
  });

  it('is refused for an ICE that deals none, and for a character without a deck', () => {
    expect(takeNetHit(runner(), { ice: 'asp' }, enteredDice([4]))).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
    expect(takeNetHit(playState(), { ice: 'hellhound' }, enteredDice([4, 5]))).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
  });
});
