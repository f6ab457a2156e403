import { describe, expect, it } from 'vitest';
import { skillPointsSpent } from './check/budgets.ts';
import { ATTRIBUTE_KEYS, ROLE_IDS } from './ids.ts';
import { ROLES } from './roles.ts';
import {
  BASIC_SKILLS,
  RANK_DOT_STEPS,
  ROLE_SKILLS,
  skillDescription,
  skillsForRole,
  sortSkillsByRanks,
} from './skills.ts';

const BASIC_NAMES = [
  'Athletics',
  'Brawling',
  'Concentration',
  'Conversation',
  'Education',
  'Evasion',
  'First Aid',
  'Human Perception',
  'Language (Streetslang)',
  'Local Expert (Your Home)',
  'Perception',
  'Persuasion',
  'Stealth',
];

describe('BASIC_SKILLS', () => {
  it('are the 13 basic skills at rank 2', () => {
    expect(BASIC_SKILLS.map((s) => s.name)).toEqual(BASIC_NAMES);
    for (const skill of BASIC_SKILLS) expect(skill.ranks).toBe(2);
  });
});

describe('ROLE_SKILLS', () => {
  it.each(ROLE_IDS)('%s has a 20-skill package with ranks 2 to 6, the basic skills first', (roleId) => {
    const skills = ROLE_SKILLS[roleId];
    expect(skills).toHaveLength(20);
    expect(skills.slice(0, 13).map((s) => s.name)).toEqual(BASIC_NAMES);
    expect(new Set(skills.map((s) => s.name)).size).toBe(20);
    for (const skill of skills) {
      expect(skill.ranks).toBeGreaterThanOrEqual(2);
      expect(skill.ranks).toBeLessThanOrEqual(6);
      expect(ATTRIBUTE_KEYS).toContain(skill.stat);
      expect(skill.description.length).toBeGreaterThan(15);
      expect(skill.isDoubleCost).toBe(
        ['Autofire', 'Electronics/Security Tech', 'Paramedic'].includes(skill.name),
      );
    }
  });

  it('gives exec Evasion 5, as the spec says', () => {
    expect(ROLE_SKILLS.exec.find((s) => s.name === 'Evasion')?.ranks).toBe(5);
  });

  it.each(ROLE_IDS)('%s package costs 86 points (85 for exec after the spec lowers Evasion)', (roleId) => {
    expect(skillPointsSpent(ROLE_SKILLS[roleId])).toBe(roleId === 'exec' ? 85 : 86);
  });

  it.each([
    ['rockerboy', 'Wardrobe & Style', 4],
    ['rockerboy', 'Play Instrument', 6],
    ['medtech', 'Cybertech', 4],
    ['fixer', 'Language (Streetslang)', 4],
    ['fixer', 'Pick Lock', 4],
    ['nomad', 'Perception', 4],
    ['media', 'Photography/Film', 4],
    ['solo', 'Autofire', 6],
  ] as const)('%s has %s at rank %i', (roleId, name, ranks) => {
    expect(ROLE_SKILLS[roleId].find((s) => s.name === name)?.ranks).toBe(ranks);
  });

  it.each([
    ['Handgun', 'REF'],
    ['Melee Weapon', 'DEX'],
    ['Play Instrument', 'TECH'],
    ['Wardrobe & Style', 'COOL'],
    ['Resist Torture/Drugs', 'WILL'],
    ['Human Perception', 'EMP'],
    ['Tracking', 'INT'],
  ] as const)('links %s to %s', (name, stat) => {
    const skill = ROLE_IDS.flatMap((id) => ROLE_SKILLS[id]).find((s) => s.name === name);
    expect(skill?.stat).toBe(stat);
  });
});

describe('skillDescription', () => {
  it('describes every key skill the roles list', () => {
    for (const role of ROLES) {
      for (const name of role.keySkills) expect(skillDescription(name)).not.toBe('No description available');
    }
  });

  it('matches ignoring case and a parenthesised detail', () => {
    expect(skillDescription('Language (Japanese)')).toBe(skillDescription('Language (Streetslang)'));
    expect(skillDescription('handgun')).toBe(skillDescription('Handgun'));
  });

  it("answers 'No description available' for an unknown skill", () => {
    expect(skillDescription('Underwater Basket Weaving')).toBe('No description available');
  });
});

describe('sortSkillsByRanks', () => {
  it('sorts by ranks descending, then by name, without touching the input', () => {
    const input = [
      { name: 'Stealth', ranks: 2 },
      { name: 'Handgun', ranks: 6 },
      { name: 'Athletics', ranks: 2 },
      { name: 'Brawling', ranks: 6 },
      { name: 'Tactics', ranks: 4 },
    ];
    expect(sortSkillsByRanks(input).map((s) => s.name)).toEqual([
      'Brawling',
      'Handgun',
      'Tactics',
      'Athletics',
      'Stealth',
    ]);
    expect(input[0]?.name).toBe('Stealth');
  });
});

describe('skillsForRole', () => {
  it('gives the name and ranks of each skill of the package', () => {
    const skills = skillsForRole('solo');
    expect(skills).toHaveLength(20);
    expect(skills).toContainEqual({ name: 'Shoulder Arms', ranks: 6 });
    expect(Object.keys(skills[0]!)).toEqual(['name', 'ranks']);
  });

  it('uses six colour steps for rank dots', () => {
    expect(RANK_DOT_STEPS).toBe(6);
  });
});
