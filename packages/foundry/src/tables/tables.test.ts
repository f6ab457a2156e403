import { ROLE_DATA } from '@edgeforge/rules/data/roles';
import { BASIC_SKILL_NAMES, SKILL_CATALOGUE } from '@edgeforge/rules/data/skills';
import { ATTRIBUTE_KEYS, ROLE_IDS } from '@edgeforge/rules/ids';
import { SKILL_GROUPS } from '@edgeforge/rules/skill-groups';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { describe, expect, it } from 'vitest';
import { FOUNDRY_STAT_KEYS } from '../choices.ts';
import { FOUNDRY_CLOTHING_STYLES, FOUNDRY_CLOTHING_TYPES } from '../item-choices.ts';
import {
  FOUNDRY_CLOTHING_STYLE_NAMES,
  FOUNDRY_CLOTHING_TYPE_NAMES,
  foundryClothingStyle,
  foundryClothingType,
} from './clothing.ts';
import { FOUNDRY_CORE_SKILLS, FOUNDRY_SPECIFIC_SKILL_KINDS } from './core-skills.ts';
import { FOUNDRY_ROLES } from './roles.ts';
import {
  foundrySkillName,
  foundrySkillProfile,
  ourSkillName,
  parseSpecificSkillName,
} from './skill-names.ts';
import { ATTRIBUTE_BY_FOUNDRY_STAT, FOUNDRY_STAT_BY_ATTRIBUTE } from './stats.ts';

const CORE_NAMES = FOUNDRY_CORE_SKILLS.map((skill) => skill.name);

describe('the core skill table', () => {
  it('lists 63 distinct skills, 13 of them basic: the 13 our rules call basic', () => {
    expect(new Set(CORE_NAMES).size).toBe(63);
    expect(
      FOUNDRY_CORE_SKILLS.filter((skill) => skill.basic)
        .map((skill) => skill.name)
        .sort(),
    ).toEqual([...BASIC_SKILL_NAMES].sort());
  });

  it.each(FOUNDRY_CORE_SKILLS.map((skill) => [skill.name, skill] as const))(
    '%s has the same name, STAT and cost in our catalogue',
    (name, skill) => {
      const ours = SKILL_CATALOGUE[name];
      expect(ours).toBeDefined();
      expect(ours?.stat).toBe(ATTRIBUTE_BY_FOUNDRY_STAT[skill.stat]);
      expect(ours?.isDoubleCost === true).toBe(skill.difficulty === 'difficult');
    },
  );
});

describe("the book's skill groups", () => {
  // Foundry's category keys are the book's group titles, camel-cased: one grouping, two spellings.
  const categoryOf = (title: string) => `${title.replace(/ /g, '').toLowerCase()}Skills`;
  it.each(SKILL_GROUPS.flatMap((group) => group.skills.map((name) => [name, group.title] as const)))(
    '%s sits in the same group in Foundry as in our rules (%s)',
    (name, title) => {
      const kinds: Readonly<Record<string, { category: string }>> = FOUNDRY_SPECIFIC_SKILL_KINDS;
      expect((foundrySkillProfile(name) ?? kinds[name])?.category).toBe(categoryOf(title));
    },
  );
});

describe('skill names between Foundry and Edgeforge', () => {
  it('keeps core and specific names and gives family names their detail', () => {
    expect(foundrySkillName('Handgun')).toBe('Handgun');
    expect(foundrySkillName('Language (Japanese)')).toBe('Language (Japanese)');
    expect(foundrySkillName('Play Instrument', ' Guitar ')).toBe('Play Instrument (Guitar)');
    expect(foundrySkillName('Play Instrument')).toBeNull();
    expect(foundrySkillName('Interface')).toBeNull();
  });

  it('reads Foundry names back into ours', () => {
    expect(ourSkillName('Handgun')).toBe('Handgun');
    expect(ourSkillName('Martial Arts (Karate)')).toBe('Martial Arts');
    expect(ourSkillName('Science (Biology)')).toBe('Science');
    expect(ourSkillName('Language (Japanese)')).toBe('Language (Japanese)');
    expect(ourSkillName('Basket Weaving')).toBeNull();
  });

  it('gives a specific skill its family profile and a core skill its own', () => {
    expect(parseSpecificSkillName('Local Expert (Watson)')).toEqual({
      kind: 'Local Expert',
      detail: 'Watson',
    });
    expect(parseSpecificSkillName('Martial Arts ()')).toBeNull();
    expect(foundrySkillProfile('Martial Arts (Judo)')).toEqual({
      stat: 'dex',
      category: 'fightingSkills',
      difficulty: 'difficult',
      skillType: 'martialArt',
      basic: false,
      core: false,
    });
    expect(foundrySkillProfile('Autofire')?.difficulty).toBe('difficult');
    expect(foundrySkillProfile('Local Expert (Your Home)')).toMatchObject({ basic: true, core: false });
    expect(foundrySkillProfile('Cooking')).toBeUndefined();
  });
});

describe('the other tables', () => {
  it('maps our ten STATs to the ten Foundry keys and back', () => {
    expect(ATTRIBUTE_KEYS.map((key) => FOUNDRY_STAT_BY_ATTRIBUTE[key]).sort()).toEqual(
      [...FOUNDRY_STAT_KEYS].sort(),
    );
    for (const key of ATTRIBUTE_KEYS)
      expect(ATTRIBUTE_BY_FOUNDRY_STAT[FOUNDRY_STAT_BY_ATTRIBUTE[key]]).toBe(key);
  });

  it.each(ROLE_IDS)('names the %s role and its ability as our role data does', (roleId) => {
    const ours = ROLE_DATA.find((role) => role.id === roleId);
    expect(FOUNDRY_ROLES[roleId].name).toBe(ours?.name);
    expect(FOUNDRY_ROLES[roleId].mainRoleAbility).toBe(ours?.roleAbility.name);
  });

  it('names only core skills in role bonuses and sub-ability skills', () => {
    const named = Object.values(FOUNDRY_ROLES).flatMap((role) => [
      ...role.bonuses,
      ...role.abilities.flatMap((ability) => [...ability.bonuses, ability.skill]),
    ]);
    for (const name of named.filter((skill) => skill !== '--' && skill !== 'varying')) {
      expect(CORE_NAMES).toContain(name);
    }
  });

  it("has one clothing style per answer of our lifepath's Clothing Style table", () => {
    const answers = ROLL_TABLES.clothingStyle.entries.map((entry) => entry.value);
    expect(Object.values(FOUNDRY_CLOTHING_STYLE_NAMES).sort()).toEqual([...answers].sort());
    expect(answers.map(foundryClothingStyle).sort()).toEqual([...FOUNDRY_CLOTHING_STYLES].sort());
    expect(foundryClothingStyle('generic chic')).toBe('genericChic');
    expect(foundryClothingStyle('Neon Noir')).toBeNull();
  });

  it('names every clothing piece', () => {
    expect(Object.keys(FOUNDRY_CLOTHING_TYPE_NAMES).sort()).toEqual([...FOUNDRY_CLOTHING_TYPES].sort());
    expect(foundryClothingType('Contact Lenses')).toBe('contactLenses');
    expect(foundryClothingType('Scarf')).toBeNull();
  });
});
