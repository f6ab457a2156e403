import type { PdfPaper } from '@edgeforge/contracts/api';
import type { PlayState } from '@edgeforge/rules/play/state';
import type { Database } from '../../db/client.ts';
import { getCharacter } from '../characters/get-character.ts';
import type { CharacterScope } from '../characters/policies.ts';
import { findPlayRow } from '../play/play-records.ts';
import { type ExportDeps, readExportPortrait } from './read-portrait.ts';

/**
 * The PDF sheet of a character of the scope, with its stored portrait and, once it has been played, its
 * play state ("At the table"), on A4 or US Letter. The sheet's
 * writer (pdfkit, fontkit and their fonts) is loaded on the first export, not at start-up, where loading
 * it cost about a tenth of PGlite's start (decision 029).
 */
export async function exportCharacterPdf(
  deps: ExportDeps & { db: Database },
  scope: CharacterScope<'export'>,
  id: string,
  paper: PdfPaper,
): Promise<{ bytes: Buffer; fileName: string }> {
  const character = await getCharacter(deps.db, scope, id);
  const play = await findPlayRow(deps.db, character.id);
  const portrait = await readExportPortrait(deps, character.portrait_url);
  const { characterPdfFileName, renderCharacterPdf } = await import('../../exports/pdf/character-pdf.ts');
  const bytes = await renderCharacterPdf(character, {
    paper,
    portrait,
    play: (play?.state as PlayState | undefined) ?? null,
  });
  return { bytes, fileName: characterPdfFileName(character) };
}
