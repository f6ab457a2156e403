import { describe, expect, it } from 'vitest';
import { legalComplete, legalStreetrat } from '../../test/support/legal-builds.ts';
import { characterNumbers } from '../check/character-numbers.ts';
import { initialPlayState } from './initial.ts';

describe('initialPlayState', () => {
  it('starts a Solo at full HP with the derived maximum, armour at full SP and Luck full', () => {
    const build = legalStreetrat('solo');
    const numbers = characterNumbers(build)!;
    const state = initialPlayState(build)!;
    expect(state).toMatchObject({
      hp: numbers.derived.hp,
      maxHp: numbers.derived.hp,
      seriouslyWoundedAt: numbers.derived.seriouslyWounded,
      woundState: 'notWounded',
      luck: build.attributes!.LUCK,
      humanity: numbers.humanity.current,
      humanityMax: numbers.humanity.max,
      injuries: {},
      deathSavePenalty: 0,
      dead: false,
    });
    expect(state.armor.body).toMatchObject({ name: 'Light Armorjack (Body)', sp: 11, maxSp: 11 });
    expect(state.armor.head).toMatchObject({ name: 'Light Armorjack (Head)', sp: 11, maxSp: 11 });
  });

  it('loads each ranged weapon from the spare rounds, losing none', () => {
    const build = legalStreetrat('solo');
    const state = initialPlayState(build)!;
    // The ranged ones: a melee weapon carried holds nothing (melee.test.ts).
    const weapons = Object.values(state.weapons).filter((weapon) => weapon.magazine > 0);
    expect(weapons.length).toBeGreaterThan(0);
    for (const weapon of weapons) {
      expect(weapon.loaded).toBeGreaterThan(0);
      expect(weapon.loaded).toBeLessThanOrEqual(weapon.magazine);
    }
    const rounds = characterNumbers(build)!.inventory.filter((line) => line.id.startsWith('ammo:'));
    expect(rounds.length).toBeGreaterThan(0);
    const loaded = weapons.reduce((sum, weapon) => sum + weapon.loaded, 0);
    const spare = Object.values(state.spareAmmo).reduce((sum, n) => sum + n, 0);
    expect(loaded + spare).toBe(rounds.reduce((sum, line) => sum + line.quantity * 10, 0));
  });

  it('gives a Complete Package with nothing bought no armour and no weapons', () => {
    const state = initialPlayState(legalComplete('solo'))!;
    expect(state.armor).toEqual({ body: null, head: null });
    expect(state.weapons).toEqual({});
  });

  it('is null until the build has a method, a role and STATs', () => {
    expect(initialPlayState({ ...legalStreetrat(), attributes: null })).toBeNull();
  });
});
