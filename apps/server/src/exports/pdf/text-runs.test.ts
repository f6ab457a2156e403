import { describe, expect, it } from 'vitest';
import { textRuns } from './text-runs.ts';

describe('textRuns', () => {
  it('keeps Latin text in the style font as one run, accents it lacks simplified', () => {
    expect(textRuns('Zoë Łukasz-Ramos', 'display')).toEqual([{ font: 'display', text: 'Zoë Lukasz-Ramos' }]);
  });

  it('sets a Japanese name in the Japanese font, its space and punctuation with it', () => {
    expect(textRuns('Name: 山田 花子。', 'body')).toEqual([
      { font: 'body', text: 'Name: ' },
      { font: 'japanese', text: '山田 花子。' },
    ]);
  });

  it('sets Hangul in the Korean font and simplified Han the Japanese font lacks in the Chinese one', () => {
    expect(textRuns('김민준。', 'body')).toEqual([{ font: 'korean', text: '김민준。' }]);
    expect(textRuns('山们', 'body')).toEqual([
      { font: 'japanese', text: '山' },
      { font: 'chinese', text: '们' },
    ]);
  });

  it('keeps an Arabic phrase one run across its spaces, so it is laid out right to left whole', () => {
    expect(textRuns('ليلى الأحمد (Leila)', 'body')).toEqual([
      { font: 'arabic', text: 'ليلى الأحمد' },
      { font: 'body', text: ' (Leila)' },
    ]);
  });

  it('keeps joiners, skin tones and variation selectors inside an emoji, and drops them elsewhere', () => {
    expect(textRuns('Ramos🔥 👩\u200d💻👍🏽 a\u200db\ufe0f', 'strong')).toEqual([
      { font: 'strong', text: 'Ramos' },
      { font: 'emoji', text: '🔥 👩\u200d💻👍🏽' },
      { font: 'strong', text: ' ab' },
    ]);
  });

  it('prints a question mark for a script no sheet font draws', () => {
    expect(textRuns('Жора', 'body')).toEqual([{ font: 'body', text: '????' }]);
  });
});
