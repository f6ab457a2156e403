import { fullCharacterSchema } from '@edgeforge/contracts/api';
import { describe, expect, it } from 'vitest';
import { buildCharacterExport, exportFileName } from './export-character.ts';
import { buildFullCharacter } from './test-character.ts';

describe('buildCharacterExport', () => {
  it('wraps the whole character in the documented envelope', () => {
    const character = buildFullCharacter();
    const exported = buildCharacterExport(character, new Date('2026-01-02T03:04:05.000Z'));
    expect(exported).toEqual({
      format: 'edgeforge.character',
      version: 1,
      exportedAt: '2026-01-02T03:04:05.000Z',
      character,
    });
    // What a reader gets back through JSON is still a valid saved character.
    expect(fullCharacterSchema.parse(JSON.parse(JSON.stringify(exported)).character)).toEqual(character);
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
