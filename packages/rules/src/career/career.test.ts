import { describe, expect, it } from 'vitest';
import { advancementConflicts, costFormula, ipCost, raiseRoleRank, raiseSkill } from './advance.ts';
import { HOUSING, IP_COST_TABLE, LIFESTYLES } from './data/career.ts';
import { award, openCareer } from './ledger.ts';
import { chooseLiving, monthlyCost, monthPasses } from './month.ts';
import { type CareerResult, type CareerState, emptyCareer, isCareerRefusal, multipliersOf } from './state.ts';
import { undoSpend } from './undo.ts';

const RULES = multipliersOf(null);
const withIp = (ip: number, eb = 0): CareerState => ({ ...emptyCareer(), ip, eb });
function applied(result: CareerResult) {
  if (isCareerRefusal(result)) throw new Error(result.message);
  return result;
}
const handgun = { name: 'Handgun', buildLevel: 4, doubleCost: false };
const autofire = { name: 'Autofire', buildLevel: 2, doubleCost: true };

describe('the IP cost table', () => {
  it('costs 20 x N for a skill, 40 x N for an x2 skill and 60 x N for the role rank', () => {
    expect(ipCost({ kind: 'skill', doubleCost: false }, 5, RULES)).toBe(100);
    expect(ipCost({ kind: 'skill', doubleCost: true }, 5, RULES)).toBe(200);
    expect(ipCost({ kind: 'roleRank' }, 5, RULES)).toBe(300);
    for (let level = 1; level <= 10; level += 1)
      expect(ipCost({ kind: 'skill', doubleCost: false }, level, RULES)).toBe(20 * level);
  });

  it("takes a campaign's multipliers as a house rule, and shows the formula with them", () => {
    const house = multipliersOf({ skill: 10, roleRank: 30 });
    expect(ipCost({ kind: 'skill', doubleCost: false }, 5, house)).toBe(50);
    expect(ipCost({ kind: 'roleRank' }, 5, house)).toBe(150);
    expect(costFormula(house)).toEqual({
      skill: '10 x the new level',
      doubleSkill: '20 x the new level (x2 skill)',
      roleRank: '30 x the new rank',
    });
    expect(IP_COST_TABLE.multipliers).toEqual({ skill: 20, roleRank: 60 });
  });
});

describe('raising a skill or the role rank', () => {
  it('buys one level at the cost of the level reached, and records it over the build', () => {
    const result = applied(raiseSkill(withIp(250), handgun, RULES));
    expect(result.state.ip).toBe(150);
    expect(result.state.skills.Handgun).toEqual({ from: 4, bought: 1, paid: 100 });
    expect(result.entries).toEqual([{ ledger: 'ip', amount: -100, reason: 'Handgun to 5' }]);
    const again = applied(raiseSkill(result.state, handgun, RULES));
    expect(again.state.skills.Handgun).toEqual({ from: 4, bought: 2, paid: 220 });
    expect(again.state.ip).toBe(30);
  });

  it('doubles an x2 skill and refuses IP the character lacks', () => {
    expect(applied(raiseSkill(withIp(120), autofire, RULES)).state.ip).toBe(0);
    const short = raiseSkill(withIp(119), autofire, RULES);
    expect(short).toMatchObject({ refused: 'NOT_ENOUGH_IP' });
  });

  it('never goes past 10', () => {
    const top = raiseSkill(withIp(1000), { ...handgun, buildLevel: 10 }, RULES);
    expect(top).toMatchObject({ refused: 'AT_MAX_LEVEL' });
    expect(raiseRoleRank(withIp(1000), { role: 'fixer', rank: 10 }, RULES)).toMatchObject({
      refused: 'AT_MAX_LEVEL',
    });
  });

  it('raises the role rank at 60 x N, and not without a role ability', () => {
    const result = applied(raiseRoleRank(withIp(300), { role: 'fixer', rank: 4 }, RULES));
    expect(result.state.ip).toBe(0);
    expect(result.state.roleRank).toEqual({ from: 4, bought: 1, paid: 300 });
    expect(raiseRoleRank(withIp(300), null, RULES)).toMatchObject({ refused: 'NO_ROLE_ABILITY' });
  });

  it('keeps an edit of the build from taking a skill below its advanced level', () => {
    const state = applied(raiseSkill(withIp(100), handgun, RULES)).state;
    const skills = (level: number) => ({ skills: new Map([['Handgun', level]]), roleRank: null });
    expect(advancementConflicts(state, skills(4))).toEqual([]);
    expect(advancementConflicts(state, skills(3))).toHaveLength(1);
    expect(advancementConflicts(state, skills(10))).toHaveLength(1);
  });
});

