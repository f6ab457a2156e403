import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { enteredDice } from './dice.ts';
import { deathSave, heal, stabilize, treatInjury } from './health.ts';
import { type Applied, type CommandResult, isRefusal } from './result.ts';

function ok<T>(result: CommandResult<T>): Applied<T> {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result;
}

describe('heal', () => {
  it('never goes past the maximum HP', () => {
    expect(ok(heal(playState({ hp: 38 }), { kind: 'amount', amount: 10 })).state.hp).toBe(40);
  });

  it('heals BODY a day of rest once stabilized, +2 a day on antibiotics', () => {
    const state = playState({ hp: 5, stabilized: true });
    expect(ok(heal(state, { kind: 'rest', days: 2 })).state.hp).toBe(17);
    expect(ok(heal(state, { kind: 'rest', days: 2, antibiotics: true })).state.hp).toBe(21);
    expect(heal(playState({ hp: 5 }), { kind: 'rest', days: 1 })).toMatchObject({
      refused: 'NOT_STABILIZED',
    });
  });

  it('heals BODY + WILL with Speedheal, but not while Mortally Wounded', () => {
    expect(ok(heal(playState({ hp: 5 }), { kind: 'speedheal' })).state).toMatchObject({
      hp: 17,
      woundState: 'seriouslyWounded',
    });
    expect(heal(playState({ hp: 0 }), { kind: 'speedheal' })).toMatchObject({ refused: 'MORTALLY_WOUNDED' });
  });

  it('refuses the unhurt, the dead and nonsense', () => {
    expect(heal(playState(), { kind: 'amount', amount: 1 })).toMatchObject({ refused: 'NOT_WOUNDED' });
    expect(heal(playState({ hp: 3, dead: true }), { kind: 'amount', amount: 1 })).toMatchObject({
      refused: 'DEAD',
    });
    expect(heal(playState({ hp: 3 }), { kind: 'amount', amount: 0 })).toMatchObject({
      refused: 'INVALID_COMMAND',
    });
  });
});

describe('stabilize', () => {
  it.each([
    [39, 10],
    [19, 13],
    [0, 15],
  ])('at %i HP needs a total above DV %i', (hp, dv) => {
    const state = playState({ hp, deathSavePenalty: 3 });
    expect(ok(stabilize(state, { skill: 'First Aid', total: dv })).state.stabilized).toBe(false);
    const done = ok(stabilize(state, { skill: 'Paramedic', total: dv + 1 })).state;
    expect(done).toMatchObject({ stabilized: true, deathSavePenalty: 0, hp: Math.max(1, hp) });
  });

  it('brings a Mortally Wounded character to 1 HP, keeping the base penalty', () => {
    const down = playState({ hp: -4, injuries: { 'injury-1': { key: 'head-whiplash', quickFixed: false } } });
    const { state, explanation } = ok(stabilize(down, { skill: 'First Aid', total: 16 }));
    expect(state).toMatchObject({ hp: 1, woundState: 'seriouslyWounded', deathSaveBase: 1 });
    expect(explanation).toContain('HP -4 -> 1');
  });

  it('refuses the unhurt, the stabilized and other skills', () => {
    expect(stabilize(playState(), { skill: 'First Aid', total: 20 })).toMatchObject({
      refused: 'NOT_WOUNDED',
    });
    expect(
      stabilize(playState({ hp: 3, stabilized: true }), { skill: 'First Aid', total: 20 }),
    ).toMatchObject({
      refused: 'ALREADY_STABILIZED',
    });
    expect(stabilize(playState({ hp: 3 }), { skill: 'Surgery' as 'First Aid', total: 20 })).toMatchObject({
      refused: 'WRONG_SKILL',
    });
  });
});

