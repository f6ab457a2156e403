import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff-to-sfnt.ts';

/*
 * The sheet uses the fonts the web app self-hosts (@fontsource: Orbitron for titles, Rajdhani for text,
 * Share Tech Mono for numbers), embedded in every PDF as subsets. Their files cover the Latin subset
 * only: Japanese, Chinese, Korean, Arabic and emoji go to the Noto fallback fonts (fallback-fonts.ts);
 * for any other character the fonts lack, accents are dropped, a few letters are spelled out, and
 * anything else becomes "?" rather than an empty box.
 */

const require = createRequire(import.meta.url);

/** The font files by the role they play on the sheet. */
export const SHEET_FONTS = {
  display: '@fontsource/orbitron/files/orbitron-latin-700-normal.woff',
  body: '@fontsource/rajdhani/files/rajdhani-latin-500-normal.woff',
  strong: '@fontsource/rajdhani/files/rajdhani-latin-700-normal.woff',
  mono: '@fontsource/share-tech-mono/files/share-tech-mono-latin-400-normal.woff',
} as const;
export type SheetFont = keyof typeof SHEET_FONTS;

let loaded: Record<SheetFont, Buffer> | undefined;

/** The font files, read once and unpacked from WOFF into the font file it wraps (woff-to-sfnt.ts). */
export function sheetFontFiles(): Record<SheetFont, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(SHEET_FONTS).map(([role, file]) => [
      role,
      woffToSfnt(readFileSync(require.resolve(file))),
    ]),
  ) as Record<SheetFont, Buffer>;
  return loaded;
}

/** The code points the Latin subset files hold (the `latin` range of each package's unicode.json). */
const LATIN_RANGES: readonly [number, number][] = (
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
)
  .split(',')
  .map((range) => {
    const [from = '0', to] = range.slice(2).split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
  });

/** Whether the Latin sheet fonts draw this character. */
export function isLatin(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return LATIN_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** Letters that lose more than an accent on the way to Latin. */
const SPELLED: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ŋ: 'ng',
  Ŧ: 'T',
  ŧ: 't',
  '∑': 'Sigma',
  '…': '...',
};

/** A character no font of the sheet draws, as Latin: simplified, spelled out, or "?". */
export function asLatin(char: string): string {
  const spelled = SPELLED[char];
  if (spelled !== undefined) return spelled;
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain !== '' && [...plain].every(isLatin) ? plain : '?';
}
