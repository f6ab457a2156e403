import { describe, expect, it } from 'vitest';
import { createRng } from '../dice.ts';
import { rollCharacter } from '../roll-character.ts';
import { rollAnySkills } from '../roll-skills.ts';
import { rollPointStats } from '../roll-stats.ts';
import { statPointBudget, statPointsSpent } from './budgets.ts';
import { CHARACTER_RULES, checkCharacter } from './check-character.ts';
import { campaignVariant, isCompleteStatPoints, methodRulesFor } from './variant.ts';

const statRules = CHARACTER_RULES.filter((rule) => rule.id.startsWith('stat'));

function completeBuild(statPoints: number, campaignStatPoints: number | null) {
  const rng = createRng(5);
  return {
    characterType: 'complete' as const,
    selectedRole: 'solo' as const,
    attributes: rollPointStats(rng, { statPoints, statMin: 2, statMax: 8 }),
    templateRow: null,
    skills: rollAnySkills(rng, 'English'),
    culturalRegion: null,
    nativeLanguage: 'English',
    campaignStatPoints,
  };
}

describe("a campaign's Complete Package STAT points", () => {
  it("holds the check to the campaign's points and names them", () => {
    expect(checkCharacter(completeBuild(70, 70), statRules)).toEqual([]);
    const [finding] = checkCharacter(completeBuild(62, 70), statRules);
    expect(finding).toMatchObject({ code: 'STAT_POINTS_UNSPENT' });
    expect(finding!.message).toBe(
      "Complete Package, 70 points, by this campaign's rules: 62 of 70 STAT points spent, 8 left",
    );
    expect(statPointBudget(completeBuild(62, 50))).toEqual({ spent: 62, allowed: 50, left: -12 });
  });

  it("leaves the book's 62 without a variant and the rolled methods alone", () => {
    expect(campaignVariant(62)).toBeNull();
    expect(campaignVariant(null)).toBeNull();
    expect(methodRulesFor('complete', { campaignStatPoints: 62 }).name).toBe('Complete Package');
    expect(methodRulesFor('edgerunner', { campaignStatPoints: 80 }).statPoints).toBeNull();
    expect(checkCharacter(completeBuild(62, null), statRules)).toEqual([]);
  });

  it('are one of 50, 62, 70, 75 and 80', () => {
    expect([50, 62, 70, 75, 80].every(isCompleteStatPoints)).toBe(true);
    expect([0, 60, 81, '70', null].some(isCompleteStatPoints)).toBe(false);
  });
});

describe("'Roll everything' for a campaign", () => {
  it("spreads the campaign's STAT points and passes the check", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rolled = rollCharacter(createRng(seed), { method: 'complete', campaignStatPoints: 75 });
      expect(statPointsSpent(rolled)).toBe(75);
      expect(rolled.campaignStatPoints).toBe(75);
      expect(checkCharacter(rolled)).toEqual([]);
    }
  });
});
