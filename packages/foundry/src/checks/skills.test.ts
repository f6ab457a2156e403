import { describe, expect, it } from 'vitest';
import { netrunner } from '../../test/support/actors.ts';
import { found, itemIndex, setAt, toJson } from '../../test/support/json.ts';
import type { FoundrySkillItem } from '../model.ts';
import { validateFoundryActor } from '../validate.ts';

/** A skill item outside the 63, with the profile of a specific skill unless told. */
function extraSkill(
  _id: string,
  name: string,
  system: Partial<FoundrySkillItem['system']> = {},
): FoundrySkillItem {
  return {
    _id,
    name,
    type: 'skill',
    system: {
      level: 4,
      stat: 'int',
      category: 'educationSkills',
      difficulty: 'typical',
      skillType: 'language',
      core: false,
      basic: false,
      ...system,
    },
  };
}

describe('skills', () => {
  it('passes specific skills next to the 63 core ones', () => {
    const actor = toJson(netrunner());
    actor.items.push(extraSkill('SkLanguageEngl01', 'Language (English)'));
    actor.items.push(
      extraSkill('SkMartialKarate1', 'Martial Arts (Karate)', {
        stat: 'dex',
        category: 'fightingSkills',
        difficulty: 'difficult',
        skillType: 'martialArt',
      }),
    );
    expect(validateFoundryActor(actor)).toEqual([]);
  });

  it('refuses the generic names the system retired in 0.89', () => {
    const actor = toJson(netrunner());
    actor.items.push(
      extraSkill('SkMartialArts001', 'Martial Arts', { stat: 'dex', category: 'fightingSkills' }),
    );
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([`generic-skill items[${actor.items.length - 1}].name`]);
    expect(issues[0]?.message).toContain('"Martial Arts (…)"');
  });

  it('refuses a skill whose STAT, section or cost is not the one the system gives it', () => {
    const actor = toJson(netrunner());
    actor.items.push(
      extraSkill('SkScienceBiolog1', 'Science (Biology)', { stat: 'tech', skillType: 'science' }),
    );
    const handgun = itemIndex(actor, 'Handgun');
    setAt(actor, ['items', handgun, 'system', 'difficulty'], 'difficult');
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([
      `skill-mismatch items[${handgun}].system`,
      `skill-mismatch items[${actor.items.length - 1}].system`,
    ]);
    expect(issues[0]?.message).toContain('difficulty is "difficult", not "typical"');
    expect(issues[1]?.message).toContain('stat is "tech", not "int"');
  });

  it('refuses two skills of one name', () => {
    const actor = toJson(netrunner());
    actor.items.push({ ...actor.items[itemIndex(actor, 'Handgun')], _id: 'SkHandgunAgain01' });
    expect(found(validateFoundryActor(actor))).toEqual([
      `duplicate-skill items[${actor.items.length - 1}].name`,
    ]);
  });
});
