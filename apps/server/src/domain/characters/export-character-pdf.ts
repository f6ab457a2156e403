import type { PdfPaper } from '@edgeforge/contracts/api';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { portraitKeyOfUrl } from '../../storage/portrait-keys.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';
import { getCharacter } from './get-character.ts';
import type { CharacterScope } from './policies.ts';

/**
 * The PDF sheet of a character of the scope, with its stored portrait, on A4 or US Letter. The sheet's
 * writer (pdfkit, fontkit and their fonts) is loaded on the first export, not at start-up, where loading
 * it cost about a tenth of PGlite's start (decision 029).
 */
export async function exportCharacterPdf(
  deps: { db: Database; storage: PortraitStorage; log: Pick<Logger, 'warn'> },
  scope: CharacterScope<'export'>,
  id: string,
  paper: PdfPaper,
): Promise<{ bytes: Buffer; fileName: string }> {
  const character = await getCharacter(deps.db, scope, id);
  const key = character.portrait_url ? portraitKeyOfUrl(character.portrait_url) : null;
  const portrait = key
    ? await deps.storage.get(key).catch((error: unknown) => {
        deps.log.warn({ err: error, key }, 'Could not read the portrait of a PDF sheet');
        return null;
      })
    : null;
  const { characterPdfFileName, renderCharacterPdf } = await import('../../exports/pdf/character-pdf.ts');
  const bytes = await renderCharacterPdf(character, { paper, portrait });
  return { bytes, fileName: characterPdfFileName(character) };
}
