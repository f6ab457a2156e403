import { buildCharacterExport, type CharacterExport } from '@edgeforge/contracts/character-export';
import type { Database } from '../../db/client.ts';
import { getCharacter } from '../characters/get-character.ts';
import type { CharacterScope } from '../characters/policies.ts';
import { type ExportDeps, readExportPortrait } from './read-portrait.ts';

/**
 * The character's export file (docs/character-export.md): the saved character with its portrait inside,
 * so the file alone is enough to import it again, here or on another Edgeforge.
 */
export async function exportCharacterFile(
  deps: ExportDeps & { db: Database },
  scope: CharacterScope<'download'>,
  id: string,
): Promise<CharacterExport> {
  const character = await getCharacter(deps.db, scope, id);
  const portrait = await readExportPortrait(deps, character.portrait_url);
  return buildCharacterExport(character, portrait ? portrait.toString('base64') : null);
}
