import type { SheetFont } from './fonts.ts';
import { type Doc, drawText, heightOfText } from './text-runs.ts';
import { FOOTER, INK, MARGIN, SIZE } from './theme.ts';

/** How a piece of text is set: font, size, colour. */
export interface TextStyle {
  readonly font: SheetFont;
  readonly size: number;
  readonly color: string;
}

export const BODY: TextStyle = { font: 'body', size: SIZE.body, color: INK.text };
export const STRONG: TextStyle = { font: 'strong', size: SIZE.body, color: INK.text };
export const LABEL: TextStyle = { font: 'strong', size: SIZE.small, color: INK.muted };
export const MUTED: TextStyle = { font: 'body', size: SIZE.small, color: INK.muted };
/** Table cells, a touch smaller than running text. */
export const CELL: TextStyle = { font: 'body', size: SIZE.cell, color: INK.text };

/** Something drawn at the cursor whose height can be known before it is drawn. */
export interface Block {
  height(w: SheetWriter): number;
  draw(w: SheetWriter): void;
}

/** Height of a section heading with its rule. */
export const HEADING_HEIGHT = SIZE.heading + 10;

/** One column of a table: its title, width in points, and how its cells are set. */
export interface Column {
  readonly title: string;
  readonly width: number;
  readonly align?: 'left' | 'right' | 'center';
  readonly style?: TextStyle;
}

const LINE_GAP = 0.5;
const CELL_PAD = 3;

/**
 * A cursor over the pages of the sheet: it measures every block before drawing it and starts a new page
 * when the block would run into the footer, so nothing is cut off or drawn over something else. Long
 * text (the biography) flows over as many pages as it needs.
 */
export class SheetWriter {
  y = MARGIN;
  /** The frame blocks are drawn in: the full width, or one column of a side-by-side row. */
  private frame: { left: number; width: number };

  constructor(
    readonly doc: Doc,
    private readonly page: { readonly width: number; readonly height: number },
  ) {
    this.frame = { left: MARGIN, width: page.width - 2 * MARGIN };
  }

  get left(): number {
    return this.frame.left;
  }

  get width(): number {
    return this.frame.width;
  }

  /** Runs `draw` with the frame narrowed to a column; answers what it answers. */
  inFrame<T>(left: number, width: number, draw: () => T): T {
    const saved = this.frame;
    this.frame = { left, width };
    try {
      return draw();
    } finally {
      this.frame = saved;
    }
  }

  /**
   * Blocks side by side, each in its share of the width, started together on a page where the tallest
   * fits; one after the other at full width when even a fresh page could not hold the tallest.
   */
  sideBySide(blocks: readonly { share: number; block: Block }[], gutter = 14): void {
    const free = this.width - gutter * (blocks.length - 1);
    let x = this.left;
    const columns = blocks.map(({ share, block }) => {
      const column = { x, width: free * share, block };
      x += column.width + gutter;
      return column;
    });
    const heights = columns.map((c) => this.inFrame(c.x, c.width, () => c.block.height(this)));
    const tallest = Math.max(...heights);
    if (tallest > this.bottom - MARGIN) {
      for (const { block } of blocks) block.draw(this);
      return;
    }
    this.ensure(tallest);
    const top = this.y;
    for (const column of columns) {
      this.y = top;
      this.inFrame(column.x, column.width, () => column.block.draw(this));
    }
    this.y = top + tallest;
  }

  get bottom(): number {
    return this.page.height - MARGIN - FOOTER;
  }

