import { buildCharacterExport, type CharacterExport } from '@edgeforge/contracts/character-export';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { portraitKeyOfUrl } from '../../storage/portrait-keys.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';
import { getCharacter } from './get-character.ts';
import type { CharacterScope } from './policies.ts';

/**
 * The character's export file (docs/character-export.md): the saved character with its portrait inside,
 * so the file alone is enough to import it again, here or on another Edgeforge. A portrait that cannot
 * be read is left out of the file rather than failing the download.
 */
export async function exportCharacterFile(
  deps: { db: Database; storage: PortraitStorage; log: Pick<Logger, 'warn'> },
  scope: CharacterScope<'export'>,
  id: string,
): Promise<CharacterExport> {
  const character = await getCharacter(deps.db, scope, id);
  const key = character.portrait_url ? portraitKeyOfUrl(character.portrait_url) : null;
  let portrait: Buffer | null = null;
  if (key) {
    portrait = await deps.storage.get(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'Could not read the portrait of an exported character');
      return null;
    });
  }
  return buildCharacterExport(character, portrait ? portrait.toString('base64') : null);
}
