import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { createRng } from '../dice.ts';
import { enteredDice, rngDice } from '../play/dice.ts';
import { type Applied, isRefusal } from '../play/result.ts';
import type { RollDetails } from '../play/roll.ts';
import { INTERFACE_ABILITIES, INTERFACE_ABILITY_NAMES, MEAT_ACTION_ABILITIES } from './data/interface.ts';
import { type InterfaceRollCommand, netActionsFor, rollInterface } from './interface.ts';
import { programsInPlay, rezProgram } from './programs.ts';

function rolled(result: ReturnType<typeof rollInterface>): Applied<RollDetails> & { details: RollDetails } {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result as Applied<RollDetails> & { details: RollDetails };
}

const pathfinder = (rank: number, extra: Partial<InterfaceRollCommand> = {}): InterfaceRollCommand => ({
  ability: 'pathfinder',
  rank,
  ...extra,
});

describe('netActionsFor', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 4],
    [10, 5],
  ])('gives Interface rank %i %i NET Actions a turn', (rank, actions) => {
    expect(netActionsFor(rank)).toBe(actions);
  });

  it.each([0, 11, 2.5, -1])('refuses rank %s', (rank) => {
    expect(() => netActionsFor(rank)).toThrow(RangeError);
  });
});

describe('the Interface abilities', () => {
  it('are the nine the facts list, Scanner the one Meat Action', () => {
    expect(INTERFACE_ABILITIES.map((ability) => INTERFACE_ABILITY_NAMES[ability]).sort()).toEqual([
      'Backdoor',
      'Cloak',
      'Control',
      'Eye-Dee',
      'Pathfinder',
      'Scanner',
      'Slide',
      'Virus',
      'Zap',
    ]);
    expect(MEAT_ACTION_ABILITIES).toEqual(['scanner']);
  });
});

describe('rollInterface', () => {
  it.each(Array.from({ length: 10 }, (_, index) => index + 1))(
    'adds Interface rank %i to the d10',
    (rank) => {
      const { details } = rolled(rollInterface(playState(), pathfinder(rank, { dv: 8 }), enteredDice([5])));
      expect(details.total).toBe(5 + rank);
      expect(details.success).toBe(5 + rank > 8);
    },
  );

  it.each(INTERFACE_ABILITIES)('rolls %s and names it', (ability) => {
    const result = rolled(rollInterface(playState(), { ability, rank: 4, dv: 6 }, enteredDice([3])));
    expect(result.explanation).toBe(
      `${INTERFACE_ABILITY_NAMES[ability]}: d10 3 + 4 Interface = 7 vs DV 6: success [entered dice]`,
    );
  });

  it('rolls one more d10 on a natural 10 and adds it', () => {
    const { details } = rolled(rollInterface(playState(), pathfinder(4), enteredDice([10, 6])));
    expect(details).toMatchObject({ d10: 10, criticalDie: 6, critical: 'success', total: 20 });
  });

  it('rolls one more d10 on a natural 1 and takes it off', () => {
    const { details } = rolled(rollInterface(playState(), pathfinder(4), enteredDice([1, 8])));
    expect(details).toMatchObject({ d10: 1, criticalDie: 8, critical: 'failure', total: 1 - 8 + 4 });
  });

  it('asks for the critical die when entered dice stop at a 10', () => {
    expect(rollInterface(playState(), pathfinder(4), enteredDice([10]))).toMatchObject({
      refused: 'DICE_MISSING',
    });
  });

  it('rolls the same with the same seed', () => {
    const one = rolled(rollInterface(playState(), pathfinder(6), rngDice(createRng(9))));
    expect(rolled(rollInterface(playState(), pathfinder(6), rngDice(createRng(9)))).details).toEqual(
      one.details,
    );
    expect(one.details.entered).toBe(false);
  });

  it('adds a rezzed booster that helps the ability, once per program, and no other', () => {
    const [seeYa, copy, worm] = programsInPlay(['see-ya', 'see-ya', 'worm']).map((program) => {
      const result = rezProgram(program);
      if ('refused' in result) throw new Error(result.message);
      return result.value;
    });
    const programs = [seeYa!, copy!, worm!];
    expect(
      rolled(rollInterface(playState(), pathfinder(4, { programs }), enteredDice([5]))).details.total,
    ).toBe(11);
    const off = programsInPlay(['see-ya']);
    expect(
      rolled(rollInterface(playState(), pathfinder(4, { programs: off }), enteredDice([5]))).details.total,
    ).toBe(9);
  });

  it('takes the wound penalty, Luck and named modifiers like any action', () => {
    const hurt = playState({ hp: 10 });
    const result = rolled(
      rollInterface(
        hurt,
        pathfinder(5, { luck: 2, modifiers: [{ label: 'Bad signal', value: -1 }] }),
        enteredDice([6]),
      ),
    );
    expect(result.details.total).toBe(6 + 5 - 2 - 1 + 2);
    expect(result.state.luck).toBe(3);
  });

  it('refuses a rank outside 1-10, a dead runner, Luck not left, an unknown ability', () => {
    expect(rollInterface(playState(), pathfinder(0), enteredDice([5]))).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
    expect(rollInterface(playState(), pathfinder(11), enteredDice([5]))).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
    expect(rollInterface(playState({ dead: true }), pathfinder(4), enteredDice([5]))).toMatchObject({
      refused: 'DEAD',
    });
    expect(rollInterface(playState(), pathfinder(4, { luck: 6 }), enteredDice([5]))).toMatchObject({
      refused: 'NOT_ENOUGH_LUCK',
    });
    expect(rollInterface(playState(), { ability: 'hack' as 'zap', rank: 4 }, enteredDice([5]))).toMatchObject(
      { refused: 'INVALID_COMMAND' },
    );
  });
});
