import { describe, expect, it } from 'vitest';
import { gearForRole, STARTING_GEAR } from './gear.ts';
import { GEAR_GROUPS, ROLE_IDS } from './ids.ts';

describe('STARTING_GEAR', () => {
  it.each(ROLE_IDS)('%s has 8 or 9 items including Light Armorjack SP 11 and an Agent', (roleId) => {
    const gear = STARTING_GEAR[roleId];
    expect(gear.length).toBeGreaterThanOrEqual(8);
    expect(gear.length).toBeLessThanOrEqual(9);
    expect(gear).toContainEqual(
      expect.objectContaining({ item: 'Light Armorjack', group: 'Armor', sp: '11' }),
    );
    expect(gear.filter((g) => g.item === 'Agent')).toHaveLength(1);
  });

  it.each(ROLE_IDS)('%s items have a known group and their own description', (roleId) => {
    const gear = STARTING_GEAR[roleId];
    for (const item of gear) {
      expect(GEAR_GROUPS).toContain(item.group);
      expect(item.thematicDescription.length).toBeGreaterThan(20);
    }
    expect(new Set(gear.map((g) => g.item)).size).toBe(gear.length);
    expect(gear.some((g) => g.group === 'Weapon')).toBe(true);
    expect(gear.some((g) => g.group === 'Cyberware')).toBe(true);
  });

  it.each(ROLE_IDS)('%s carries 2 or 3 mags per firearm and 1 flashbang', (roleId) => {
    for (const item of STARTING_GEAR[roleId]) {
      if (item.group !== 'Weapon') expect(item.ammo).toBeUndefined();
      else if (/flashbang/i.test(item.item)) expect(item.ammo).toBe('1');
      else if (/melee/i.test(item.item)) expect(item.ammo).toBeUndefined();
      else expect(item.ammo).toMatch(/^[23] mags$/);
    }
  });

  it('only armor has stopping power', () => {
    for (const item of ROLE_IDS.flatMap((id) => STARTING_GEAR[id])) {
      if (item.sp !== undefined) expect(item.group).toBe('Armor');
    }
  });
});

describe('gearForRole', () => {
  it('returns the role gear, and nothing for an unknown role', () => {
    expect(gearForRole('solo')).toBe(STARTING_GEAR.solo);
    expect(gearForRole('toString')).toEqual([]);
    expect(gearForRole(null)).toEqual([]);
  });
});
