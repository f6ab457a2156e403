import { describe, expect, it } from 'vitest';
import { bioParagraphs, characterName } from './bio.ts';

describe('bioParagraphs', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(bioParagraphs('One.\n\nTwo,\nstill two.\r\n\r\n\n  Three.  \n\n')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
    expect(bioParagraphs(null)).toEqual([]);
  });
});

describe('characterName', () => {
  it('joins first and last name', () => {
    expect(characterName({ name_first: 'Mara', name_last: 'Voss' })).toBe('Mara Voss');
  });
});
