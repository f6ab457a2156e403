import { describe, expect, it } from 'vitest';
import { findAmmoRow, findWeaponRow } from './carried.ts';
import { CATALOG } from './catalog.ts';

describe('the weapon and ammunition rows by id', () => {
  const weapons = CATALOG.filter((item) => item.kind === 'weapon');
  const ammo = CATALOG.filter((item) => item.kind === 'ammo');

  it('finds every weapon of the catalogue with its name, skill, damage and magazine', () => {
    expect(weapons.length).toBeGreaterThan(0);
    for (const item of weapons) {
      expect(findWeaponRow(item.id)).toMatchObject({
        name: item.name,
        skill: item.skill,
        damage: item.damage,
        magazine: item.magazine,
      });
    }
  });

  it('finds every ammunition package of the catalogue with its name and variety', () => {
    expect(ammo.length).toBeGreaterThan(0);
    for (const item of ammo) {
      expect(findAmmoRow(item.id)).toMatchObject({ name: item.name, variety: item.variety, type: item.type });
    }
  });

  it('finds nothing for an id of another kind, an unknown key or an inherited property', () => {
    const ammoId = ammo[0]!.id;
    expect(findWeaponRow(ammoId)).toBeUndefined();
    expect(findAmmoRow(weapons[0]!.id)).toBeUndefined();
    expect(findWeaponRow('weapon:no-such-gun')).toBeUndefined();
    expect(findAmmoRow('ammo:toString')).toBeUndefined();
    expect(findWeaponRow('cyberware:popup-gun')).toBeUndefined();
    expect(findWeaponRow('')).toBeUndefined();
  });
});
