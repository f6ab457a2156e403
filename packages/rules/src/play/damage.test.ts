import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { createRng } from '../dice.ts';
import { takeDamage } from './damage.ts';
import { enteredDice, rngDice } from './dice.ts';
import { type Applied, isRefusal } from './result.ts';
import type { PlayState } from './state.ts';

const noDice = enteredDice([]);

function applied<T>(result: ReturnType<typeof takeDamage>): Applied<T> & { details: T } {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result as Applied<T> & { details: T };
}

describe('takeDamage: armour', () => {
  it('stops its SP, lets the rest through and ablates 1', () => {
    const { state, explanation } = applied(
      takeDamage(playState(), { damage: { amount: 15 }, attack: 'ranged' }, noDice),
    );
    expect(state.hp).toBe(36);
    expect(state.armor.body?.sp).toBe(10);
    expect(state.armor.head?.sp).toBe(11);
    expect(explanation).toContain('Light Armorjack (Body) stopped 11; 4 got through; body SP is now 10');
    expect(explanation).toMatch(/HP 40 -> 36 \(Lightly Wounded\)\.$/);
  });

  it('does not ablate when nothing got through', () => {
    const { state } = applied(takeDamage(playState(), { damage: { amount: 11 }, attack: 'ranged' }, noDice));
    expect(state.hp).toBe(40);
    expect(state.armor.body?.sp).toBe(11);
  });

  it('doubles what gets through on the head', () => {
    const { state } = applied(
      takeDamage(playState(), { damage: { amount: 15 }, attack: 'ranged', location: 'head' }, noDice),
    );
    expect(state.hp).toBe(32);
    expect(state.armor.head?.sp).toBe(10);
  });

  it('triples it on the head with a Cracked Skull, not once it is patched up', () => {
    const cracked = (quickFixed: boolean) =>
      playState({ hp: 30, injuries: { 'injury-1': { key: 'head-cracked-skull', quickFixed } } });
    const hit = { damage: { amount: 15 }, attack: 'ranged', location: 'head' } as const;
    expect(applied(takeDamage(cracked(false), hit, noDice)).state.hp).toBe(18);
    expect(applied(takeDamage(cracked(true), hit, noDice)).state.hp).toBe(22);
  });

  it('counts half the SP, rounded up, against melee, and the whole SP against Brawling', () => {
    const melee = applied<{ stopped: number }>(
      takeDamage(playState(), { damage: { amount: 10 }, attack: 'melee' }, noDice),
    );
    expect(melee.details.stopped).toBe(6);
    expect(melee.state.hp).toBe(36);
    expect(melee.state.armor.body?.sp).toBe(10);
    const brawl = applied(takeDamage(playState(), { damage: { amount: 10 }, attack: 'brawling' }, noDice));
    expect(brawl.state.hp).toBe(40);
  });

  it('ablates 2 for armour-piercing rounds and none for rubber', () => {
    const ap = applied(
      takeDamage(
        playState(),
        { damage: { amount: 12 }, attack: 'ranged', ammoType: 'armorPiercing' },
        noDice,
      ),
    );
    expect(ap.state.armor.body?.sp).toBe(9);
    const rubber = applied(
      takeDamage(playState(), { damage: { amount: 12 }, attack: 'ranged', ammoType: 'rubber' }, noDice),
    );
    expect(rubber.state.armor.body?.sp).toBe(11);
  });

  it('never takes SP below 0', () => {
    const worn = playState({ armor: { ...playState().armor, body: { ...playState().armor.body!, sp: 1 } } });
    const { state } = applied(
      takeDamage(worn, { damage: { amount: 12 }, attack: 'ranged', ammoType: 'armorPiercing' }, noDice),
    );
    expect(state.armor.body?.sp).toBe(0);
  });

  it('hits bare skin where nothing is worn, and sends direct damage straight to HP', () => {
    const bare = playState({ armor: { body: null, head: null } });
    expect(applied(takeDamage(bare, { damage: { amount: 7 }, attack: 'ranged' }, noDice)).state.hp).toBe(33);
    const fire = applied(
      takeDamage(playState(), { damage: { amount: 7 }, attack: 'direct', location: 'head' }, noDice),
    );
    expect(fire.state.hp).toBe(33);
    expect(fire.state.armor.head?.sp).toBe(11);
    expect(fire.explanation).toContain('straight to HP');
  });
});

