import { describe, expect, it } from 'vitest';
import { paragraphsOf, reflowBio, sentencesOf } from './bio-reflow.ts';

/** Every word of a text, in order: a reflow may move line breaks, never a word. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

const para = (n: number, sentences: number) =>
  Array.from({ length: sentences }, (_, i) => `Paragraph ${n} sentence ${i + 1} goes on a while.`).join(' ');

describe('sentencesOf', () => {
  it('ends a sentence at . ! ? or … with its closing quotes, and keeps every character', () => {
    const text = 'She ran. "Why?" he asked! It was late… (Too late.) Then 2.5 hours passed.';
    expect(sentencesOf(text)).toEqual([
      'She ran.',
      '"Why?"',
      'he asked!',
      'It was late…',
      '(Too late.)',
      'Then 2.5 hours passed.',
    ]);
    expect(sentencesOf(text).join(' ')).toBe(text);
  });
});

describe('paragraphsOf', () => {
  it('splits at blank lines and joins the lines of one paragraph', () => {
    expect(paragraphsOf('One\nline.\n\n \nTwo.\r\n\r\nThree.')).toEqual(['One line.', 'Two.', 'Three.']);
  });
});

describe('reflowBio', () => {
  it('leaves a biography with the outline’s count as it is', () => {
    const text = [1, 2, 3, 4, 5].map((n) => para(n, 2)).join('\n\n');
    expect(reflowBio(text, 5)).toBe(text);
  });

  it('splits three paragraphs into five at sentences, longest first, without losing a word', () => {
    const text = [para(1, 4), para(2, 2), para(3, 2)].join('\n\n');
    const out = reflowBio(text, 5)!;
    const paragraphs = out.split('\n\n');
    expect(paragraphs).toHaveLength(5);
    expect(words(out)).toEqual(words(text));
    // The four sentences split two and two, then the first two of them (all now as long) one and one.
    const first = sentencesOf(para(1, 4));
    expect(paragraphs.slice(0, 3)).toEqual([first[0], first[1], `${first[2]} ${first[3]}`]);
    expect(paragraphs.slice(3)).toEqual([para(2, 2), para(3, 2)]);
  });

  it('merges seven paragraphs into five, the shortest neighbours first, without losing a word', () => {
    const text = [para(1, 3), 'Short.', 'Tiny.', para(4, 3), para(5, 3), para(6, 3), 'End.'].join('\n\n');
    const out = reflowBio(text, 5)!;
    expect(out.split('\n\n')).toHaveLength(5);
    expect(words(out)).toEqual(words(text));
    expect(out.split('\n\n')[1]).toBe('Short. Tiny.');
  });

  it('splits one long paragraph into five', () => {
    const text = para(1, 10);
    const out = reflowBio(text, 5)!;
    const counts = out.split('\n\n').map((p) => sentencesOf(p).length);
    expect(counts).toHaveLength(5);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
    expect(words(out)).toEqual(words(text));
  });

  it('gives up when the text has fewer sentences than the outline has parts, or none', () => {
    expect(reflowBio([para(1, 2), para(2, 2)].join('\n\n'), 5)).toBeNull();
    expect(reflowBio(' \n\n ', 5)).toBeNull();
  });
});
