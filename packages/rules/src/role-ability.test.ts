import { describe, expect, it } from 'vitest';
import { legalComplete, legalStreetrat } from '../test/support/legal-builds.ts';
import { choiceGroups } from './catalog/role-packages.ts';
import type { CharacterBuild } from './check/build.ts';
import { checkCharacter } from './check/check-character.ts';
import { COMBAT_AWARENESS_OPTIONS, FAMILY_VEHICLES } from './data/role-abilities.ts';
import { createRng } from './dice.ts';
import { CHARACTER_TYPES, ROLE_ABILITY_STARTING_RANK, ROLE_IDS, type RoleId } from './ids.ts';
import {
  combatAwarenessLayouts,
  combatAwarenessSteps,
  defaultRoleAbilitySetup,
  familyVehiclesAt,
  type RoleAbilitySetup,
  roleAbilityChoice,
  rollRoleAbilitySetup,
  TEAM_MEMBER_ROLES,
  teamSize,
} from './role-ability.ts';
import { getRole } from './roles.ts';

/** The role ability findings of a Streetrat of this role with this set-up. */
function findingsFor(
  role: RoleId,
  setup: RoleAbilitySetup,
  method: CharacterBuild['characterType'] = 'streetrat',
) {
  const base = method === 'complete' ? legalComplete(role) : legalStreetrat(role);
  return checkCharacter({ ...base, roleAbility: setup }).filter((f) => f.step === 'roleAbility');
}

describe('roleAbilityChoice', () => {
  it.each([
    ['solo', 'combatAwareness'],
    ['tech', 'maker'],
    ['medtech', 'medicine'],
    ['exec', 'team'],
    ['nomad', 'familyVehicle'],
    ['netrunner', null],
    ['rockerboy', null],
    ['media', null],
    ['lawman', null],
    ['fixer', null],
  ] as const)('%s chooses %s', (role, choice) => {
    expect(roleAbilityChoice(role)).toBe(choice);
  });

  it("leaves a Netrunner's programs to the gear: the package's program choices own them", () => {
    expect(roleAbilityChoice('netrunner')).toBeNull();
    expect(choiceGroups('netrunner').map((group) => group.id)).toEqual([
      'netrunner-program-1',
      'netrunner-program-2',
      'netrunner-program-3',
    ]);
  });
});

