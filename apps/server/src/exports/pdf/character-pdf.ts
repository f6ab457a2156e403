import type { FullCharacter, PdfPaper } from '@edgeforge/contracts/api';
import { cleanPlayerText, isolateBidi } from '@edgeforge/contracts/player-text';
import type { CareerState } from '@edgeforge/rules/career/state';
import type { PlayState } from '@edgeforge/rules/play/state';
import PDFDocument from 'pdfkit';
import { drawBiography, drawCareer, drawEquipment, drawLifepath, drawPlay } from './back-sections.ts';
import { sheetFontFiles } from './fonts.ts';
import { drawDerivedAndRoleAbility, drawHeader, drawSkills, drawStats } from './front-sections.ts';
import { careerSheet } from './sheet-career.ts';
import { sheetData } from './sheet-data.ts';
import { playSheet } from './sheet-play.ts';
import { SheetWriter } from './sheet-writer.ts';
import { type Doc, drawText } from './text-runs.ts';
import { FOOTER, INK, MARGIN, PAPER, SIZE } from './theme.ts';

/** What the sheet needs beside the character. */
export interface CharacterPdfOptions {
  readonly paper: PdfPaper;
  /** The stored portrait PNG, or null. */
  readonly portrait: Buffer | null;
  /** The character's play state, when it has been played: the sheet then has an "At the table" block. */
  readonly play?: PlayState | null;
  /** The character's career, once opened: the sheet then has a "Career" block with its balances. */
  readonly career?: CareerState | null;
  /** The date printed in the document's properties (fixed in tests). */
  readonly now?: Date;
}

function newDocument(options: CharacterPdfOptions, title: string): Doc {
  const fonts = sheetFontFiles();
  const paper = PAPER[options.paper];
  const doc = new PDFDocument({
    size: paper.size,
    // The bottom margin keeps the footer's room, so text that flows on never reaches it.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    // No default font: PDFKit would load its built-in Helvetica from disk. Our fonts are set by the
    // names registered below. Given as the default instead, the body font was never cached under its
    // name, and PDFKit parsed the whole font file again at every `font('body')`.
    font: null as unknown as string,
    info: {
      // Not drawn, so not limited to the fonts; a viewer shows it beside its own words, hence isolated.
      Title: `${isolateBidi(cleanPlayerText(title))}: character sheet`,
      Author: 'Edgeforge',
      Creator: 'Edgeforge',
      CreationDate: options.now ?? new Date(),
    },
    pdfVersion: '1.7',
  });
  for (const [role, bytes] of Object.entries(fonts)) doc.registerFont(role, bytes as unknown as string);
  doc.font('body');
  return doc;
}

/** "Edgeforge · <name> · page n of m" at the foot of every page. */
function drawFooters(doc: Doc, name: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would make PDFKit start a page of its own.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - SIZE.small;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(doc.page.width - MARGIN, y - 4)
      .lineWidth(0.5)
      .strokeColor(INK.line)
      .stroke();
    doc.font('body').fontSize(SIZE.small).fillColor(INK.muted);
    drawText(
      doc,
      `Edgeforge character sheet · ${name}`,
      { font: 'body', size: SIZE.small },
      { lineBreak: false },
      { x: MARGIN, y },
    );
    const page = `Page ${index - range.start + 1} of ${range.count}`;
    doc.text(page, doc.page.width - MARGIN - doc.widthOfString(page), y, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The character sheet as a PDF: identity with the portrait, STATs, derived stats, the role ability and
 * every skill with its STAT and base (at the levels the career raised them to) on the first page (with "At the table" after the derived stats when
 * the character has a play state: HP, Luck, Humanity, armour SP, ammunition, critical injuries); weapons, armor, cyberware with Humanity, gear (what it owns now:
 * the build's with what the career bought since), cash, the lifepath and the biography after it. Dark ink on white paper, the app's own fonts embedded,
 * every word selectable. Pure apart from PDFKit: the portrait comes in as bytes.
 */
export function renderCharacterPdf(character: FullCharacter, options: CharacterPdfOptions): Promise<Buffer> {
  const data = sheetData(character, options.career ?? null);
  const doc = newDocument(options, data.name);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new SheetWriter(doc, PAPER[options.paper]);
  drawHeader(w, data, options.portrait);
  drawStats(w, data);
  drawDerivedAndRoleAbility(w, data);
  if (options.play) drawPlay(w, playSheet(options.play));
  if (options.career) drawCareer(w, careerSheet(options.career));
  drawSkills(w, data);
  drawEquipment(w, data);
  drawLifepath(w, data);
  drawBiography(w, data);
  drawFooters(doc, data.name);
  doc.end();
  return done;
}
