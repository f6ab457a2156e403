// The part of fontkit's API the sheet uses to ask a font whether it draws a character and where its baseline lies (the package,
// PDFKit's own font engine, ships no types).
declare module 'fontkit' {
  export interface Font {
    readonly ascent: number;
    readonly unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
