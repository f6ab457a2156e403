import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalStreetrat } from '../../test/support/legal-builds.ts';
import { playState } from '../../test/support/play-state.ts';
import { cyberweaponOf } from '../catalog/carried.ts';
import { CATALOG, findCyberware } from '../catalog/catalog.ts';
import { CYBERWEAPON_DATA } from '../catalog/data/cyberweapons.ts';
import type { CyberwareId } from '../catalog/ids.ts';
import { defaultGearChoices } from '../catalog/role-packages.ts';
import { installFixed } from '../cyberware/install.ts';
import { packageCyberware } from '../cyberware/package-installs.ts';
import { acquireInPlay } from './acquire.ts';
import { rollAttack } from './attack.ts';
import { armCyberweapons } from './cyberweapons.ts';
import { enteredDice } from './dice.ts';
import { fire, reload } from './gear.ts';
import { initialPlayState } from './initial.ts';
import { isRefusal } from './result.ts';
import { weaponProfile } from './weapon-profile.ts';

const ATTRIBUTES = { INT: 5, REF: 6, DEX: 5, TECH: 5, COOL: 5, WILL: 6, LUCK: 5, MOVE: 5, BODY: 6, EMP: 6 };
const KEYS = Object.keys(CYBERWEAPON_DATA) as (keyof typeof CYBERWEAPON_DATA)[];
const MELEE_TYPES = ['lightMelee', 'medMelee', 'heavyMelee', 'vHeavyMelee'];

/** A Streetrat Solo whose package chrome is Wolvers rather than the Sandevistan. */
function soloWithWolvers() {
  const gearChoices = { ...defaultGearChoices('solo'), 'solo-cyberware': 'wolvers' };
  return { ...legalStreetrat('solo'), gearChoices, cyberware: packageCyberware('solo', gearChoices) };
}

describe('the cyberweapon table', () => {
  it('names twelve core cyberware pieces, each in the cyberware catalogue', () => {
    expect(KEYS.sort()).toEqual(
      [
        'big-knucks',
        'cybersnake',
        'dartgun',
        'popup-grenade-launcher',
        'popup-melee-weapon',
        'popup-ranged-weapon',
        'rippers',
        'scratchers',
        'slice-n-dice',
        'talon-foot',
        'vampyres',
        'wolvers',
      ].sort(),
    );
    for (const key of KEYS) expect(findCyberware(`cyberware:${key}`)?.name).toBeTruthy();
  });

  it('gives melee types no magazine and no ammunition, ranged ones rounds the catalogue sells', () => {
    for (const key of KEYS) {
      const row = CYBERWEAPON_DATA[key];
      expect(row.damage).toMatch(/^[1-6]d6$/);
      if (MELEE_TYPES.includes(row.weaponType)) {
        expect(row.magazine, key).toBeNull();
        expect(row.ammo, key).toEqual([]);
        expect(['Melee Weapon', 'Brawling']).toContain(row.skill);
      } else {
        expect(row.magazine, key).toBeGreaterThan(0);
        for (const variety of row.ammo)
          expect(CATALOG.some((item) => item.kind === 'ammo' && item.variety === variety)).toBe(true);
      }
    }
  });

  it('holds the profiles the table is played by', () => {
    expect(CYBERWEAPON_DATA.wolvers).toMatchObject({ weaponType: 'heavyMelee', damage: '3d6' });
    expect(CYBERWEAPON_DATA['big-knucks'].skill).toBe('Brawling');
    expect(CYBERWEAPON_DATA['popup-ranged-weapon']).toMatchObject({ magazine: 12, ammo: ['medPistol'] });
    expect(CYBERWEAPON_DATA['popup-grenade-launcher']).toMatchObject({ magazine: 1, ammo: ['grenade'] });
    expect(cyberweaponOf('cyberware:sandevistan')).toBeNull();
    expect(weaponProfile('cyberware:wolvers')).toEqual({ melee: true, skill: 'Melee Weapon', damageDice: 3 });
  });
});

