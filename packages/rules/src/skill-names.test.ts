import { describe, expect, it } from 'vitest';
import { SPECIALTY_SKILL_BASES, SPECIALTY_SUGGESTIONS } from './data/skill-specialties.ts';
import { CORE_SKILLS, KEY_SKILL_LABELS, SKILL_CATALOGUE } from './data/skills.ts';
import {
  PLAIN_SKILL_NAMES,
  readSkillName,
  SPECIALTY_NAME_MAX,
  skillKey,
  skillRankCost,
  specialtySkillName,
  suggestedSpecialtySkillName,
} from './skill-names.ts';

describe('CORE_SKILLS', () => {
  it('holds the 66 skills of the game and none of the spec key-skill labels', () => {
    expect(Object.keys(CORE_SKILLS)).toHaveLength(66);
    for (const label of Object.keys(KEY_SKILL_LABELS)) expect(CORE_SKILLS).not.toHaveProperty(label);
    expect(Object.keys(SKILL_CATALOGUE)).toHaveLength(66 + Object.keys(KEY_SKILL_LABELS).length);
  });

  it('marks exactly the seven x2 skills', () => {
    const doubled = Object.entries(CORE_SKILLS)
      .filter(([, info]) => info.isDoubleCost)
      .map(([name]) => name);
    expect(doubled.sort()).toEqual([
      'Autofire',
      'Demolitions',
      'Electronics/Security Tech',
      'Heavy Weapons',
      'Martial Arts',
      'Paramedic',
      'Pilot Air Vehicle',
    ]);
  });

  it('offers the 61 skills taken as they are, and the five specialty skills only by name', () => {
    expect(PLAIN_SKILL_NAMES).toHaveLength(61);
    for (const base of SPECIALTY_SKILL_BASES) expect(PLAIN_SKILL_NAMES).not.toContain(base);
    expect(PLAIN_SKILL_NAMES).toContain('Handgun');
  });
});

describe('readSkillName', () => {
  it.each([
    ['Handgun', 'skill'],
    ['Athletics', 'skill'],
    ['Language (Streetslang)', 'instance'],
    ['Local Expert (Your Home)', 'instance'],
    ['Language (Japanese)', 'instance'],
    ['Local Expert (Watson)', 'instance'],
    ['Martial Arts (Karate)', 'instance'],
    ['Play Instrument (Guitar)', 'instance'],
    ['Science (Chemistry)', 'instance'],
    ['Science', 'needsSpecialty'],
    ['Language', 'needsSpecialty'],
    ['Martial Arts', 'needsSpecialty'],
    ['Hacking the Gibson', 'unknown'],
    ['Handgun (Glock)', 'unknown'],
    ['handgun', 'unknown'],
    ['Interface', 'unknown'],
    ['Language ( Japanese)', 'unknown'],
    ['Language (Japanese', 'unknown'],
    [`Science (${'x'.repeat(SPECIALTY_NAME_MAX + 1)})`, 'unknown'],
    ['', 'unknown'],
  ] as const)('reads %j as %s', (name, kind) => {
    expect(readSkillName(name).kind).toBe(kind);
  });

  it('gives an instance its skill and the specialty, and the skill its STAT and cost', () => {
    const read = readSkillName('Martial Arts (Judo)');
    expect(read).toMatchObject({ kind: 'instance', base: 'Martial Arts', specialty: 'Judo' });
    expect(read.kind === 'instance' && read.info).toMatchObject({ stat: 'DEX', isDoubleCost: true });
    const language = readSkillName('Language (Japanese)');
    expect(language.kind === 'instance' && language.info.stat).toBe('INT');
  });
});

describe('skill names and costs', () => {
  it('writes instances as the screens and the check read them', () => {
    expect(specialtySkillName('Language', ' Japanese ')).toBe('Language (Japanese)');
    for (const base of SPECIALTY_SKILL_BASES) {
      expect(SPECIALTY_SUGGESTIONS[base].length).toBeGreaterThan(4);
      for (const specialty of SPECIALTY_SUGGESTIONS[base]) {
        expect(readSkillName(specialtySkillName(base, specialty)).kind).toBe('instance');
      }
    }
  });

  it('costs ranks once, twice for x2 skills and their instances', () => {
    expect(skillRankCost('Handgun', 4)).toBe(4);
    expect(skillRankCost('Autofire', 4)).toBe(8);
    expect(skillRankCost('Martial Arts (Karate)', 3)).toBe(6);
    expect(skillRankCost('Language (Japanese)', 5)).toBe(5);
    expect(skillRankCost('Hacking the Gibson', 6)).toBe(6);
  });

  it('names an unnamed package skill with the first suggestion the character does not hold', () => {
    expect(suggestedSpecialtySkillName('Play Instrument')).toBe('Play Instrument (Guitar)');
    expect(suggestedSpecialtySkillName('Science', ['science (biology)'])).toBe('Science (Chemistry)');
    const all = SPECIALTY_SUGGESTIONS.Science.map((specialty) => specialtySkillName('Science', specialty));
    expect(suggestedSpecialtySkillName('Science', all)).toBe('Science (Biology)');
  });

  it('compares names ignoring case and outer spaces', () => {
    expect(skillKey(' Language (Japanese) ')).toBe(skillKey('language (japanese)'));
  });
});
