import type { PdfPaper } from '@edgeforge/contracts/api';
import type { CareerState } from '@edgeforge/rules/career/state';
import type { PlayState } from '@edgeforge/rules/play/state';
import type { Database } from '../../db/client.ts';
import { characterPdfFileName } from '../../exports/pdf/file-name.ts';
import type { PdfRenders } from '../../exports/pdf/pdf-renders.ts';
import { findCareerRow } from '../career/career-records.ts';
import { getCharacter } from '../characters/get-character.ts';
import type { CharacterScope } from '../characters/policies.ts';
import { findPlayRow } from '../play/play-records.ts';
import { type ExportDeps, readExportPortrait } from './read-portrait.ts';

/**
 * The PDF sheet of a character of the scope, with its stored portrait and, once it has been played, its
 * play state ("At the table") and, once opened, its career's balances, on A4 or US Letter. Drawn in the PDF render process one at a time, and
 * kept by the character's version, the play state's version and the paper (decision 039): an export
 * of a character nothing changed is not drawn again.
 */
export async function exportCharacterPdf(
  deps: ExportDeps & { db: Database; pdf: PdfRenders },
  scope: CharacterScope<'download'>,
  id: string,
  paper: PdfPaper,
): Promise<{ bytes: Buffer; fileName: string }> {
  const character = await getCharacter(deps.db, scope, id);
  const play = await findPlayRow(deps.db, character.id);
  const career = await findCareerRow(deps.db, character.id);
  const key = [
    character.id,
    character.version,
    character.updated_at,
    play ? `play-${play.version}` : 'never-played',
    career ? `career-${career.version}` : 'no-career',
    paper,
  ].join(':');
  const bytes = await deps.pdf.sheet(key, async () => {
    const portrait = await readExportPortrait(deps, character.portrait_url);
    return {
      character,
      paper,
      portrait,
      play: (play?.state as PlayState | undefined) ?? null,
      career: (career?.state as CareerState | undefined) ?? null,
    };
  });
  return { bytes, fileName: characterPdfFileName(character) };
}