describe('awards', () => {
  it('adds to a ledger and takes back no more than there is', () => {
    const state = applied(award(withIp(0), { ledger: 'ip', amount: 100, reason: 'The job' })).state;
    expect(state.ip).toBe(100);
    expect(award(state, { ledger: 'ip', amount: -101, reason: 'x' })).toMatchObject({
      refused: 'NOT_ENOUGH_IP',
    });
    expect(award(state, { ledger: 'eb', amount: -1, reason: 'x' })).toMatchObject({
      refused: 'NOT_ENOUGH_MONEY',
    });
  });

  it('keeps Reputation between 0 and 10', () => {
    expect(
      applied(award(withIp(0), { ledger: 'reputation', amount: 10, reason: 'x' })).state.reputation,
    ).toBe(10);
    const over = award(withIp(0), { ledger: 'reputation', amount: 11, reason: 'x' });
    expect(over).toMatchObject({ refused: 'REPUTATION_OUT_OF_RANGE' });
  });

  it('opens the career with the cash creation left', () => {
    expect(applied(openCareer(emptyCareer(), 320)).state.eb).toBe(320);
    expect(applied(openCareer(emptyCareer(), -5)).state.eb).toBe(0);
  });
});

describe('Lifestyle, Housing and a month', () => {
  it('lists the monthly costs', () => {
    expect(LIFESTYLES.map((entry) => entry.monthlyEb)).toEqual([100, 300, 600, 1500]);
    expect(HOUSING.slice(0, 6).map((entry) => entry.monthlyEb)).toEqual([500, 1000, 1500, 2500, 7500, 15000]);
  });

  it('charges food and rent, and refuses short money unless confirmed', () => {
    const state = applied(
      chooseLiving(withIp(0, 1000), { lifestyle: 'generic-prepak', housing: 'cube-hotel' }),
    ).state;
    expect(monthlyCost(state)).toBe(800);
    const month = applied(monthPasses(state, false));
    expect(month.state.eb).toBe(200);
    expect(month.entries.map((entry) => entry.amount)).toEqual([-300, -500]);
    expect(monthPasses(month.state, false)).toMatchObject({ refused: 'NOT_ENOUGH_MONEY' });
    expect(applied(monthPasses(month.state, true)).state.eb).toBe(-600);
  });

  it('writes eurobucks as the shop does, with thousands grouped', () => {
    const rich = applied(
      chooseLiving(withIp(0, 12_000), { lifestyle: 'generic-prepak', housing: 'cube-hotel' }),
    ).state;
    expect(applied(monthPasses(rich, false)).explanation).toBe(
      'A month passes: 800eb for Generic Prepak and Cube Hotel, 11,200eb left.',
    );
    expect(applied(award(rich, { ledger: 'eb', amount: 2000, reason: 'The job' })).explanation).toBe(
      '2,000eb awarded: The job.',
    );
    expect(applied(award(rich, { ledger: 'ip', amount: 100, reason: 'The job' })).explanation).toBe(
      '100 IP awarded: The job.',
    );
  });
});

describe('undo of the last spend', () => {
  it('puts back the career before the spend while nothing came after it', () => {
    const before = withIp(200);
    const spend = applied(raiseSkill(before, handgun, RULES));
    const step = { kind: 'raiseSkill', before, after: spend.state, entries: spend.entries };
    const undone = applied(undoSpend(spend.state, step));
    expect(undone.state).toEqual(before);
    expect(undone.entries).toEqual([{ ledger: 'ip', amount: 100, reason: 'Undone: Handgun to 5' }]);
    expect(undoSpend({ ...spend.state, eb: 5 }, step)).toMatchObject({ refused: 'UNDO_CONFLICT' });
    expect(undoSpend(spend.state, { ...step, kind: 'award' })).toMatchObject({ refused: 'NOTHING_TO_UNDO' });
    expect(undoSpend(spend.state, null)).toMatchObject({ refused: 'NOTHING_TO_UNDO' });
  });
});
