import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { takeDamage } from '../play/damage.ts';
import { enteredDice } from '../play/dice.ts';
import { isRefusal } from '../play/result.ts';
import { blackIceInPlay, damageFoe, demonInPlay, rollBrainDamage, rollProgramHit } from './black-ice.ts';
import { BLACK_ICE, BLACK_ICE_KEYS, DEMONS } from './data/black-ice.ts';
import { FLOOR_TABLES, LOBBY_TABLE } from './data/floor-tables.ts';
import type { NetResult } from './rez.ts';

function applied<T>(result: NetResult<T>): T {
  if ('refused' in result) throw new Error(`refused: ${result.message}`);
  return result.value;
}

describe('Black ICE and demons in play', () => {
  it('start at their full REZ', () => {
    expect(blackIceInPlay('hellhound', 'a3-1')).toEqual({
      id: 'a3-1',
      kind: 'blackIce',
      key: 'hellhound',
      name: 'Hellhound',
      rez: 20,
      maxRez: 20,
      derezzed: false,
    });
    expect(demonInPlay('efreet', 'b5-1')).toMatchObject({ kind: 'demon', rez: DEMONS.efreet.rez });
  });

  it('lose REZ, never below 0, derezzed at 0, and take no more hits then', () => {
    const asp = blackIceInPlay('asp', 'a3-1');
    const hurt = applied(damageFoe(asp, 9));
    expect(hurt).toMatchObject({ rez: 6, derezzed: false });
    const gone = applied(damageFoe(hurt, 30));
    expect(gone).toMatchObject({ rez: 0, derezzed: true });
    expect(damageFoe(gone, 1)).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(damageFoe(asp, -2)).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(applied(damageFoe(asp, 0))).toMatchObject({ rez: 15, derezzed: false });
  });

  it('every Black ICE of the tables has a stat line, one kind of hit at most', () => {
    const named = [...LOBBY_TABLE, ...Object.values(FLOOR_TABLES).flat()].flatMap((row) =>
      row.kind === 'blackIce' ? row.ice : [],
    );
    expect(new Set(named)).toEqual(new Set(BLACK_ICE_KEYS));
    for (const key of BLACK_ICE_KEYS) {
      const row = BLACK_ICE[key];
      expect(row.brainDice > 0 && row.programDice > 0, key).toBe(false);
      expect(row.programDice > 0, key).toBe(row.class === 'antiProgram');
    }
  });
});

describe('brain damage', () => {
  it('rolls the ICE’s d6 and hands the play engine a hit straight to HP', () => {
    const hit = applied(rollBrainDamage('hellhound', enteredDice([3, 5])));
    expect(hit).toMatchObject({ faces: [3, 5], rolled: 8, stopped: 0, amount: 8, entered: true });
    expect(hit.command).toEqual({ damage: { amount: 8 }, attack: 'direct' });
    const after = takeDamage(playState(), hit.command, enteredDice([]));
    if (isRefusal(after)) throw new Error(after.message);
    expect(after.state.hp).toBe(40 - 8);
    expect(after.state.armor.body?.sp).toBe(11);
  });

  it('takes 4 off while Armor is rezzed, never below 0', () => {
    expect(applied(rollBrainDamage('giant', enteredDice([6, 5, 4]), true))).toMatchObject({
      rolled: 15,
      stopped: 4,
      amount: 11,
    });
    const small = applied(rollBrainDamage('wisp', enteredDice([2]), true));
    expect(small).toMatchObject({ rolled: 2, stopped: 2, amount: 0 });
    expect(small.command.damage).toEqual({ amount: 0 });
  });

  it('refuses an ICE whose hit is not brain damage, and asks for missing dice', () => {
    expect(rollBrainDamage('liche', enteredDice([4]))).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(rollBrainDamage('killer', enteredDice([4]))).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(rollBrainDamage('kraken', enteredDice([4]))).toMatchObject({ refused: 'DICE_MISSING' });
  });
});

describe('program hits', () => {
  it('rolls an anti-program ICE’s d6 as REZ lost', () => {
    expect(applied(rollProgramHit('killer', enteredDice([1, 2, 3, 4])))).toMatchObject({ amount: 10 });
    expect(rollProgramHit('hellhound', enteredDice([1]))).toMatchObject({ refused: 'INVALID_COMMAND' });
  });
});
