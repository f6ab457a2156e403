import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { fire, reload, repairArmor } from './gear.ts';
import { isRefusal } from './result.ts';
import type { PlayState } from './state.ts';

const PISTOL = 'weapon:heavy-pistol#1';
const RIFLE = 'weapon:assault-rifle#1';

function next(result: ReturnType<typeof fire>): PlayState {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result.state;
}

describe('fire', () => {
  it('uses 1 round a shot and 10 for autofire or suppressive fire', () => {
    expect(next(fire(playState(), { weaponId: PISTOL, mode: 'single' })).weapons[PISTOL]?.loaded).toBe(7);
    expect(next(fire(playState(), { weaponId: RIFLE, mode: 'autofire' })).weapons[RIFLE]?.loaded).toBe(15);
    expect(next(fire(playState(), { weaponId: RIFLE, mode: 'suppressive' })).weapons[RIFLE]?.loaded).toBe(15);
  });

  it('refuses full auto from a weapon without it, too few rounds and unknown weapons', () => {
    expect(fire(playState(), { weaponId: PISTOL, mode: 'autofire' })).toMatchObject({
      refused: 'NO_AUTOFIRE',
    });
    let state = next(fire(playState(), { weaponId: RIFLE, mode: 'autofire' }));
    state = next(fire(state, { weaponId: RIFLE, mode: 'autofire' }));
    expect(fire(state, { weaponId: RIFLE, mode: 'suppressive' })).toMatchObject({
      refused: 'NOT_ENOUGH_ROUNDS',
    });
    const empty = playState({ weapons: { [PISTOL]: { ...playState().weapons[PISTOL]!, loaded: 0 } } });
    expect(fire(empty, { weaponId: PISTOL, mode: 'single' })).toMatchObject({ refused: 'NOT_ENOUGH_ROUNDS' });
    expect(fire(playState(), { weaponId: 'weapon:bow#1', mode: 'single' })).toMatchObject({
      refused: 'UNKNOWN_WEAPON',
    });
  });
});

describe('reload', () => {
  it('tops the weapon up from the spare rounds of its ammunition', () => {
    const fired = next(fire(playState(), { weaponId: PISTOL, mode: 'single' }));
    const state = next(reload(fired, { weaponId: PISTOL }));
    expect(state.weapons[PISTOL]?.loaded).toBe(8);
    expect(state.spareAmmo['ammo:heavy-pistol-basic']).toBe(19);
  });

  it('puts another type back before loading the one named, one type at a time', () => {
    const state = next(reload(playState(), { weaponId: RIFLE, ammoId: 'ammo:rifle-armor-piercing' }));
    expect(state.weapons[RIFLE]).toMatchObject({ loaded: 10, ammoId: 'ammo:rifle-armor-piercing' });
    expect(state.spareAmmo).toMatchObject({ 'ammo:rifle-basic': 25, 'ammo:rifle-armor-piercing': 0 });
  });

  it('refuses ammunition that does not fit, a full weapon and no spares', () => {
    expect(reload(playState(), { weaponId: PISTOL, ammoId: 'ammo:rifle-armor-piercing' })).toMatchObject({
      refused: 'WRONG_AMMO',
    });
    expect(reload(playState(), { weaponId: PISTOL })).toMatchObject({ refused: 'ALREADY_LOADED' });
    const dry = playState({ spareAmmo: {} });
    expect(reload(next(fire(dry, { weaponId: PISTOL, mode: 'single' })), { weaponId: PISTOL })).toMatchObject(
      {
        refused: 'NO_SPARE_AMMO',
      },
    );
  });
});

describe('repairArmor', () => {
  const worn = playState({ armor: { ...playState().armor, body: { ...playState().armor.body!, sp: 4 } } });

  it('brings SP back, never past the armour own SP', () => {
    expect(next(repairArmor(worn, { location: 'body', amount: 3 })).armor.body?.sp).toBe(7);
    expect(next(repairArmor(worn, { location: 'body', amount: 30 })).armor.body?.sp).toBe(11);
    expect(next(repairArmor(worn, { location: 'body' })).armor.body?.sp).toBe(11);
  });

  it('refuses intact armour and a bare location', () => {
    expect(repairArmor(worn, { location: 'head' })).toMatchObject({ refused: 'ARMOR_INTACT' });
    expect(repairArmor(playState({ armor: { body: null, head: null } }), { location: 'body' })).toMatchObject(
      {
        refused: 'NO_ARMOR',
      },
    );
  });
});
