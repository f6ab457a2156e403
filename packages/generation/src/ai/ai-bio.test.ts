import { buildDraft as sampleDraft } from '@edgeforge/contracts/testing/build-draft';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { describe, expect, it } from 'vitest';
import { composeBio } from '../biography/offline-bio.ts';
import { BIO_SECTIONS } from '../biography/outline.ts';
import { bioPrompt } from './ai-bio.ts';
import { checkAiBio } from './bio-check.ts';

describe('AI biography prompt', () => {
  it('asks for the outline the offline engine writes, part by part, with the answers that belong in each', () => {
    const draft = sampleDraft({ gender: 'female', age: 24 });
    const prompt = bioPrompt(draft);
    expect(prompt).toMatch(/^Write the biography of Kaori Tanaka \(she\/her, age 24\)\./);
    const titles = BIO_SECTIONS.map((section, i) => prompt.indexOf(`\n${i + 1}. ${section.title}: `));
    expect(titles.every((at) => at > 0)).toBe(true);
    expect([...titles].sort((a, b) => a - b)).toEqual(titles);
    const part = (i: number) => prompt.slice(titles[i], titles[i + 1] ?? undefined);
    expect(part(0)).toContain(`- Family crisis: ${draft.familyBackground}`);
    expect(part(0)).toContain(`- Childhood: ${draft.childhoodEnvironment}`);
    expect(part(1)).toContain(`- Never without: ${draft.affectation}`);
    expect(part(2)).toContain('- Role: Netrunner');
    expect(part(2)).toContain(`What Kind of Netrunner Are You: ${draft.roleLifepath.kind}`);
    expect(part(3)).toContain(`- Friend: ${draft.friends[0]!.relationship}`);
    expect(part(3)).toMatch(/- Enemy: who: .+, who was wronged: the (character|enemy), what started it: /);
    expect(part(4)).toContain(`- Life goal: ${draft.lifeGoal}`);
  });

  it('tells the family crisis once, from the family background, even for an old draft with a second one', () => {
    const [betrayal, debt] = [1, 10].map((roll) => ROLL_TABLES.familyBackground.entries[roll - 1]!.value);
    const old = { ...sampleDraft(), familyBackground: betrayal! };
    Object.assign(old, { familyCrisis: debt });
    const prompt = bioPrompt(old);
    expect(prompt.match(/Family crisis/g)).toHaveLength(1);
    expect(prompt).toContain(betrayal);
    expect(prompt).not.toContain(debt);
  });

  it('gives the offline biography the same number of paragraphs as the outline', () => {
    expect(composeBio(sampleDraft(), 1).bio.split('\n\n')).toHaveLength(BIO_SECTIONS.length);
  });
});

describe('AI biography check', () => {
  const draft = sampleDraft();
  const FIVE = [
    'Kaori Tanaka was born in a Corp-run megastructure where the lights never went out.',
    'She grew up cool and watchful, and she never forgets a face.',
    'Now she runs the NET for whoever pays, and the pay is good.',
    'An old friend still has her back, and an old rival still wants her gone.',
    'She wants to find out who she is, before the city decides it for her.',
  ];
  const kept = (text: string) => {
    const verdict = checkAiBio(text, draft);
    if ('reason' in verdict) throw new Error(verdict.reason);
    return verdict.bio;
  };

  it('keeps five paragraphs that name the character as they are', () => {
    expect(kept(FIVE.join('\n\n'))).toBe(FIVE.join('\n\n'));
  });

  it.each([
    ['three paragraphs', [FIVE.slice(0, 2).join(' '), FIVE.slice(2, 4).join(' '), FIVE[4]].join('\n\n')],
    ['six paragraphs', [...FIVE, 'The rain never stops.'].join('\n\n')],
    ['the first name only', FIVE.join('\n\n').replace('Kaori Tanaka', 'Kaori')],
    ['the last name only', FIVE.join('\n\n').replace('Kaori Tanaka', 'Tanaka')],
  ])('keeps %s, reflowed to the outline without losing a word', (_what, text) => {
    const bio = kept(text);
    expect(bio.split('\n\n')).toHaveLength(BIO_SECTIONS.length);
    expect(bio.split(/\s+/)).toEqual(text.split(/\s+/));
  });

  it.each([
    [
      'another name',
      FIVE.join('\n\n').replace('Kaori Tanaka', 'Rin Okada'),
      /does not name the character, Kaori Tanaka/,
    ],
    [
      'the name inside another word',
      FIVE.join('\n\n').replace('Kaori Tanaka', 'Kaoriko Tanakawa'),
      /does not name/,
    ],
    ['too few sentences', FIVE.slice(0, 3).join('\n\n'), /too short/],
    [
      'another language',
      'Kaori Tanaka nació en una megaestructura corporativa. Creció fría y atenta. Ahora corre por la red. Un viejo amigo la cuida. Quiere saber quién es.',
      /not written in English/,
    ],
    ['markup', `<p>${FIVE.join('</p>\n\n<p>')}</p>`, /markup/],
    ['a link', `${FIVE.join('\n\n')} See https://example.com.`, /link/],
  ])('refuses %s, with the reason', (_what, text, reason) => {
    const verdict = checkAiBio(text, draft);
    expect('reason' in verdict && verdict.reason).toMatch(reason);
  });

  it('names no one when the draft has no name yet', () => {
    expect('bio' in checkAiBio(FIVE.join('\n\n'), sampleDraft({ firstName: '', lastName: '' }))).toBe(true);
  });
});
