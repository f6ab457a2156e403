import type { PdfPaper } from '@edgeforge/contracts/api';
import type { Database } from '../db/client.ts';
import { characterPdfFileName, renderCharacterPdf } from '../exports/pdf/character-pdf.ts';
import type { Logger } from '../lib/logger.ts';
import { portraitKeyOfUrl } from '../storage/portrait-keys.ts';
import type { PortraitStorage } from '../storage/portrait-storage.ts';
import { getCharacter } from './get-character.ts';
import type { CharacterScope } from './policies.ts';

/** The PDF sheet of a character of the scope, with its stored portrait, on A4 or US Letter. */
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
  const bytes = await renderCharacterPdf(character, { paper, portrait });
  return { bytes, fileName: characterPdfFileName(character) };
}
