import { buildDraft as sampleDraft } from '@edgeforge/contracts/testing/build-draft';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { describe, expect, it } from 'vitest';
import { composeBio } from '../biography/offline-bio.ts';
import { BIO_SECTIONS } from '../biography/outline.ts';
import { bioPrompt, checkAiBio } from './ai-bio.ts';
import { AiError } from './config.ts';

const FIVE = ['One Kaori Tanaka.', 'Two.', 'Three.', 'Four.', 'Five.'];

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

  it('accepts five paragraphs that name the character', () => {
    expect(() => checkAiBio(FIVE.join('\n\n'), draft)).not.toThrow();
  });

  it.each([
    ['too few paragraphs', FIVE.slice(0, 3).join('\n\n')],
    ['too many paragraphs', [...FIVE, 'Six.'].join('\n\n')],
    ['another name', FIVE.join('\n\n').replace('Kaori Tanaka', 'Rin Okada')],
    ['the first name only', FIVE.join('\n\n').replace('Kaori Tanaka', 'Kaori')],
    ['the name inside another word', FIVE.join('\n\n').replace('Kaori Tanaka', 'Kaoriko Tanakawa')],
  ])('rejects %s', (_what, bio) => {
    expect(() => checkAiBio(bio, draft)).toThrow(AiError);
  });

  it('names no one when the draft has no name yet', () => {
    expect(() => checkAiBio(FIVE.join('\n\n'), sampleDraft({ firstName: '', lastName: '' }))).not.toThrow();
  });
});