describe('takeDamage: wound states and criticals', () => {
  it('steps the wound state as HP falls', () => {
    let state: PlayState = playState({ armor: { body: null, head: null } });
    const states = [1, 20, 19].map((amount) => {
      state = applied(takeDamage(state, { damage: { amount }, attack: 'ranged' }, noDice)).state;
      return state.woundState;
    });
    expect(states).toEqual(['lightlyWounded', 'seriouslyWounded', 'mortallyWounded']);
    expect(state.hp).toBe(0);
  });

  it('makes two sixes a critical: +5 straight to HP, never doubled, and an injury from the right table', () => {
    const dice = enteredDice([2, 3]);
    const hit = applied<{ injury: { key: string } }>(
      takeDamage(playState(), { damage: { faces: [6, 6, 1] }, attack: 'ranged', location: 'head' }, dice),
    );
    expect(hit.state.hp).toBe(40 - 2 * 2 - 5);
    expect(hit.details.injury.key).toBe('head-concussion');
    expect(hit.state.injuries['injury-1']).toEqual({ key: 'head-concussion', quickFixed: false });
  });

  it('adds the bonus even when the armour stopped the damage', () => {
    const medium = { ...playState().armor.body!, name: 'Medium Armorjack (Body)', maxSp: 12, sp: 12 };
    const state = playState({ armor: { ...playState().armor, body: medium } });
    const hit = applied(
      takeDamage(state, { damage: { faces: [6, 6] }, attack: 'ranged' }, enteredDice([6, 6])),
    );
    expect(hit.state.hp).toBe(35);
    expect(hit.state.armor.body?.sp).toBe(12);
    expect(hit.state.injuries['injury-1']?.key).toBe('body-dismembered-leg');
    expect(hit.state.deathSaveBase).toBe(1);
  });

  it('takes an injury picked by hand instead of rolling', () => {
    const hit = applied(
      takeDamage(
        playState(),
        { damage: { amount: 3 }, attack: 'ranged', critical: true, injury: 'body-broken-ribs' },
        noDice,
      ),
    );
    expect(hit.state.injuries['injury-1']?.key).toBe('body-broken-ribs');
    expect(hit.state.hp).toBe(35);
  });

  it('makes every hit on a Mortally Wounded character a critical that raises the Death Save penalty', () => {
    const down = playState({ hp: 0, armor: { body: null, head: null } });
    const hit = applied(takeDamage(down, { damage: { amount: 0 }, attack: 'brawling' }, enteredDice([1, 2])));
    expect(hit.state.hp).toBe(-5);
    expect(hit.state.deathSavePenalty).toBe(1);
    expect(hit.state.injuries['injury-1']?.key).toBe('body-dismembered-hand');
  });

  it('ends stabilization when HP is lost', () => {
    const stable = playState({ hp: 10, stabilized: true });
    expect(
      applied(takeDamage(stable, { damage: { amount: 12 }, attack: 'ranged' }, noDice)).state.stabilized,
    ).toBe(false);
    expect(
      applied(takeDamage(stable, { damage: { amount: 5 }, attack: 'ranged' }, noDice)).state.stabilized,
    ).toBe(true);
  });

  it('rolls the dice it is given: the same seed, the same hit', () => {
    const roll = () =>
      takeDamage(playState(), { damage: { roll: '5d6' }, attack: 'ranged' }, rngDice(createRng(7)));
    expect(roll()).toEqual(roll());
    expect(applied<{ faces: number[] }>(roll()).details.faces).toHaveLength(5);
  });
});

describe('takeDamage: refusals', () => {
  it.each([
    [{ damage: { amount: -1 }, attack: 'ranged' }, 'INVALID_COMMAND'],
    [{ damage: { faces: [7] }, attack: 'ranged' }, 'INVALID_COMMAND'],
    [{ damage: { roll: 'lots' }, attack: 'ranged' }, 'INVALID_COMMAND'],
    [{ damage: { amount: 5 }, attack: 'ranged', area: true, location: 'head' }, 'INVALID_COMMAND'],
    [{ damage: { amount: 5 }, attack: 'ranged', critical: true, injury: 'head-lost-eye' }, 'INVALID_COMMAND'],
    [{ damage: { roll: '3d6' }, attack: 'ranged' }, 'DICE_MISSING'],
  ] as const)('refuses %j with %s', (command, code) => {
    expect(takeDamage(playState(), command, enteredDice([1]))).toMatchObject({ refused: code });
  });

  it('refuses to hurt the dead', () => {
    expect(
      takeDamage(playState({ dead: true }), { damage: { amount: 1 }, attack: 'ranged' }, noDice),
    ).toMatchObject({
      refused: 'DEAD',
    });
  });
});