describe('set-up numbers', () => {
  it('gives an Exec a team that grows from 1 to 8 and is 3 at the starting rank', () => {
    const sizes = Array.from({ length: 10 }, (_, i) => teamSize(i + 1));
    expect(sizes[0]).toBe(1);
    expect(sizes[9]).toBe(8);
    expect(teamSize(ROLE_ABILITY_STARTING_RANK)).toBe(3);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThanOrEqual(sizes[i - 1]!);
  });

  it('lets a Nomad at rank 4 pick one of five vehicles, and never the aerodyne before rank 10', () => {
    expect(familyVehiclesAt(4)).toEqual([
      'Compact Groundcar',
      'Motorcycle',
      'Jetski',
      'Off-road Truck',
      'Speedboat',
    ]);
    expect(familyVehiclesAt(9)).not.toContain('Aerodyne');
    expect(familyVehiclesAt(10)).toHaveLength(FAMILY_VEHICLES.length);
  });

  it('names in the Moto rank table every vehicle on the rank it opens', () => {
    const ranks = getRole('nomad')!.roleAbility.rankDescriptions;
    for (const vehicle of FAMILY_VEHICLES) {
      expect(ranks[vehicle.fromRank - 1]!.toLowerCase()).toContain(vehicle.name.toLowerCase());
    }
  });

  it('keeps the Maker, Medicine and Teamwork rank tables in step with the set-up numbers', () => {
    const maker = getRole('tech')!.roleAbility.rankDescriptions;
    const medicine = getRole('medtech')!.roleAbility.rankDescriptions;
    for (let rank = 1; rank <= 10; rank++) {
      expect(maker[rank - 1]).toContain(`(${rank * 2} points in all)`);
      expect(medicine[rank - 1]).toContain(`(${rank} in all)`);
    }
    expect(getRole('exec')!.roleAbility.rankDescriptions[ROLE_ABILITY_STARTING_RANK - 1]).toMatch(
      /third team member/,
    );
  });

  it('offers Combat Awareness totals by the option steps', () => {
    expect(combatAwarenessSteps('damageDeflection', 4)).toEqual([0, 2, 4]);
    expect(combatAwarenessSteps('fumbleRecovery', 3)).toEqual([0]);
    expect(combatAwarenessSteps('precisionAttack', 4)).toEqual([0, 3]);
    expect(combatAwarenessSteps('spotWeakness', 4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('lists every way to place 4 Combat Awareness points, each placing exactly 4', () => {
    const layouts = combatAwarenessLayouts(4);
    expect(layouts.length).toBeGreaterThan(20);
    expect(new Set(layouts.map((l) => JSON.stringify(l))).size).toBe(layouts.length);
    for (const layout of layouts) {
      expect(Object.values(layout).reduce((a, b) => a + b, 0)).toBe(4);
      expect(Object.keys(layout).sort()).toEqual(Object.keys(COMBAT_AWARENESS_OPTIONS).sort());
    }
    expect(layouts).toContainEqual(expect.objectContaining({ fumbleRecovery: 4 }));
  });
});

describe('default and rolled set-ups', () => {
  const pairs = CHARACTER_TYPES.flatMap((method) => ROLE_IDS.map((role) => [method, role] as const));

  it.each(pairs)('a %s %s is legal with the default set-up', (method, role) => {
    const setup = defaultRoleAbilitySetup(role);
    expect(setup.rank).toBe(ROLE_ABILITY_STARTING_RANK);
    expect(findingsFor(role, setup, method)).toEqual([]);
  });

  it.each(pairs)('a %s %s is legal with 50 rolled set-ups', (method, role) => {
    for (let seed = 0; seed < 50; seed++) {
      expect(findingsFor(role, rollRoleAbilitySetup(createRng(seed), role), method)).toEqual([]);
    }
  });

  it('rolls different choices for different seeds', () => {
    const teams = new Set(
      Array.from({ length: 20 }, (_, seed) => JSON.stringify(rollRoleAbilitySetup(createRng(seed), 'exec'))),
    );
    expect(teams.size).toBeGreaterThan(5);
  });
});

describe('role ability findings', () => {
  const rank = ROLE_ABILITY_STARTING_RANK;
  it.each([
    [
      'solo',
      { rank, combatAwareness: { damageDeflection: 3, spotWeakness: 1 } },
      'roleAbility.combatAwareness.damageDeflection',
      'Damage Deflection cannot hold 3',
    ],
    [
      'solo',
      { rank, combatAwareness: { luck: 4 } },
      'roleAbility.combatAwareness.luck',
      "'luck' is not an option",
    ],
    [
      'solo',
      { rank, combatAwareness: { initiativeReaction: 3 } },
      'roleAbility.combatAwareness',
      '3 of 4 Combat Awareness points placed',
    ],
    [
      'tech',
      { rank, maker: { field: 5, upgrade: 3 } },
      'roleAbility.maker.field',
      'Field Expertise cannot hold 5 Maker ranks',
    ],
    ['tech', { rank, maker: { field: 4, upgrade: 2 } }, 'roleAbility.maker', '6 of 8 Maker ranks placed'],
    [
      'medtech',
      { rank, medicine: { surgery: 2, pharmaceuticals: 1 } },
      'roleAbility.medicine',
      '3 of 4 Medicine ranks placed',
    ],
    [
      'exec',
      { rank, team: [{ role: 'solo' }, { role: 'tech' }] },
      'roleAbility.team',
      'a team of 3 at rank 4, not 2',
    ],
    [
      'exec',
      { rank, team: [{ role: 'solo' }, { role: 'exec' }, { role: 'tech' }] },
      'roleAbility.team.1.role',
      "'exec' cannot join the team",
    ],
    [
      'nomad',
      { rank, familyVehicle: 'Aerodyne' },
      'roleAbility.familyVehicle',
      "'Aerodyne' is not a family vehicle at rank 4",
    ],
    [
      'rockerboy',
      { rank, familyVehicle: 'Motorcycle' },
      'roleAbility.familyVehicle',
      'Streetrat Rockerboy: no family vehicle here',
    ],
  ] as const)('%s: %j is reported at %s', (role, setup, path, says) => {
    const findings = findingsFor(role, setup as RoleAbilitySetup);
    const found = findings.find((f) => f.path === path);
    expect(found, JSON.stringify(findings)).toBeDefined();
    expect(found?.code).toBe('ROLE_ABILITY_SETUP_INVALID');
    expect(found?.message).toContain(says);
  });

  it('reads a missing set-up as rank 4, which needs no choice for a Rockerboy', () => {
    expect(findingsFor('rockerboy', null as unknown as RoleAbilitySetup)).toEqual([]);
    expect(findingsFor('nomad', null as unknown as RoleAbilitySetup).map((f) => f.code)).toEqual([
      'ROLE_ABILITY_SETUP_MISSING',
    ]);
  });

  it('accepts every legal pick of the team roles', () => {
    for (const role of TEAM_MEMBER_ROLES) {
      expect(findingsFor('exec', { rank, team: [{ role }, { role }, { role }] })).toEqual([]);
    }
  });
});
