import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { installFixed } from '../cyberware/install.ts';
import { acquireInPlay } from '../play/acquire.ts';
import { buyItem } from './buy.ts';
import { possessionsAdded, possessionsNow } from './possessions.ts';
import { buyGear, installChrome } from './purchase.ts';
import { type CareerRefusal, type CareerState, emptyCareer } from './state.ts';

const rich = (eb: number): CareerState => ({ ...emptyCareer(), eb });
const CONTEXT = { method: 'streetrat' as const, emp: 6, body: 6, build: [], humanity: 60 };
const BUILD = {
  items: [
    { id: 'weapon:heavy-pistol', quantity: 1 },
    { id: 'ammo:heavy-pistol-basic', quantity: 2 },
  ],
  cyberware: [installFixed('cyberware:cyberarm', 'package-1')],
};
const ATTRIBUTES = { INT: 5, REF: 6, DEX: 5, TECH: 5, COOL: 5, WILL: 6, LUCK: 5, MOVE: 5, BODY: 6, EMP: 6 };

function applied<T extends object>(result: T | CareerRefusal): T {
  if ('refused' in result) throw new Error(result.message);
  return result;
}

describe('possessionsNow', () => {
  it('is the build alone before the career bought anything', () => {
    expect(possessionsNow(BUILD, null)).toEqual(BUILD);
    expect(possessionsNow({ items: null, cyberware: null }, emptyCareer())).toEqual({
      items: [],
      cyberware: [],
    });
  });

  it('adds the shop purchases to the build lines of the same item, and new items after', () => {
    const first = applied(buyGear(rich(2000), { itemId: 'weapon:heavy-pistol', quantity: 1 }));
    const second = applied(buyGear(first.state, { itemId: 'armor:medium-armorjack-body', quantity: 1 }));
    expect(possessionsNow(BUILD, second.state).items).toEqual([
      { id: 'weapon:heavy-pistol', quantity: 2 },
      { id: 'ammo:heavy-pistol-basic', quantity: 2 },
      { id: 'armor:medium-armorjack-body', quantity: 1 },
    ]);
  });

  it('adds an option installed into the build cyberarm after the build chrome, and its line', () => {
    const context = { ...CONTEXT, build: BUILD.cyberware };
    const request = { itemId: 'cyberware:popup-ranged-weapon', placement: ['package-1'], losses: [5] };
    const install = applied(installChrome(rich(2000), context, request));
    const now = possessionsNow(BUILD, install.state);
    expect(now.cyberware.map((piece) => [piece.itemId, piece.foundationId])).toEqual([
      ['cyberware:cyberarm', null],
      ['cyberware:popup-ranged-weapon', 'package-1'],
    ]);
    expect(now.items).toContainEqual({ id: 'cyberware:popup-ranged-weapon', quantity: 1 });
  });

  it("counts the Night Market's purchases, one line per item bought", () => {
    const item = { itemId: 'weapon:assault-rifle', name: 'Assault Rifle', price: 500, from: 'The Pit' };
    const once = applied(buyItem(rich(2000), item));
    const twice = applied(buyItem(once.state, item));
    expect(possessionsNow(BUILD, twice.state).items).toContainEqual({
      id: 'weapon:assault-rifle',
      quantity: 2,
    });
  });
});

describe('possessionsAdded', () => {
  it('answers only what one step added', () => {
    const first = applied(buyGear(rich(2000), { itemId: 'ammo:heavy-pistol-basic', quantity: 1 }));
    const second = applied(buyGear(first.state, { itemId: 'ammo:heavy-pistol-basic', quantity: 3 }));
    expect(possessionsAdded(first.state, second.state)).toEqual({
      items: [{ id: 'ammo:heavy-pistol-basic', quantity: 3 }],
      cyberware: [],
    });
  });
});

describe('acquireInPlay', () => {
  const acquire = (items: { id: string; quantity: number }[], cyberware = BUILD.cyberware) =>
    acquireInPlay(playState(), { items, attributes: ATTRIBUTES, cyberware });

  it('carries a bought ranged weapon, loaded from the rounds bought with it', () => {
    const { state } = acquire([
      { id: 'weapon:assault-rifle', quantity: 1 },
      { id: 'ammo:rifle-basic', quantity: 3 },
    ]);
    expect(state.weapons['weapon:assault-rifle#2']).toMatchObject({ loaded: 25, ammoId: 'ammo:rifle-basic' });
    expect(state.spareAmmo['ammo:rifle-basic']).toBe(5);
    expect(state.weapons['weapon:assault-rifle#1']).toBeDefined();
  });

  it('wears bought armour that beats the worn SP, and keeps the worn piece otherwise', () => {
    const better = acquire([{ id: 'armor:medium-armorjack-body', quantity: 1 }]).state;
    expect(better.armor.body).toMatchObject({ itemId: 'armor:medium-armorjack-body', sp: 12 });
    expect(better.armor.head?.itemId).toBe('armor:light-armorjack-head');
  });

  it('raises BODY and maximum HP when the chrome does, keeping the damage taken', () => {
    const graft = installFixed('cyberware:grafted-muscle-and-bone-lace', 'graft-1');
    const hurt = playState({ hp: 30 });
    const result = acquireInPlay(hurt, {
      items: [],
      attributes: ATTRIBUTES,
      cyberware: [...BUILD.cyberware, graft],
    });
    expect(result.state.stats.BODY).toBe(8);
    expect(result.state.maxHp).toBe(45);
    expect(result.state.hp).toBe(35);
  });
});
