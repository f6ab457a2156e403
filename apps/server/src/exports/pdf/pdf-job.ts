import type { FullCharacter, PdfPaper } from '@edgeforge/contracts/api';
import type { CareerState } from '@edgeforge/rules/career/state';
import type { PlayState } from '@edgeforge/rules/play/state';

/** Everything one PDF sheet is drawn from, as plain data the render process can be handed. */
export interface PdfJob {
  readonly character: FullCharacter;
  readonly paper: PdfPaper;
  /** The stored portrait PNG, or null. */
  readonly portrait: Uint8Array | null;
  /** The play state, when the character has been played. */
  readonly play: PlayState | null;
  /** The career, once opened. */
  readonly career?: CareerState | null;
}

/** Draws one sheet. */
export type PdfRenderer = (job: PdfJob) => Promise<Buffer>;
