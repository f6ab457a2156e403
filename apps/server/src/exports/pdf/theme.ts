import type { PdfPaper } from '@edgeforge/contracts/api';

/**
 * The sheet's look: the product's neon palette turned into inks that print on white paper (deep cyan
 * and magenta for accents, near-black text, light grey panels), Orbitron headings and rules.
 */
export const INK = {
  text: '#14161c',
  muted: '#535a68',
  faint: '#8a909c',
  line: '#c5cad3',
  panel: '#f1f3f6',
  cyan: '#08707f',
  magenta: '#a3158f',
  warnText: '#6b4e00',
  warnPanel: '#fff4cf',
  warnLine: '#d4a72c',
} as const;

/** Type sizes in points. */
export const SIZE = {
  name: 20,
  roleLine: 11,
  heading: 9,
  body: 9,
  cell: 8.5,
  small: 7.5,
  statValue: 16,
  statLabel: 7.5,
} as const;

/** Page sizes in points, and the margin all round. */
export const PAPER: Record<PdfPaper, { size: 'A4' | 'LETTER'; width: number; height: number }> = {
  a4: { size: 'A4', width: 595.28, height: 841.89 },
  letter: { size: 'LETTER', width: 612, height: 792 },
};
export const MARGIN = 28;
/** Room kept free at the foot of each page for its footer line. */
export const FOOTER = 16;