describe('cyberweapons in the play state', () => {
  it('starts a Solo with Wolvers holding them as a melee weapon, and one with a Sandevistan without', () => {
    const state = initialPlayState(soloWithWolvers())!;
    expect(state.weapons['cyberware:wolvers#1']).toEqual({
      itemId: 'cyberware:wolvers',
      name: 'Wolvers',
      magazine: 0,
      loaded: 0,
      ammoId: null,
      varieties: [],
      autofire: false,
    });
    expect(state.weaponsArmed).toBe(true);
    const speedy = initialPlayState(legalStreetrat('solo'))!;
    expect(Object.keys(speedy.weapons).some((id) => id.startsWith('cyberware:'))).toBe(false);
  });

  it('loads a popup ranged weapon installed after play began from the spare rounds', () => {
    const start = playState({ spareAmmo: { 'ammo:medium-pistol-basic': 20 } });
    const arm = installFixed('cyberware:cyberarm', 'arm-1');
    const popup = installFixed('cyberware:popup-ranged-weapon', 'popup-1', 'arm-1');
    const result = acquireInPlay(start, { items: [], attributes: ATTRIBUTES, cyberware: [arm, popup] });
    expect(result.state.weapons['cyberware:popup-ranged-weapon#1']).toMatchObject({
      magazine: 12,
      loaded: 12,
      ammoId: 'ammo:medium-pistol-basic',
    });
    expect(result.state.spareAmmo['ammo:medium-pistol-basic']).toBe(8);
    expect(result.explanation).toContain('Popup Ranged Weapon (12/12)');
    const fired = fire(result.state, { weaponId: 'cyberware:popup-ranged-weapon#1', mode: 'single' });
    expect(!isRefusal(fired) && fired.state.weapons['cyberware:popup-ranged-weapon#1']?.loaded).toBe(11);
  });

  it('arms an older state once, one weapon per piece, and changes nothing the second time', () => {
    const chrome = [
      installFixed('cyberware:wolvers', 'w-1'),
      installFixed('cyberware:wolvers', 'w-2'),
      installFixed('cyberware:vampyres', 'v-1'),
    ];
    const once = armCyberweapons(playState(), chrome);
    expect(Object.keys(once.state.weapons).filter((id) => id.startsWith('cyberware:'))).toEqual([
      'cyberware:wolvers#1',
      'cyberware:wolvers#2',
      'cyberware:vampyres#1',
    ]);
    expect(once.names).toEqual(['Wolvers', 'Wolvers', 'Vampyres']);
    const twice = armCyberweapons(once.state, chrome);
    expect(twice.state).toBe(once.state);
    expect(twice.names).toEqual([]);
  });

  it('attacks with Wolvers on DEX and Melee Weapon as a melee attack; they neither fire nor load', () => {
    const state = armCyberweapons(
      playState({
        skills: { 'Melee Weapon': 4, Handgun: 2 },
        injuries: { 'injury-1': { key: 'body-torn-muscle', quickFixed: false } },
      }),
      [installFixed('cyberware:wolvers', 'w-1')],
    ).state;
    const attack = rollAttack(state, { weaponId: 'cyberware:wolvers#1' }, enteredDice([5]));
    if (isRefusal(attack)) throw new Error(attack.message);
    expect(attack.details?.parts.map((part) => [part.label, part.value])).toEqual([
      ['DEX', 5],
      ['Melee Weapon', 4],
      ['Torn Muscle', -2],
    ]);
    expect(attack.details?.total).toBe(12);
    expect(fire(state, { weaponId: 'cyberware:wolvers#1', mode: 'single' })).toMatchObject({
      refused: 'UNKNOWN_WEAPON',
    });
    expect(reload(state, { weaponId: 'cyberware:wolvers#1' })).toMatchObject({ refused: 'UNKNOWN_WEAPON' });
    const pistol = rollAttack(state, { weaponId: 'weapon:heavy-pistol#1' }, enteredDice([5]));
    expect(!isRefusal(pistol) && pistol.details?.parts[0]).toMatchObject({ label: 'REF' });
  });

  it('never loses or makes rounds, and holds exactly the installed cyberweapons (property)', () => {
    const piece = fc.constantFrom(...KEYS.map((key) => `cyberware:${key}` as CyberwareId));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.integer({ min: 0, max: 30 }), (ids, rounds) => {
        const start = playState({
          spareAmmo: { 'ammo:medium-pistol-basic': rounds, 'ammo:grenade-armor-piercing': rounds },
        });
        const chrome = ids.map((id, i) => installFixed(id, `piece-${i}`));
        const { state } = armCyberweapons(start, chrome);
        const total = (s: typeof state) =>
          Object.values(s.spareAmmo).reduce((sum, n) => sum + n, 0) +
          Object.values(s.weapons).reduce((sum, weapon) => sum + weapon.loaded, 0);
        expect(total(state)).toBe(total(start));
        const armed = Object.values(state.weapons).filter((weapon) => weapon.itemId.startsWith('cyberware:'));
        expect(armed.map((weapon) => weapon.itemId).sort()).toEqual([...ids].sort());
        expect(armCyberweapons(state, chrome).state).toBe(state);
      }),
    );
  });
});
