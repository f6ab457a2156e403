import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { createRng } from '../dice.ts';
import { enteredDice, rngDice } from './dice.ts';
import { type Applied, isRefusal } from './result.ts';
import { type RollDetails, rollCheck, rollDamage, rollInitiative } from './roll.ts';

function roll(result: ReturnType<typeof rollCheck>): Applied<RollDetails> & { details: RollDetails } {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result as Applied<RollDetails> & { details: RollDetails };
}

const handgun = { stat: 'REF', skill: 'Handgun' } as const;

describe('rollCheck', () => {
  it('adds 1d10, the STAT and the skill rank, and beats the DV only above it', () => {
    const hit = roll(rollCheck(playState(), { ...handgun, dv: 15 }, enteredDice([5])));
    expect(hit.details.total).toBe(15);
    expect(hit.details.success).toBe(false);
    expect(roll(rollCheck(playState(), { ...handgun, dv: 14 }, enteredDice([5]))).details.success).toBe(true);
    expect(hit.explanation).toBe(
      'd10 5 + 6 REF + 4 Handgun = 15 vs DV 15: failure (ties fail) [entered dice]',
    );
  });

  it('rolls one more d10 on a natural 10 and adds it, without exploding again', () => {
    const { details } = roll(rollCheck(playState(), handgun, enteredDice([10, 10])));
    expect(details).toMatchObject({ d10: 10, criticalDie: 10, critical: 'success', total: 30 });
  });

  it('rolls one more d10 on a natural 1 and subtracts it', () => {
    const { details } = roll(rollCheck(playState(), handgun, enteredDice([1, 7])));
    expect(details).toMatchObject({ critical: 'failure', criticalDie: 7, total: 1 - 7 + 10 });
  });

  it('uses 0 for a skill the character lacks', () => {
    expect(
      roll(rollCheck(playState(), { stat: 'TECH', skill: 'Paramedic' }, enteredDice([4]))).details.total,
    ).toBe(9);
  });

  it('lists the wound penalty and the injuries that touch this kind of roll', () => {
    const hurt = playState({
      hp: 10,
      injuries: {
        'injury-1': { key: 'head-lost-eye', quickFixed: false },
        'injury-2': { key: 'head-concussion', quickFixed: false },
        'injury-3': { key: 'body-torn-muscle', quickFixed: false },
        'injury-4': { key: 'head-broken-jaw', quickFixed: true },
      },
    });
    const ranged = roll(rollCheck(hurt, { ...handgun, tags: ['rangedAttack', 'speech'] }, enteredDice([5])));
    expect(ranged.details.parts.map((p) => `${p.label} ${p.value}`)).toEqual([
      'REF 6',
      'Handgun 4',
      'Wounds -2',
      'Lost Eye -4',
      'Concussion -2',
    ]);
    expect(ranged.details.total).toBe(7);
    const mortal = roll(rollCheck(playState({ hp: 0 }), handgun, enteredDice([5])));
    expect(mortal.details.total).toBe(11);
  });

  it('adds listed and GM-named modifiers and takes heavy armour off REF', () => {
    const heavy = { ...playState().armor.body!, penalty: -2 };
    const state = playState({ armor: { body: heavy, head: null } });
    const { details } = roll(
      rollCheck(
        state,
        { ...handgun, modifiers: ['aimedShot', { label: 'Rain', value: -1 }] },
        enteredDice([5]),
      ),
    );
    expect(details.parts.map((p) => p.value)).toEqual([6, -2, 4, -8, -1]);
    expect(details.total).toBe(4);
  });

  it('spends Luck before the roll, +1 each, from the session pool', () => {
    const result = roll(rollCheck(playState(), { ...handgun, luck: 3 }, enteredDice([5])));
    expect(result.details.total).toBe(18);
    expect(result.state.luck).toBe(2);
    expect(rollCheck(playState({ luck: 2 }), { ...handgun, luck: 3 }, enteredDice([5]))).toMatchObject({
      refused: 'NOT_ENOUGH_LUCK',
    });
    expect(rollCheck(playState(), { ...handgun, luck: -1 }, enteredDice([5]))).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
  });

  it('marks seeded rolls as not entered and repeats them for the same seed', () => {
    const seeded = () => roll(rollCheck(playState(), handgun, rngDice(createRng(42))));
    expect(seeded().details).toEqual(seeded().details);
    expect(seeded().details.entered).toBe(false);
  });

  it('refuses the dead and missing entered dice', () => {
    expect(rollCheck(playState({ dead: true }), handgun, enteredDice([5]))).toMatchObject({
      refused: 'DEAD',
    });
    expect(rollCheck(playState(), handgun, enteredDice([10]))).toMatchObject({ refused: 'DICE_MISSING' });
  });
});

describe('rollInitiative', () => {
  it('is 1d10 + REF with criticals and Luck, and no wound penalty', () => {
    const result = roll(rollInitiative(playState({ hp: 5 }), { luck: 1 }, enteredDice([10, 3])));
    expect(result.details.total).toBe(10 + 3 + 6 + 1);
    expect(result.state.luck).toBe(4);
    expect(result.details.parts.map((p) => p.label)).toEqual(['REF']);
  });
});

describe('rollDamage', () => {
  it('adds the d6s and calls two sixes a critical', () => {
    const result = rollDamage(playState(), { dice: 3 }, enteredDice([6, 2, 6]));
    if (isRefusal(result)) throw new Error(result.message);
    expect(result.details).toEqual({ faces: [6, 2, 6], total: 14, critical: true, entered: true });
    expect(result.explanation).toBe(
      '3d6 damage: 6 + 2 + 6 = 14: two sixes, a critical injury [entered dice]',
    );
  });

  it('refuses when entered dice run out', () => {
    expect(rollDamage(playState(), { dice: 2 }, enteredDice([3]))).toMatchObject({ refused: 'DICE_MISSING' });
  });
});
