import { fullCharacterSchema } from '@edgeforge/contracts/api';
import { describe, expect, it } from 'vitest';
import { buildFullCharacter } from '../../../test/support/characters.ts';
import { buildCharacterExport, exportFileName } from './export-character.ts';

describe('buildCharacterExport', () => {
  it('wraps the whole character in the documented envelope', () => {
    const character = buildFullCharacter();
    const exported = buildCharacterExport(character, new Date('2026-01-02T03:04:05.000Z'));
    expect(exported).toEqual({
      format: 'edgeforge.character',
      version: 2,
      exportedAt: '2026-01-02T03:04:05.000Z',
      character,
    });
    // What a reader gets back through JSON is still a valid saved character.
    expect(fullCharacterSchema.parse(JSON.parse(JSON.stringify(exported)).character)).toEqual(character);
  });
});

describe('an export of version 1', () => {
  it('still reads as a saved character: the rules fields null (legal-unknown), familyCrisis kept', () => {
    const { character_stats: stats, character_inventory: inventory, ...rest } = buildFullCharacter();
    const v1 = {
      ...rest,
      character_stats: {
        attributes: stats.attributes,
        derived_stats: { ...stats.derived_stats, humanity: stats.attributes.EMP * 10 },
        skills: stats.skills,
        role_ability_rank: stats.role_ability_rank,
      },
      character_inventory: {
        gear: inventory.gear,
        cyberware: inventory.cyberware,
        fashion_items: inventory.fashion_items,
        money: inventory.money,
      },
      character_background: {
        ...rest.character_background,
        personal_history: { ...rest.character_background.personal_history, familyCrisis: null },
      },
    };
    const read = fullCharacterSchema.parse(JSON.parse(JSON.stringify(v1)));
    expect(read.character_stats).toMatchObject({ humanity: null, deviations: null, house_rules: null });
    expect(read.character_inventory).toMatchObject({ installed_cyberware: null, items: null, money: 500 });
    expect(read.character_background.personal_history).toHaveProperty('familyCrisis', null);
  });
});

describe('exportFileName', () => {
  it('is a lower-case slug of the name plus the id prefix', () => {
    expect(
      exportFileName({ id: '1a2b3c4d-0000-4000-8000-000000000000', name_first: 'Mara', name_last: "O'Voss" }),
    ).toBe('mara-o-voss-1a2b3c4d.edgeforge.json');
  });
  it('never yields path separators or an empty slug', () => {
    const name = exportFileName({ id: 'ffffffff-0000', name_first: '../..', name_last: '/' });
    expect(name).toBe('character-ffffffff.edgeforge.json');
  });
});
