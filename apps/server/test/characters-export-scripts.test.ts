import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { pdfBytesOf, pdfTextOf } from './support/exports.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

// What players type in other scripts prints in the PDF (decision 041): Noto fallback fonts for
// Japanese, Chinese, Korean, Arabic and emoji, embedded only in a sheet that uses them.

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await ctx.signUp()).cookie;
});
afterAll(() => ctx.close());

async function saveNamed(firstName: string, lastName: string, bio?: string) {
  const request = buildSaveRequest({ draft: buildDraft({ firstName, lastName }) });
  return saveThroughApi(ctx, cookie, bio ? { ...request, bio, shortBio: bio } : request);
}

/** The base names of the fonts a PDF embeds (PDFKit writes them as subsets, `ABCDEF+Name`). */
async function embeddedFonts(id: string): Promise<string[]> {
  const bytes = await pdfBytesOf(ctx, cookie, id);
  const names = bytes.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([^\s/]+)/g);
  return [...new Set([...names].map((match) => match[1] ?? ''))].sort();
}

/** The sheet's text without the control codes pdf.js reports for glyphs of no character. */
async function sheetText(id: string): Promise<string> {
  const { text } = await pdfTextOf(ctx, cookie, id);
  return text.replace(/\p{Cc}/gu, '');
}

describe('the PDF of a character named in another script', () => {
  it('carries a Japanese name in Noto Sans JP, not question marks', async () => {
    const character = await saveNamed('山田', '花子');
    const text = await sheetText(character.id);
    expect(text).toContain('山田 花子');
    expect(text).not.toContain('??');
    expect(await embeddedFonts(character.id)).toContain('NotoSansJP-Medium');
  });

  it('carries Korean in Noto Sans KR and a simplified Chinese name in Noto Sans SC', async () => {
    const korean = await saveNamed('김', '민준');
    expect(await sheetText(korean.id)).toContain('김 민준');
    expect(await embeddedFonts(korean.id)).toContain('NotoSansKR-Medium');
    const chinese = await saveNamed('张', '们这');
    expect(await sheetText(chinese.id)).toContain('们这');
    expect(await embeddedFonts(chinese.id)).toContain('NotoSansSC-Medium');
  });

  it('carries an Arabic name in Noto Sans Arabic', async () => {
    const character = await saveNamed('ليلى', 'Haddad');
    const text = await sheetText(character.id);
    expect(text).toContain('ليلى');
    expect(text).toContain('Haddad');
    expect(await embeddedFonts(character.id)).toContain('NotoSansArabic-Medium');
  });

  it('carries an emoji in the name and the biography in Noto Emoji, the Latin letters in Rajdhani', async () => {
    const character = await saveNamed('Blaze', 'Ramos🔥', 'Burns bright 🔥 and fast.');
    const text = await sheetText(character.id);
    expect(text).toContain('Ramos🔥');
    expect(text).toContain('Burns bright 🔥 and fast.');
    const fonts = await embeddedFonts(character.id);
    expect(fonts).toContain('NotoEmoji-Medium');
    expect(fonts).toContain('Rajdhani-Medium');
  });

  it('embeds no fallback font in the sheet of a Latin-only character', async () => {
    const character = await saveNamed('Kaori', 'Tanaka');
    const fonts = await embeddedFonts(character.id);
    expect(fonts.filter((name) => name.startsWith('Noto'))).toEqual([]);
    expect(fonts).toContain('Rajdhani-Medium');
  });
});
