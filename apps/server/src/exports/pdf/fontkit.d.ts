// The part of fontkit's API the sheet uses to ask a font whether it draws a character and where its baseline lies, and
// that woff-to-sfnt.test.ts compares fonts by (the package, PDFKit's own font engine, ships no types).
declare module 'fontkit' {
  export interface Font {
    readonly ascent: number;
    readonly unitsPerEm: number;
    readonly postscriptName: string;
    readonly numGlyphs: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { glyphs: { id: number; advanceWidth: number }[] };
  }
  export function create(buffer: Buffer): Font;
}
