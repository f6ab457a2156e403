import { cleanPlayerText } from '@edgeforge/contracts/player-text';
import { create } from 'fontkit';
import type PDFDocument from 'pdfkit';
import { type FallbackFont, fallbackFont, fallbackFor, isEmojiJoiner } from './fallback-fonts.ts';
import { asLatin, isLatin, type SheetFont, sheetFontFiles } from './fonts.ts';

/** The PDFKit document the sheet is drawn into. */
export type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = NonNullable<Parameters<Doc['text']>[1]>;

/** A stretch of text set in one font: one of the sheet's, or a fallback. */
export interface TextRun {
  readonly font: SheetFont | FallbackFont;
  readonly text: string;
}

/**
 * Text cut into runs by the font that draws each character (decision 041): the style's own font for
 * what it covers, so Latin text looks as before, a Noto fallback for Japanese, Chinese, Korean, Arabic
 * and emoji, and for anything else a Latin stand-in. Spaces between two runs of one fallback join them,
 * so an Arabic phrase is laid out (shaped and put right to left) as one piece. Control and direction
 * characters of text saved before the contracts refused them are dropped.
 */
export function textRuns(text: string, font: SheetFont): TextRun[] {
  const runs: { font: SheetFont | FallbackFont; text: string }[] = [];
  const add = (runFont: SheetFont | FallbackFont, piece: string) => {
    const last = runs.at(-1);
    if (last?.font === runFont) last.text += piece;
    else runs.push({ font: runFont, text: piece });
  };
  for (const char of cleanPlayerText(text, 'multi-line')) {
    const last = runs.at(-1);
    if (isEmojiJoiner(char)) {
      if (last?.font === 'emoji') last.text += char;
      continue;
    }
    if (last && last.font !== font && /\p{M}/u.test(char)) {
      last.text += char;
      continue;
    }
    if (isLatin(char)) {
      add(font, char);
      continue;
    }
    const fallback = fallbackFor(char, last?.font);
    if (fallback) add(fallback, char);
    else add(font, asLatin(char));
  }
  return joinAcrossSpaces(runs, font);
}

/** Runs of one fallback font with only spaces between them, as one run. */
function joinAcrossSpaces(runs: readonly TextRun[], font: SheetFont): TextRun[] {
  const out: TextRun[] = [];
  for (let index = 0; index < runs.length; index += 1) {
    const run = runs[index] as TextRun;
    const before = out.at(-1);
    const after = runs[index + 1];
    const isGap = run.font === font && /^ +$/.test(run.text);
    if (isGap && before && after && before.font === after.font && before.font !== font) {
      out[out.length - 1] = { font: before.font, text: before.text + run.text + after.text };
      index += 1;
    } else {
      out.push(run);
    }
  }
  return out;
}

const registered = new WeakMap<Doc, Set<FallbackFont>>();

/** Sets a run's font; a fallback is registered with the document the first time it draws there. */
function useFont(doc: Doc, name: SheetFont | FallbackFont, sheetFont: SheetFont): void {
  if (name !== sheetFont) {
    const fallback = name as FallbackFont;
    const known = registered.get(doc) ?? new Set<FallbackFont>();
    if (!known.has(fallback)) {
      doc.registerFont(fallback, fallbackFont(fallback).bytes as unknown as string);
      known.add(fallback);
      registered.set(doc, known);
    }
  }
  doc.font(name);
}

const ascents = new Map<SheetFont, number>();

/** A sheet font's ascent as a share of its size (PDFKit sets a line's baseline that far below its top). */
function ascentOf(font: SheetFont): number {
  let ascent = ascents.get(font);
  if (ascent === undefined) {
    const parsed = create(sheetFontFiles()[font]);
    ascent = parsed.ascent / parsed.unitsPerEm;
    ascents.set(font, ascent);
  }
  return ascent;
}

/** How a text is set: the sheet font it is written in, and its size in points. */
export interface RunStyle {
  readonly font: SheetFont;
  readonly size: number;
}

/**
 * Each run's PDFKit options. In a text with a fallback run every run sits on the sheet font's baseline
 * (by default PDFKit hangs each from its own font's ascent, and the Noto fonts' are taller, so they
 * would sit lower). A fallback run is laid out whole (`features` set makes PDFKit hand fontkit the line
 * at once instead of word by word), so fontkit puts an Arabic line's words right to left with their
 * spaces between them; word by word, each word is reversed alone and its space lands at its edge.
 */
function runOptions(runs: readonly TextRun[], style: RunStyle, options: TextOptions): TextOptions[] {
  const mixed = runs.some((run) => run.font !== style.font);
  const baseline = mixed ? { baseline: -ascentOf(style.font) * style.size } : {};
  return runs.map((run, index) => ({
    ...options,
    ...baseline,
    ...(run.font === style.font ? {} : { features: [] }),
    continued: index < runs.length - 1,
  }));
}

/** The runs of a text, at least one (an empty text still moves PDFKit's cursor as before). */
function runsOf(text: string, font: SheetFont): TextRun[] {
  const runs = textRuns(text, font);
  return runs.length > 0 ? runs : [{ font, text: '' }];
}

/**
 * Draws text in its runs, one `continued` PDFKit call each, so lines wrap across fonts as they would in
 * one; at (x, y), or at the document's cursor when they are not given. Leaves the style's font set.
 */
export function drawText(
  doc: Doc,
  text: string,
  style: RunStyle,
  options: TextOptions,
  at?: { x: number; y: number },
): void {
  const runs = runsOf(text, style.font);
  const optionsOf = runOptions(runs, style, options);
  runs.forEach((run, index) => {
    useFont(doc, run.font, style.font);
    if (index === 0 && at) doc.text(run.text, at.x, at.y, optionsOf[index]);
    else doc.text(run.text, optionsOf[index]);
  });
  doc.font(style.font);
}

/** The height `drawText` takes for this text at these options. */
export function heightOfText(doc: Doc, text: string, style: RunStyle, options: TextOptions): number {
  const runs = runsOf(text, style.font);
  const optionsOf = runOptions(runs, style, options);
  let height = 0;
  runs.forEach((run, index) => {
    useFont(doc, run.font, style.font);
    height += doc.heightOfString(run.text, optionsOf[index]);
  });
  doc.font(style.font);
  return height;
}
