import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '../ids.ts';
import { combatAwarenessLayouts, defaultRoleAbilitySetup, teamSize } from '../role-ability.ts';
import { raiseRoleRank } from './advance.ts';
import { checkRankChoices, growRole, type RankChoices, rankGrowth, setupInPlay } from './rank-growth.ts';
import {
  type CareerApplied,
  type CareerResult,
  emptyCareer,
  isCareerRefusal,
  multipliersOf,
} from './state.ts';
import { undoSpend } from './undo.ts';

const RULES = multipliersOf(null);
const rich = { ...emptyCareer(), ip: 10_000 };

function applied(result: CareerResult): CareerApplied {
  if (isCareerRefusal(result)) throw new Error(result.message);
  return result;
}

describe('what a raise of the role rank asks', () => {
  it('asks a Solo to place all the points of the new rank, a Tech two specialties, a Medtech one', () => {
    expect(rankGrowth('solo', 4, 5).ask).toEqual({ kind: 'combatAwareness', points: 5 });
    expect(rankGrowth('tech', 4, 5).ask).toEqual({ kind: 'maker', ranks: 1, perRank: 2 });
    expect(rankGrowth('medtech', 4, 6).ask).toEqual({ kind: 'medicine', ranks: 2 });
  });

  it('asks an Exec for a team member only at the ranks where the team grows', () => {
    expect(rankGrowth('exec', 4, 5).ask).toEqual({ kind: 'team', members: 1 });
    expect(rankGrowth('exec', 6, 7).ask).toBeNull();
  });

  it('asks a Nomad for the vehicle only at a rank that opens bigger ones', () => {
    expect(rankGrowth('nomad', 5, 6).ask).toMatchObject({
      kind: 'familyVehicle',
      opened: ['Cargo Truck', 'Gyrocopter'],
    });
    expect(rankGrowth('nomad', 4, 5).ask).toBeNull();
  });

  it('asks nothing of the roles whose rank grows by itself, and names what each rank gives', () => {
    for (const role of ['rockerboy', 'netrunner', 'media', 'lawman', 'fixer'] as const)
      expect(rankGrowth(role, 4, 5).ask).toBeNull();
    expect(rankGrowth('netrunner', 6, 7).gains).toEqual([
      'Rank 7: +7 to every NET ability roll; 4 NET actions per turn',
    ]);
  });
});

describe('the choices of a raise', () => {
  it('refuses a missing choice and a choice of another role', () => {
    expect(checkRankChoices(rankGrowth('tech', 4, 5), {})).toMatchObject({ refused: 'RANK_CHOICE_MISSING' });
    expect(checkRankChoices(rankGrowth('fixer', 4, 5), { medicine: ['surgery'] })).toMatchObject({
      refused: 'RANK_CHOICE_ILLEGAL',
    });
    expect(checkRankChoices(rankGrowth('fixer', 4, 5), {})).toBeNull();
  });

  it('refuses a Tech rank in one specialty twice, and a Solo layout that misses a point', () => {
    const tech = rankGrowth('tech', 4, 5);
    expect(checkRankChoices(tech, { maker: ['field', 'field'] })).toMatchObject({
      refused: 'RANK_CHOICE_ILLEGAL',
    });
    expect(checkRankChoices(tech, { maker: ['field', 'upgrade'] })).toBeNull();
    const solo = rankGrowth('solo', 4, 5);
    expect(checkRankChoices(solo, { combatAwareness: { spotWeakness: 4 } })).toMatchObject({
      refused: 'RANK_CHOICE_ILLEGAL',
    });
    expect(
      checkRankChoices(solo, { combatAwareness: { damageDeflection: 3, spotWeakness: 2 } }),
    ).toMatchObject({
      refused: 'RANK_CHOICE_ILLEGAL',
    });
    expect(checkRankChoices(solo, { combatAwareness: { precisionAttack: 3, spotWeakness: 2 } })).toBeNull();
  });

  it('refuses an Exec as a team member and a vehicle the rank has not opened', () => {
    expect(checkRankChoices(rankGrowth('exec', 4, 5), { team: ['exec'] })).toMatchObject({
      refused: 'RANK_CHOICE_ILLEGAL',
    });
    expect(checkRankChoices(rankGrowth('nomad', 5, 6), { familyVehicle: 'Aerodyne' })).toMatchObject({
      refused: 'RANK_CHOICE_ILLEGAL',
    });
    expect(checkRankChoices(rankGrowth('nomad', 5, 6), { familyVehicle: 'Motorcycle' })).toBeNull();
  });
});

