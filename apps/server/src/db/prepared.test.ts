import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { insertParams, insertPlaceholders, perDatabase } from './prepared.ts';
import { characterBackground } from './schema/characters.ts';

const background = {
  characterId: '00000000-0000-4000-8000-000000000000',
  personalHistory: { age: '20' },
  connections: { friends: [] },
  motivations: null,
  lifeEvents: [],
};

describe('queries prepared once per database', () => {
  it('builds once for each database and keeps the result', () => {
    let builds = 0;
    const query = perDatabase(() => ({ build: ++builds }));
    const one = {} as Database;
    const other = {} as Database;
    expect(query(one)).toBe(query(one));
    expect(query(other)).not.toBe(query(one));
    expect(builds).toBe(2);
  });

  it('names a placeholder for each inserted column, the left-out ones left to their defaults', () => {
    expect(Object.keys(insertPlaceholders(characterBackground, 'b_', ['lifeEvents']))).toEqual([
      'characterId',
      'personalHistory',
      'connections',
      'motivations',
    ]);
  });

  it('encodes each value as its column does and keeps a null a SQL NULL, not the JSON null', () => {
    expect(insertParams(characterBackground, 'b_', background)).toEqual({
      b_characterId: background.characterId,
      b_personalHistory: '{"age":"20"}',
      b_connections: '{"friends":[]}',
      b_motivations: null,
      b_lifeEvents: '[]',
    });
  });

  it('refuses a row that leaves out an inserted column or names one that is not inserted', () => {
    const { lifeEvents: _, ...withoutLifeEvents } = background;
    expect(() => insertParams(characterBackground, 'b_', withoutLifeEvents)).toThrow(
      'lifeEvents has no value',
    );
    expect(() => insertParams(characterBackground, 'b_', { ...background, extra: 1 })).toThrow(
      'extra is not an inserted column',
    );
    expect(() => insertParams(characterBackground, 'b_', background, ['lifeEvents'])).toThrow(
      'lifeEvents is not an inserted column',
    );
  });
});
