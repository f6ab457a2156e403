import { describe, expect, it } from 'vitest';
import { legalStreetrat } from '../../test/support/legal-builds.ts';
import { findCatalogItem } from '../catalog/catalog.ts';
import { characterNumbers } from '../check/character-numbers.ts';
import { installFixed } from '../cyberware/install.ts';
import { acquireInPlay } from './acquire.ts';
import { armOldState } from './arm-old.ts';
import { rollAttack } from './attack.ts';
import { enteredDice } from './dice.ts';
import { fire } from './gear.ts';
import { initialPlayState } from './initial.ts';
import { isRefusal } from './result.ts';

// Melee weapons carried in play (docs/rules/play.md#cyberweapons): a sword is a weapon of the play
// state as a pistol is, holding nothing, attacking on DEX and Melee Weapon.

const ATTRIBUTES = { INT: 5, REF: 6, DEX: 7, TECH: 5, COOL: 5, WILL: 6, LUCK: 5, MOVE: 5, BODY: 6, EMP: 6 };
const isMelee = (id: string) => {
  const item = findCatalogItem(id);
  return item?.kind === 'weapon' && item.magazine === null;
};

describe('melee weapons in play', () => {
  it('starts a Solo with every melee weapon its build owns, holding nothing', () => {
    const build = legalStreetrat('solo');
    const owned = characterNumbers(build)!.inventory.filter((line) => isMelee(line.id));
    expect(owned.length).toBeGreaterThan(0);
    const state = initialPlayState(build)!;
    for (const line of owned) {
      const carried = Object.values(state.weapons).filter((weapon) => weapon.itemId === line.id);
      expect(carried).toHaveLength(line.quantity);
      for (const weapon of carried) expect(weapon).toMatchObject({ magazine: 0, loaded: 0, ammoId: null });
    }
  });

  it('attacks with a sword on DEX and Melee Weapon, refuses another skill and any shot', () => {
    const start = initialPlayState(legalStreetrat('solo'))!;
    const state = acquireInPlay(
      { ...start, skills: { ...start.skills, 'Melee Weapon': 4 } },
      { items: [{ id: 'weapon:sword', quantity: 1 }], attributes: ATTRIBUTES, cyberware: [] },
    ).state;
    expect(state.weapons['weapon:sword#1']).toMatchObject({ name: 'Sword', magazine: 0 });
    const attack = rollAttack(state, { weaponId: 'weapon:sword#1' }, enteredDice([5]));
    if (isRefusal(attack)) throw new Error(attack.message);
    expect(attack.details?.parts.slice(0, 2).map((part) => [part.label, part.value])).toEqual([
      ['DEX', state.stats.DEX],
      ['Melee Weapon', 4],
    ]);
    const wrong = rollAttack(state, { weaponId: 'weapon:sword#1', skill: 'Handgun' }, enteredDice([5]));
    expect(wrong).toMatchObject({ refused: 'WRONG_SKILL' });
    expect(fire(state, { weaponId: 'weapon:sword#1', mode: 'single' })).toMatchObject({
      refused: 'UNKNOWN_WEAPON',
    });
  });

  it('arms an older state with its melee weapons and chrome once, taking nothing away', () => {
    const start = initialPlayState(legalStreetrat('solo'))!;
    const old = {
      ...start,
      weapons: Object.fromEntries(Object.entries(start.weapons).filter(([, w]) => !isMelee(w.itemId))),
      weaponsArmed: undefined,
    };
    const owned = {
      items: [{ id: 'weapon:combat-knife', quantity: 2 }],
      cyberware: [installFixed('cyberware:wolvers', 'w-1')],
    };
    const armed = armOldState(old, owned);
    expect(armed.weapons['weapon:combat-knife#1']).toBeDefined();
    expect(armed.weapons['weapon:combat-knife#2']).toBeDefined();
    expect(armed.weapons['cyberware:wolvers#1']).toBeDefined();
    expect(armed.weaponsArmed).toBe(true);
    for (const [id, weapon] of Object.entries(old.weapons)) expect(armed.weapons[id]).toEqual(weapon);
    expect(armOldState(armed, owned)).toEqual(armed);
  });
});
