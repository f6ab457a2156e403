import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { SHEET_FONTS } from './fonts.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const SAMPLE = 'Edgeforge · Rixa Vance, 12/10 SP — Çà ÿ €';

describe('woffToSfnt', () => {
  for (const [role, file] of Object.entries(SHEET_FONTS)) {
    it(`unpacks the ${role} font into a file fontkit reads as the same font`, () => {
      const woff = readFileSync(require.resolve(file));
      const sfnt = woffToSfnt(woff);
      expect(sfnt.readUInt32BE(0)).not.toBe(0x774f4646);
      // The WOFF header's totalSfntSize is the size of the file it was made from.
      expect(sfnt.length).toBe(woff.readUInt32BE(16));
      const fromWoff = create(woff);
      const fromSfnt = create(sfnt);
      expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
      expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
      const widths = (font: typeof fromWoff) => font.layout(SAMPLE).glyphs.map((glyph) => glyph.advanceWidth);
      expect(widths(fromSfnt)).toEqual(widths(fromWoff));
      expect(fromSfnt.layout(SAMPLE).glyphs.map((glyph) => glyph.id)).toEqual(
        fromWoff.layout(SAMPLE).glyphs.map((glyph) => glyph.id),
      );
    });
  }

  it('answers a file that is not WOFF as it is', () => {
    const other = Buffer.from('not a font at all, just some bytes of text here');
    expect(woffToSfnt(other)).toBe(other);
  });

  it('refuses a WOFF whose table does not unpack to its stated length', () => {
    const woff = Buffer.from(readFileSync(require.resolve(SHEET_FONTS.body)));
    // A compressed table's stated unpacked length, one byte more than it holds.
    const entries = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => 44 + index * 20);
    const compressed = entries.find((at) => woff.readUInt32BE(at + 8) < woff.readUInt32BE(at + 12));
    if (compressed === undefined) throw new Error('the body font has no compressed table');
    woff.writeUInt32BE(woff.readUInt32BE(compressed + 12) + 1, compressed + 12);
    expect(() => woffToSfnt(woff)).toThrow(/unpacks to/);
  });
});
