import { describe, expect, it } from 'vitest';
import { legalComplete, legalEdgerunner, legalStreetrat } from '../../test/support/legal-builds.ts';
import { skillPointBudget, skillPointsSpent, statPointBudget, statPointsSpent } from './budgets.ts';

describe('point budgets', () => {
  it('counts the Complete Package STATs against 62 and nothing for the rolled methods', () => {
    expect(statPointBudget(legalComplete())).toEqual({ spent: 62, allowed: 62, left: 0 });
    const over = { ...legalComplete(), attributes: { ...legalComplete().attributes!, INT: 8 } };
    expect(statPointBudget(over)).toEqual({ spent: 64, allowed: 62, left: -2 });
    expect(statPointBudget(legalStreetrat())).toBeNull();
    expect(statPointBudget(legalEdgerunner())).toBeNull();
    expect(statPointsSpent({ attributes: null })).toBe(0);
  });

  it('counts skills against 86 for Edgerunner and Complete Package, nothing for Streetrat', () => {
    expect(skillPointBudget(legalComplete())).toEqual({ spent: 86, allowed: 86, left: 0 });
    expect(skillPointBudget(legalEdgerunner())).toEqual({ spent: 86, allowed: 86, left: 0 });
    expect(skillPointBudget(legalStreetrat())).toBeNull();
    expect(skillPointBudget({ characterType: null, skills: [] })).toBeNull();
  });

  it('doubles x2 skills and gives the native language its first 4 ranks free, once', () => {
    const skills = [
      { name: 'Autofire', ranks: 3 },
      { name: 'Language (Japanese)', ranks: 6 },
      { name: 'Language (japanese)', ranks: 2 },
    ];
    expect(skillPointsSpent(skills)).toBe(6 + 6 + 2);
    expect(skillPointsSpent(skills, 'Japanese')).toBe(6 + 2 + 2);
    expect(skillPointsSpent([{ name: 'Language (Japanese)', ranks: 3 }], 'Japanese')).toBe(0);
  });
});