  remaining(): number {
    return this.bottom - this.y;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  gap(points: number): void {
    this.y += points;
  }

  private use(style: TextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }

  /** The height a text takes at a width. */
  measure(text: string, style: TextStyle, width: number): number {
    this.use(style);
    return heightOfText(this.doc, text, style, { width, lineGap: LINE_GAP });
  }

  /** Draws text in a box whose top-left is (x, y); answers the height it took. */
  text(text: string, x: number, y: number, width: number, style: TextStyle, align: Column['align'] = 'left') {
    this.use(style);
    drawText(this.doc, text, style, { width, lineGap: LINE_GAP, align }, { x, y });
    return heightOfText(this.doc, text, style, { width, lineGap: LINE_GAP });
  }

  /** A section title in the display face, with an accent rule under it. */
  heading(title: string, keepWith = 40): void {
    this.ensure(HEADING_HEIGHT + keepWith);
    const doc = this.doc;
    doc.font('display').fontSize(SIZE.heading).fillColor(INK.cyan);
    drawText(
      doc,
      title.toUpperCase(),
      { font: 'display', size: SIZE.heading },
      { lineBreak: false },
      { x: this.left, y: this.y },
    );
    const rule = this.y + HEADING_HEIGHT - 6;
    doc
      .moveTo(this.left, rule)
      .lineTo(this.left + this.width, rule)
      .lineWidth(0.8)
      .strokeColor(INK.magenta)
      .stroke();
    this.y = rule + 6;
  }

  /** Text across the full width that may run over several pages (a biography). */
  flow(text: string, style: TextStyle, paragraphGap = 3): void {
    const paragraphs = text
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    for (const paragraph of paragraphs) {
      this.ensure(style.size * 2);
      this.use(style);
      this.doc.x = this.left;
      this.doc.y = this.y;
      // PDFKit starts a new page itself when the paragraph reaches the bottom margin.
      drawText(this.doc, paragraph, style, { width: this.width, lineGap: LINE_GAP });
      this.y = this.doc.y + paragraphGap;
    }
  }

  private factRows(pairs: readonly (readonly [string, string])[], columns: number, gutter: number) {
    const width = (this.width - gutter * (columns - 1)) / columns;
    const rows: { pairs: (readonly [string, string])[]; height: number }[] = [];
    for (let start = 0; start < pairs.length; start += columns) {
      const row = pairs.slice(start, start + columns);
      const heights = row.map(
        ([label, value]) => this.measure(label, LABEL, width) + this.measure(value, BODY, width),
      );
      rows.push({ pairs: row, height: Math.max(...heights) + 3 });
    }
    return { width, rows };
  }

  /** The height `facts` will take, when it does not have to start a new page. */
  factsHeight(pairs: readonly (readonly [string, string])[], columns: number, gutter = 12): number {
    return this.factRows(pairs, columns, gutter).rows.reduce((sum, row) => sum + row.height, 0);
  }

  /** Label and value pairs in `columns` columns, each value wrapping under its label. */
  facts(pairs: readonly (readonly [string, string])[], columns: number, gutter = 12): void {
    const { width, rows } = this.factRows(pairs, columns, gutter);
    for (const { pairs: row, height } of rows) {
      this.ensure(height);
      row.forEach(([label, value], index) => {
        const x = this.left + index * (width + gutter);
        const labelHeight = this.text(label, x, this.y, width, LABEL);
        this.text(value, x, this.y + labelHeight, width, BODY);
      });
      this.y += height;
    }
  }

  private tableHeader(columns: readonly Column[], x: number): void {
    let cx = x;
    for (const column of columns) {
      this.text(
        column.title.toUpperCase(),
        cx + CELL_PAD,
        this.y,
        column.width - 2 * CELL_PAD,
        LABEL,
        column.align,
      );
      cx += column.width;
    }
    this.y += SIZE.small + 4;
  }

  /**
   * A table whose cells wrap; each row is measured and moved whole to the next page when it would not
   * fit, with the column titles again. Rows alternate a light panel so long lines stay easy to follow.
   */
  private rowHeight(columns: readonly Column[], row: readonly string[]): number {
    const heights = row.map((cell, i) =>
      this.measure(cell, columns[i]?.style ?? CELL, (columns[i]?.width ?? 0) - 2 * CELL_PAD),
    );
    return Math.max(...heights) + 3;
  }

  /** The height `table` will take for these rows, when it does not have to start a new page. */
  tableHeight(columns: readonly Column[], rows: readonly (readonly string[])[]): number {
    return rows.reduce((sum, row) => sum + this.rowHeight(columns, row), SIZE.small + 4);
  }

  table(columns: readonly Column[], rows: readonly (readonly string[])[], x = this.left): void {
    const rowHeight = (row: readonly string[]) => this.rowHeight(columns, row);
    this.ensure(SIZE.small + 4 + (rows[0] ? rowHeight(rows[0]) : 0));
    this.tableHeader(columns, x);
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    rows.forEach((row, index) => {
      const height = rowHeight(row);
      if (this.y + height > this.bottom) {
        this.newPage();
        this.tableHeader(columns, x);
      }
      if (index % 2 === 0) this.doc.rect(x, this.y - 1, total, height).fill(INK.panel);
      let cx = x;
      row.forEach((cell, i) => {
        const column = columns[i];
        if (!column) return;
        this.text(
          cell,
          cx + CELL_PAD,
          this.y + 1,
          column.width - 2 * CELL_PAD,
          column.style ?? CELL,
          column.align,
        );
        cx += column.width;
      });
      this.y += height;
    });
  }
}
