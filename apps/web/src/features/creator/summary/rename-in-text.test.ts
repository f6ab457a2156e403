import { describe, expect, it } from 'vitest';
import { replaceName } from './rename-in-text.ts';

const KIRA = { firstName: 'Kira', lastName: 'Sato' };
const JUN = { firstName: 'Jun', lastName: 'Park' };

describe('replaceName', () => {
  it('replaces the whole name and the first name standing alone, and counts the places', () => {
    const bio = 'Kira Sato grew up in Watson. Kira learned the NET early.\n\nNow Kira Sato opens doors.';
    expect(replaceName(bio, KIRA, JUN)).toEqual({
      text: 'Jun Park grew up in Watson. Jun learned the NET early.\n\nNow Jun Park opens doors.',
      count: 3,
    });
  });

  it("keeps punctuation and the possessive around a name: Kira's, (Kira), Kira.", () => {
    expect(replaceName("Kira's deck (Kira) and Kira.", KIRA, JUN).text).toBe("Jun's deck (Jun) and Jun.");
  });

  it('leaves a name inside a longer word, another case and a last name alone untouched', () => {
    const text = 'Kiran met KIRA and the Sato family; kira laughed.';
    expect(replaceName(text, KIRA, JUN)).toEqual({ text, count: 0 });
  });

  it('matches the whole name across a line break or several spaces', () => {
    expect(replaceName('Kira\nSato and Kira   Sato', KIRA, JUN).text).toBe('Jun Park and Jun Park');
  });

  it('never replaces a new name that contains the old one a second time', () => {
    const kiran = { firstName: 'Kiran', lastName: 'Sato-Reyes' };
    expect(replaceName('Kira Sato, then Kira.', KIRA, kiran)).toEqual({
      text: 'Kiran Sato-Reyes, then Kiran.',
      count: 2,
    });
  });

  it('changes only the whole name when the first name stays, and reads names as text, not patterns', () => {
    expect(replaceName('Kira Sato; Kira', KIRA, { firstName: 'Kira', lastName: 'Mori' })).toEqual({
      text: 'Kira Mori; Kira',
      count: 1,
    });
    const dotted = { firstName: 'J.R.', lastName: 'Vex' };
    expect(replaceName('J.R. Vex and JXR. J.R. again', dotted, JUN).text).toBe('Jun Park and JXR. Jun again');
  });

  it('keeps an accented or non-Latin name whole', () => {
    const zoe = { firstName: 'Zoé', lastName: 'Lévesque' };
    expect(replaceName('Zoé Lévesque, Zoé, Zoéline', zoe, JUN).text).toBe('Jun Park, Jun, Zoéline');
  });
});
