import { describe, expect, it } from 'vitest';
import { CORE_SKILLS } from './data/skills.ts';
import type { Attributes } from './ids.ts';
import { SKILL_GROUPS, skillGroups } from './skill-groups.ts';

const ATTRIBUTES: Attributes = {
  INT: 5,
  REF: 8,
  DEX: 7,
  TECH: 4,
  COOL: 6,
  WILL: 5,
  LUCK: 6,
  MOVE: 6,
  BODY: 7,
  EMP: 6,
};

const namesOf = (groups: ReturnType<typeof skillGroups>) =>
  groups.flatMap((group) => group.skills.map((skill) => skill.name));

describe('SKILL_GROUPS', () => {
  it('puts each of the 66 skills of the game in exactly one of the nine groups', () => {
    const listed = SKILL_GROUPS.flatMap((group) => group.skills);
    expect(SKILL_GROUPS).toHaveLength(9);
    expect([...listed].sort()).toEqual(Object.keys(CORE_SKILLS).sort());
  });
});

describe('skillGroups', () => {
  it('gives every skill its STAT and base, untrained skills at rank 0', () => {
    const groups = skillGroups(ATTRIBUTES, 6, [{ name: 'Handgun', ranks: 6 }]);
    const ranged = groups.find((group) => group.title === 'Ranged Weapon');
    expect(ranged?.skills.find((skill) => skill.name === 'Handgun')).toEqual({
      name: 'Handgun',
      stat: 'REF',
      rank: 6,
      base: 14,
    });
    expect(ranged?.skills.find((skill) => skill.name === 'Archery')).toEqual({
      name: 'Archery',
      stat: 'REF',
      rank: 0,
      base: 8,
    });
    expect(namesOf(groups)).toHaveLength(66);
  });

  it('rolls EMP skills on the EMP the rules give now, not the EMP bought', () => {
    const groups = skillGroups(ATTRIBUTES, 4, [{ name: 'Human Perception', ranks: 2 }]);
    const social = groups.find((group) => group.title === 'Social');
    expect(social?.skills.find((skill) => skill.name === 'Human Perception')?.base).toBe(6);
  });

  it('lists named instances after their base, in their base group, and unknown skills under Other', () => {
    const groups = skillGroups(ATTRIBUTES, 6, [
      { name: 'Language (Streetslang)', ranks: 2 },
      { name: 'Language (Japanese)', ranks: 4 },
      { name: 'Martial Arts (Karate)', ranks: 3 },
      { name: 'Hacking the Gibson', ranks: 1 },
    ]);
    const education = namesOf(groups.filter((group) => group.title === 'Education'));
    const streetslang = education.indexOf('Language (Streetslang)');
    expect(education[streetslang + 1]).toBe('Language (Japanese)');
    const fighting = groups.find((group) => group.title === 'Fighting');
    expect(fighting?.skills.find((skill) => skill.name === 'Martial Arts (Karate)')).toEqual({
      name: 'Martial Arts (Karate)',
      stat: 'DEX',
      rank: 3,
      base: 10,
    });
    expect(groups.at(-1)).toEqual({
      title: 'Other',
      skills: [{ name: 'Hacking the Gibson', stat: null, rank: 1, base: null }],
    });
  });

  it("has no Other group when every skill is the game's", () => {
    const groups = skillGroups(ATTRIBUTES, 6, [{ name: 'Science (Chemistry)', ranks: 2 }]);
    expect(groups.map((group) => group.title)).not.toContain('Other');
  });
});