describe('deathSave', () => {
  const down = playState({
    hp: 0,
    deathSavePenalty: 1,
    injuries: { a: { key: 'body-collapsed-lung', quickFixed: false } },
  });

  it('succeeds when 1d10 + base + penalty is under BODY, and raises the penalty', () => {
    const result = ok(deathSave(down, {}, enteredDice([3])));
    expect(result.details).toMatchObject({ total: 5, success: true });
    expect(result.state.deathSavePenalty).toBe(2);
    expect(result.state.dead).toBe(false);
  });

  it('fails at BODY or above: the character dies', () => {
    const result = ok(deathSave(down, {}, enteredDice([4])));
    expect(result.details).toMatchObject({ total: 6, success: false });
    expect(result.state.dead).toBe(true);
  });

  it('always fails on a natural 10 and rolls no critical die', () => {
    const tough = playState({ hp: 0, stats: { ...playState().stats, BODY: 20 } });
    const result = ok(deathSave(tough, {}, enteredDice([10])));
    expect(result.details).toMatchObject({ success: false, criticalDie: null });
    expect(result.state.dead).toBe(true);
  });

  it('takes no Luck and is only for the Mortally Wounded who are not stabilized', () => {
    expect(deathSave(down, { luck: 1 }, enteredDice([1]))).toMatchObject({
      refused: 'NO_LUCK_ON_DEATH_SAVE',
    });
    expect(deathSave(playState({ hp: 5 }), {}, enteredDice([1]))).toMatchObject({
      refused: 'NOT_MORTALLY_WOUNDED',
    });
    expect(deathSave({ ...down, stabilized: true }, {}, enteredDice([1]))).toMatchObject({
      refused: 'ALREADY_STABILIZED',
    });
    expect(deathSave({ ...down, dead: true }, {}, enteredDice([1]))).toMatchObject({ refused: 'DEAD' });
  });
});

describe('treatInjury', () => {
  const hurt = playState({
    injuries: {
      'injury-1': { key: 'body-broken-arm', quickFixed: false },
      'injury-2': { key: 'head-concussion', quickFixed: false },
      'injury-3': { key: 'head-lost-eye', quickFixed: false },
    },
  });

  it('patches up with a quick fix above its DV, keeping the injury until treated', () => {
    const state = ok(
      treatInjury(hurt, { injuryId: 'injury-1', method: 'quickFix', skill: 'Paramedic', total: 14 }),
    ).state;
    expect(state.injuries['injury-1']).toEqual({ key: 'body-broken-arm', quickFixed: true });
    expect(
      treatInjury(state, { injuryId: 'injury-1', method: 'quickFix', skill: 'Paramedic', total: 14 }),
    ).toMatchObject({
      refused: 'ALREADY_QUICK_FIXED',
    });
  });

  it('removes an injury whose quick fix is the cure', () => {
    const state = ok(
      treatInjury(hurt, { injuryId: 'injury-2', method: 'quickFix', skill: 'First Aid', total: 14 }),
    ).state;
    expect(state.injuries['injury-2']).toBeUndefined();
  });

  it('removes an injury treated above the DV of the skill used, and lowers the Death Save base', () => {
    expect(hurt.deathSaveBase).toBe(1);
    const short = ok(
      treatInjury(hurt, { injuryId: 'injury-3', method: 'treatment', skill: 'Surgery', total: 17 }),
    );
    expect(short.state).toBe(hurt);
    const done = ok(
      treatInjury(hurt, { injuryId: 'injury-3', method: 'treatment', skill: 'Surgery', total: 18 }),
    ).state;
    expect(done.injuries['injury-3']).toBeUndefined();
    expect(done.deathSaveBase).toBe(0);
  });

  it('refuses what the table does not allow', () => {
    expect(
      treatInjury(hurt, { injuryId: 'injury-3', method: 'quickFix', skill: 'Paramedic', total: 30 }),
    ).toMatchObject({
      refused: 'NO_QUICK_FIX',
    });
    expect(
      treatInjury(hurt, { injuryId: 'injury-1', method: 'treatment', skill: 'First Aid', total: 30 }),
    ).toMatchObject({
      refused: 'WRONG_SKILL',
    });
    expect(
      treatInjury(hurt, { injuryId: 'injury-9', method: 'treatment', skill: 'Surgery', total: 30 }),
    ).toMatchObject({
      refused: 'UNKNOWN_INJURY',
    });
  });
});
