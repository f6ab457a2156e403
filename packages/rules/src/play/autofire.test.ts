import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { createRng } from '../dice.ts';
import { autofire, type SuppressiveDetails, suppressiveFire } from './autofire.ts';
import { AUTOFIRE, AUTOFIRE_DV, AUTOFIRE_RANGES, type AutofireTable } from './data/combat.ts';
import { enteredDice, rngDice } from './dice.ts';
import { type Applied, type CommandResult, isRefusal } from './result.ts';
import type { CarriedWeapon, PlayState } from './state.ts';

const RIFLE = 'weapon:assault-rifle#1';
const SMG = 'weapon:smg#1';
const PISTOL = 'weapon:heavy-pistol#1';

const smg: CarriedWeapon = {
  itemId: 'weapon:smg',
  name: 'SMG',
  magazine: 30,
  loaded: 30,
  ammoId: 'ammo:medium-pistol-basic',
  varieties: ['medPistol'],
  autofire: true,
};

/** REF 6 and Autofire `rank`: the sum before the d10 is 6 + rank. */
function shooter(rank = 4, overrides: Partial<PlayState> = {}): PlayState {
  const base = playState();
  return playState({
    skills: { ...base.skills, Autofire: rank },
    weapons: { ...base.weapons, [SMG]: smg },
    ...overrides,
  });
}

function applied<T>(result: CommandResult<T>): Applied<T> & { details: T } {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result as Applied<T> & { details: T };
}

const WEAPON_OF_TABLE: Record<AutofireTable, string> = { smg: SMG, assaultRifle: RIFLE };

describe('the autofire DV tables', () => {
  const rows = Object.entries(AUTOFIRE_DV).flatMap(([table, byRange]) =>
    AUTOFIRE_RANGES.map((range) => ({ table: table as AutofireTable, range, dv: byRange[range] })),
  );

  it('hold the five range bands up to 100 m of both tables, SMG and Assault Rifle', () => {
    expect(rows.map(({ table, range, dv }) => `${table} ${range} ${dv}`)).toEqual([
      'smg 0-6 20',
      'smg 7-12 17',
      'smg 13-25 20',
      'smg 26-50 25',
      'smg 51-100 30',
      'assaultRifle 0-6 22',
      'assaultRifle 7-12 20',
      'assaultRifle 13-25 17',
      'assaultRifle 26-50 20',
      'assaultRifle 51-100 25',
    ]);
  });

  it.each(rows)('$table at $range m: a total of $dv misses, one more hits by 1', ({ table, range, dv }) => {
    // d10 5 + REF 6 + Autofire rank: the rank makes the total land on the DV or one past it.
    const weaponId = WEAPON_OF_TABLE[table];
    const tie = applied(autofire(shooter(dv - 11), { weaponId, range }, enteredDice([5])));
    expect(tie.details).toMatchObject({ dv, total: dv, hit: false, multiplier: null, damage: null });
    const hit = applied(autofire(shooter(dv - 10), { weaponId, range }, enteredDice([5, 3, 4])));
    expect(hit.details).toMatchObject({ dv, total: dv + 1, hit: true, beatBy: 1, multiplier: 1, damage: 7 });
  });
});

