import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { currentMove, deathSaveBaseOf, empOf, nextInjuryId, settle, woundStateOf } from './state.ts';

describe('woundStateOf (40 HP, Seriously Wounded below 20)', () => {
  it.each([
    [40, 'notWounded'],
    [39, 'lightlyWounded'],
    [20, 'lightlyWounded'],
    [19, 'seriouslyWounded'],
    [1, 'seriouslyWounded'],
    [0, 'mortallyWounded'],
    [-5, 'mortallyWounded'],
  ])('HP %i is %s', (hp, state) => {
    expect(woundStateOf(hp, 40, 20)).toBe(state);
  });
});

describe('settle', () => {
  it('caps HP at the maximum and sets the wound state, Death Save base, EMP and cyberpsychosis', () => {
    const state = settle({
      ...playState(),
      hp: 55,
      humanity: 0,
      injuries: {
        'injury-1': { key: 'head-whiplash', quickFixed: true },
        'injury-2': { key: 'body-broken-arm', quickFixed: false },
      },
    });
    expect(state).toMatchObject({ hp: 40, woundState: 'notWounded', deathSaveBase: 1, cyberpsycho: true });
    expect(state.stats.EMP).toBe(0);
  });
});

describe('the helpers', () => {
  it('counts one base Death Save point per injury that raises it', () => {
    expect(
      deathSaveBaseOf({
        a: { key: 'body-collapsed-lung', quickFixed: false },
        b: { key: 'head-lost-eye', quickFixed: false },
        c: { key: 'body-broken-leg', quickFixed: false },
      }),
    ).toBe(2);
  });

  it('takes MOVE down for mortal wounds, injuries and armour, never below 1', () => {
    expect(currentMove(playState())).toBe(5);
    expect(currentMove(playState({ injuries: { a: { key: 'body-broken-leg', quickFixed: false } } }))).toBe(
      1,
    );
    expect(currentMove(playState({ stats: { ...playState().stats, MOVE: 8 }, hp: 0 }))).toBe(2);
    expect(currentMove(playState({ injuries: { a: { key: 'body-broken-leg', quickFixed: true } } }))).toBe(5);
    const heavy = { ...playState().armor.body!, penalty: -2 };
    expect(currentMove(playState({ armor: { body: heavy, head: null } }))).toBe(3);
  });

  it('reads EMP off Humanity and names the first free injury id', () => {
    expect([empOf(59), empOf(60), empOf(9), empOf(-3)]).toEqual([5, 6, 0, 0]);
    expect(nextInjuryId({ 'injury-1': { key: 'head-whiplash', quickFixed: false } })).toBe('injury-2');
  });
});