describe('raising the rank grows the set-up in play', () => {
  it("adds a Tech's two specialty ranks to the build's, and undo takes them back", () => {
    const setup = { rank: 4, maker: { field: 2, upgrade: 2, fabrication: 2, invention: 2 } };
    const raised = applied(
      raiseRoleRank(rich, { role: 'tech', rank: 4, setup }, RULES, { maker: ['field', 'invention'] }),
    );
    expect(setupInPlay(setup, 5, raised.state.roleGrowth).maker).toEqual({
      field: 3,
      upgrade: 2,
      fabrication: 2,
      invention: 3,
    });
    const step = { kind: 'raiseRoleRank', before: rich, after: raised.state, entries: raised.entries };
    expect(applied(undoSpend(raised.state, step)).state).toEqual(rich);
  });

  it("adds an Exec's new member to the team and leaves the build untouched", () => {
    const setup = {
      rank: 4,
      team: [{ role: 'solo' as const }, { role: 'tech' as const }, { role: 'fixer' as const }],
    };
    const raised = applied(
      raiseRoleRank(rich, { role: 'exec', rank: 4, setup }, RULES, { team: ['medtech'] }),
    );
    expect(setupInPlay(setup, 5, raised.state.roleGrowth).team?.map((m) => m.role)).toEqual([
      'solo',
      'tech',
      'fixer',
      'medtech',
    ]);
    expect(setup.team).toHaveLength(3);
  });

  it('refuses an illegal choice without taking the IP', () => {
    const refused = raiseRoleRank(rich, { role: 'medtech', rank: 4 }, RULES, { medicine: [] });
    expect(refused).toMatchObject({ refused: 'RANK_CHOICE_ILLEGAL' });
  });
});

/** Legal choices for one raise of `role` from `from`, built from the ask. */
function legalChoices(role: RoleId, from: number, pick: number): RankChoices {
  const ask = rankGrowth(role, from, from + 1).ask;
  if (!ask) return {};
  switch (ask.kind) {
    case 'combatAwareness': {
      const layouts = combatAwarenessLayouts(ask.points);
      return { combatAwareness: layouts[pick % layouts.length]! };
    }
    case 'maker': {
      const keys = ['field', 'upgrade', 'fabrication', 'invention'] as const;
      return { maker: [keys[pick % 4]!, keys[(pick + 1) % 4]!] };
    }
    case 'medicine':
      return { medicine: [(['surgery', 'pharmaceuticals', 'cryosystemOperation'] as const)[pick % 3]!] };
    case 'team':
      return { team: Array.from({ length: ask.members }, () => 'solo' as const) };
    case 'familyVehicle':
      return { familyVehicle: ask.options[pick % ask.options.length]! };
  }
}

describe('raises from the starting rank to 10, any role and any legal choices', () => {
  it('keep the set-up in play as legal as creation made it at every rank', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLE_IDS),
        fc.array(fc.nat(50), { minLength: 6, maxLength: 6 }),
        (role, picks) => {
          const setup = defaultRoleAbilitySetup(role);
          let state = rich;
          for (let rank = 4; rank < 10; rank++) {
            const choices = legalChoices(role, rank, picks[rank - 4]!);
            expect(checkRankChoices(rankGrowth(role, rank, rank + 1), choices)).toBeNull();
            state = applied(raiseRoleRank(state, { role, rank: 4, setup }, RULES, choices)).state;
            const inPlay = setupInPlay(setup, rank + 1, state.roleGrowth);
            const sum = (values: object | undefined) =>
              Object.values(values ?? {}).reduce((a, b) => a + b, 0);
            if (role === 'tech') expect(sum(inPlay.maker)).toBe(2 * (rank + 1));
            if (role === 'medtech') expect(sum(inPlay.medicine)).toBe(rank + 1);
            if (role === 'solo') expect(sum(inPlay.combatAwareness)).toBe(rank + 1);
            if (role === 'exec') expect(inPlay.team).toHaveLength(teamSize(rank + 1));
            if (role === 'tech')
              for (const value of Object.values(inPlay.maker ?? {}))
                expect(value).toBeLessThanOrEqual(rank + 1);
          }
        },
      ),
    );
  });

  it('refuse any choice of a field the role does not ask for, leaving the career as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLE_IDS), fc.integer({ min: 1, max: 9 }), (role, rank) => {
        const foreign: RankChoices =
          role === 'medtech' ? { maker: ['field', 'upgrade'] } : { medicine: ['surgery'] };
        const result = raiseRoleRank(rich, { role, rank }, RULES, foreign);
        expect(result).toMatchObject({ refused: 'RANK_CHOICE_ILLEGAL' });
        expect(growRole(undefined, {})).toEqual({});
      }),
    );
  });
});