describe('autofire', () => {
  it('multiplies 2d6 by how far it beat the DV, capped at 4 for an Assault Rifle', () => {
    // DV 17 at 13-25 m; 10 + d10.
    const byTwo = applied(autofire(shooter(), { weaponId: RIFLE, range: '13-25' }, enteredDice([9, 3, 4])));
    expect(byTwo.details).toMatchObject({ total: 19, beatBy: 2, multiplier: 2, faces: [3, 4], damage: 14 });
    const bySix = applied(autofire(shooter(6), { weaponId: RIFLE, range: '13-25' }, enteredDice([9, 3, 4])));
    expect(bySix.details).toMatchObject({ beatBy: 4, multiplier: 4, damage: 28 });
    const byMore = applied(autofire(shooter(8), { weaponId: RIFLE, range: '13-25' }, enteredDice([9, 3, 4])));
    expect(byMore.details).toMatchObject({ beatBy: 6, maxMultiplier: 4, multiplier: 4, damage: 28 });
    expect(byMore.explanation).toBe(
      'Autofire (Assault Rifle): d10 9 + 6 REF + 8 Autofire = 23 against DV 17 at 13-25 m; hit by 6, capped at 4: 2d6 (3 + 4 = 7) x 4 = 28 damage; 10 rounds used, 15 left. [entered dice]',
    );
  });

  it('caps an SMG at 3, and names the caps of every weapon on full auto', () => {
    const result = applied(autofire(shooter(8), { weaponId: SMG, range: '7-12' }, enteredDice([9, 6, 5])));
    expect(result.details).toMatchObject({ beatBy: 6, multiplier: 3, damage: 33 });
    expect(
      Object.fromEntries(Object.entries(AUTOFIRE).map(([key, row]) => [key, row.maxMultiplier])),
    ).toEqual({
      smg: 3,
      'heavy-smg': 3,
      'assault-rifle': 4,
      'tsunami-arms-helix': 5,
    });
  });

  it('uses 10 rounds on a miss as on a hit, and takes the Luck spent before the roll', () => {
    const miss = applied(autofire(shooter(), { weaponId: RIFLE, range: '0-6', luck: 2 }, enteredDice([3])));
    expect(miss.details).toMatchObject({ total: 15, luck: 2, hit: false, faces: [] });
    expect(miss.state.weapons[RIFLE]?.loaded).toBe(15);
    expect(miss.state.luck).toBe(3);
    expect(miss.explanation).toContain(
      'against DV 22 at 0-6 m; a miss (a tie misses); 10 rounds used, 15 left.',
    );
  });

  it('adds the critical die on a natural 10, and two sixes of damage make a critical injury', () => {
    const { details, explanation } = applied(
      autofire(shooter(), { weaponId: RIFLE, range: '26-50' }, enteredDice([10, 2, 6, 6])),
    );
    expect(details).toMatchObject({
      critical: 'success',
      total: 22,
      beatBy: 2,
      damage: 24,
      criticalInjury: true,
    });
    expect(explanation).toContain('x 2 = 24 damage, two sixes: a critical injury;');
  });

  it('takes the wound penalty and the injuries that touch ranged attacks', () => {
    const hurt = shooter(4, {
      hp: 10,
      injuries: { 'injury-1': { key: 'head-lost-eye', quickFixed: false } },
    });
    const { details } = applied(autofire(hurt, { weaponId: RIFLE, range: '13-25' }, enteredDice([9])));
    expect(details.parts.map((part) => [part.label, part.value])).toEqual([
      ['REF', 6],
      ['Autofire', 4],
      ['Wounds', -2],
      ['Lost Eye', -4],
    ]);
    expect(details).toMatchObject({ total: 13, hit: false });
  });

  it('gives the same result for the same seed', () => {
    const run = () => autofire(shooter(8), { weaponId: RIFLE, range: '7-12' }, rngDice(createRng(26)));
    const first = applied(run());
    expect(applied(run())).toEqual(first);
    expect(first.details.entered).toBe(false);
  });

  it('refuses without full auto, 10 rounds loaded, the Luck asked, life or enough entered dice', () => {
    const cases: [PlayState, Partial<{ weaponId: string; luck: number }>, number[], string][] = [
      [shooter(), { weaponId: PISTOL }, [5, 3, 3], 'NO_AUTOFIRE'],
      [shooter(), { weaponId: 'weapon:bow#1' }, [5, 3, 3], 'UNKNOWN_WEAPON'],
      [
        shooter(4, { weapons: { [SMG]: { ...smg, loaded: 9 } } }),
        { weaponId: SMG },
        [5],
        'NOT_ENOUGH_ROUNDS',
      ],
      [shooter(), { weaponId: RIFLE, luck: 6 }, [5], 'NOT_ENOUGH_LUCK'],
      [shooter(4, { dead: true }), { weaponId: RIFLE }, [5], 'DEAD'],
      [shooter(8), { weaponId: RIFLE }, [9, 3], 'DICE_MISSING'],
    ];
    for (const [state, command, dice, refused] of cases) {
      const result = autofire(state, { weaponId: RIFLE, range: '13-25', ...command }, enteredDice(dice));
      expect(result, refused).toMatchObject({ refused });
      expect(suppressiveFire(state, { weaponId: RIFLE, ...command }, enteredDice([])), refused).toMatchObject(
        {
          refused,
        },
      );
    }
  });
});

describe('suppressiveFire', () => {
  it('uses 10 rounds and records the total the targets must beat with WILL + Concentration', () => {
    const result = applied<SuppressiveDetails>(
      suppressiveFire(shooter(), { weaponId: SMG, luck: 1 }, enteredDice([6])),
    );
    expect(result.details).toMatchObject({ total: 17, toBeat: 17, dv: null, success: null, luck: 1 });
    expect(result.state.weapons[SMG]?.loaded).toBe(20);
    expect(result.state.luck).toBe(4);
    expect(result.explanation).toBe(
      'Suppressive fire (SMG): d10 6 + 6 REF + 4 Autofire + 1 Luck = 17; everyone in the line of fire and out of cover must beat 17 with WILL + Concentration + 1d10 or get to cover; 10 rounds used, 20 left. [entered dice]',
    );
  });

  it('rolls the critical 1 as every attack does', () => {
    const { details } = applied(suppressiveFire(shooter(), { weaponId: RIFLE }, enteredDice([1, 4])));
    expect(details).toMatchObject({ critical: 'failure', total: 7, toBeat: 7 });
  });
});
