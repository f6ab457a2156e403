import { MESSAGES } from '@edgeforge/contracts/messages';
import { describe, expect, it } from 'vitest';
import { bioParagraphs, bioPreview, characterName, hasBio } from './bio.ts';

describe('bioPreview', () => {
  it('shows the short bio first', () => {
    expect(bioPreview({ short_bio: 'A driver.', bio: 'Long story.\nMore.' })).toBe('A driver.');
  });
  it('falls back to the first line of the bio', () => {
    expect(bioPreview({ short_bio: null, bio: '\n  First line here.  \nSecond line.' })).toBe(
      'First line here.',
    );
    expect(bioPreview({ short_bio: '   ', bio: 'Only line' })).toBe('Only line');
  });
  it("says 'No bio available' when there is neither", () => {
    expect(bioPreview({ short_bio: null, bio: null })).toBe(MESSAGES.noBio);
    expect(bioPreview({ short_bio: '', bio: ' \n ' })).toBe(MESSAGES.noBio);
  });
});

describe('hasBio', () => {
  it('is true only for a bio with text', () => {
    expect(hasBio({ bio: 'Text' })).toBe(true);
    expect(hasBio({ bio: '  ' })).toBe(false);
    expect(hasBio({ bio: null })).toBe(false);
  });
});

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
