import type { FullCharacter } from '@edgeforge/contracts/api';
import { foundryNameSlug } from '@edgeforge/foundry/file-name';

/** The PDF's file name: `<name-slug>-character-sheet.pdf`, ASCII as a Content-Disposition needs. */
export function characterPdfFileName(character: Pick<FullCharacter, 'name_first' | 'name_last'>): string {
  return `${foundryNameSlug(`${character.name_first} ${character.name_last}`)}-character-sheet.pdf`;
}
