import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/*
 * The Noto fonts that draw what the sheet's Latin fonts cannot: Japanese, Chinese, Korean, Arabic and
 * monochrome emoji (decision 041). Each is read and parsed the first time a sheet holds one of its
 * characters and then kept for the life of the render process, so a Latin sheet never reads them and
 * the CJK files (5 to 10 MB each) are read at most once. PDFKit embeds only the glyphs a sheet uses.
 */

const require = createRequire(import.meta.url);

/** The fallback font files, one weight each (Medium, the weight of the sheet's running text). */
export const FALLBACK_FONTS = {
  japanese: '@expo-google-fonts/noto-sans-jp/500Medium/NotoSansJP_500Medium.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/500Medium/NotoSansSC_500Medium.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/500Medium/NotoSansKR_500Medium.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/500Medium/NotoSansArabic_500Medium.ttf',
  emoji: '@expo-google-fonts/noto-emoji/500Medium/NotoEmoji_500Medium.ttf',
} as const;
export type FallbackFont = keyof typeof FALLBACK_FONTS;

/** A fallback font's file and its parsed form, for asking which characters it draws. */
export interface LoadedFont {
  readonly bytes: Buffer;
  readonly font: Font;
}

const loaded = new Map<FallbackFont, LoadedFont>();

/** A fallback font, read and parsed on first use and kept. */
export function fallbackFont(name: FallbackFont): LoadedFont {
  let entry = loaded.get(name);
  if (!entry) {
    const bytes = readFileSync(require.resolve(FALLBACK_FONTS[name]));
    entry = { bytes, font: create(bytes) };
    loaded.set(name, entry);
  }
  return entry;
}

/** The fallback fonts read so far by this thread. */
export function loadedFallbacks(): FallbackFont[] {
  return [...loaded.keys()];
}

const ARABIC = /\p{scx=Arabic}/u;
const HANGUL = /\p{scx=Hangul}/u;
/** Han, kana, bopomofo, CJK punctuation and the full-width forms. */
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/u;
/** Japanese forms first for Han shared by the three (the names players type are mostly Japanese). */
const HAN_ORDER: readonly FallbackFont[] = ['japanese', 'chinese', 'korean'];

function drawsIt(name: FallbackFont, codePoint: number): boolean {
  return fallbackFont(name).font.hasGlyphForCodePoint(codePoint);
}

/**
 * The fallback font that draws a character the Latin fonts lack, or null when none does. `current`, the
 * font of the run before it, keeps a character the scripts share (CJK punctuation) in that run.
 */
export function fallbackFor(char: string, current?: string): FallbackFont | null {
  const codePoint = char.codePointAt(0) ?? 0;
  const candidates: readonly FallbackFont[] = ARABIC.test(char)
    ? ['arabic']
    : CJK.test(char)
      ? HAN_ORDER
      : HANGUL.test(char)
        ? ['korean']
        : EMOJI.test(char)
          ? ['emoji']
          : [];
  const kept = candidates.find((name) => name === current);
  if (kept && drawsIt(kept, codePoint)) return kept;
  return candidates.find((name) => drawsIt(name, codePoint)) ?? null;
}

/**
 * Characters that only shape the character before them in an emoji (the zero-width joiner, variation
 * selectors, the keycap, tag characters): kept inside an emoji run, dropped anywhere else, where they
 * would draw nothing or a box.
 */
export function isEmojiJoiner(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0x200d ||
    code === 0xfe0e ||
    code === 0xfe0f ||
    code === 0x20e3 ||
    (code >= 0xe0020 && code <= 0xe007f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff)
  );
}
