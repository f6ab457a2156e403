import { describe, expect, it } from 'vitest';
import { buildDraft } from '../test/support/build-draft.ts';
import { accountNameSchema, saveCharacterRequestSchema } from './api.ts';
import { createCampaignRequestSchema } from './campaigns.ts';
import { draftSchema } from './draft.ts';
import {
  cleanPlayerText,
  isolateBidi,
  multiLineText,
  PLAYER_TEXT_MESSAGE,
  playerTextProblem,
  singleLineText,
} from './player-text.ts';

const line = singleLineText();
const lines = multiLineText();

/** The messages of a failed parse, or null when it passed. */
function refusal(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues.map((issue) => issue.message);
}

describe('player text', () => {
  const refusedEverywhere: [string, string][] = [
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC of an escape sequence', '\u001b[31m'],
    ['vertical tab', '\u000b'],
    ['form feed', '\u000c'],
    ['DEL', '\u007f'],
    ['C1 NEL', '\u0085'],
    ['C1 CSI', '\u009b'],
    ['LRE', '\u202a'],
    ['RLE', '\u202b'],
    ['PDF', '\u202c'],
    ['LRO', '\u202d'],
    ['RLO', '\u202e'],
    ['LRI', '\u2066'],
    ['RLI', '\u2067'],
    ['FSI', '\u2068'],
    ['PDI', '\u2069'],
  ];

  it.each(refusedEverywhere)('refuses %s in one-line and multi-line text, with the message', (_, char) => {
    expect(refusal(line.safeParse(`Jo${char}hnny`))).toEqual([PLAYER_TEXT_MESSAGE]);
    expect(refusal(lines.safeParse(`Jo${char}hnny`))).toEqual([PLAYER_TEXT_MESSAGE]);
  });

  it.each([
    ['tab', '\t'],
    ['line feed', '\n'],
    ['carriage return', '\r'],
  ])('refuses a %s in one-line text and keeps it in multi-line text', (_, char) => {
    expect(refusal(line.safeParse(`a${char}b`))).toEqual([PLAYER_TEXT_MESSAGE]);
    expect(lines.parse(`a${char}b`)).toBe(`a${char}b`);
  });

  it('keeps joiners, marks and emoji sequences', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    const flag = '\u{1f3f3}\ufe0f\u200d\u{1f308}';
    for (const text of [family, flag, 'a\u200cb', 'a\u200eb\u200f', 'שלום', 'مرحبا']) {
      expect(line.parse(text)).toBe(text);
    }
  });

  it('normalises to NFC', () => {
    expect(line.parse('Jose\u0301')).toBe('Jos\u00e9');
    expect(lines.parse('Ame\u0301lie\nline')).toBe('Am\u00e9lie\nline');
  });

  it('refuses them in the names, texts and bios a player types', () => {
    const rlo = 'Evil\u202eyxes';
    expect(draftSchema.shape.firstName.safeParse(rlo).success).toBe(false);
    expect(draftSchema.shape.lastName.safeParse(rlo).success).toBe(false);
    expect(draftSchema.shape.personalityTrait.safeParse(rlo).success).toBe(false);
    expect(draftSchema.shape.roleLifepath.safeParse({ q: rlo }).success).toBe(false);
    const friend = { id: 'f1', relationship: rlo };
    expect(draftSchema.shape.friends.safeParse([friend]).success).toBe(false);
    const save = { draft: buildDraft(), bio: 'A\u0007bio' };
    expect(saveCharacterRequestSchema.safeParse(save).success).toBe(false);
    expect(saveCharacterRequestSchema.safeParse({ ...save, bio: 'Two\nlines' }).success).toBe(true);
    expect(saveCharacterRequestSchema.safeParse({ ...save, bio: '', shortBio: 'a\nb' }).success).toBe(false);
    const campaign = { name: rlo, pitch: '', allowedMethods: ['streetrat'], acceptsHouseRules: false };
    expect(refusal(createCampaignRequestSchema.safeParse(campaign))).toEqual([PLAYER_TEXT_MESSAGE]);
    expect(accountNameSchema.safeParse(rlo).success).toBe(false);
  });

  it('names the problem of a text as the forms show it', () => {
    expect(playerTextProblem('Johnny')).toBeNull();
    expect(playerTextProblem('John\u202eny')).toBe(PLAYER_TEXT_MESSAGE);
  });

  it('cleans saved text and isolates it for display', () => {
    expect(cleanPlayerText('a\u202eb\u0007c\u0085d\u200de\u0301')).toBe('abcd\u200d\u00e9');
    expect(cleanPlayerText('a\nb\tc', 'multi-line')).toBe('a\nb\tc');
    expect(cleanPlayerText('a\nb\tc')).toBe('abc');
    expect(isolateBidi('שלום')).toBe('\u2068שלום\u2069');
  });
});
