import type { FullCharacter } from '@edgeforge/contracts/api';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../../db/schema/characters.ts';
import { isCharacterId, toFullCharacter } from './character-records.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';

/**
 * Reads one character, active or retired, with its related records, when it lies in the scope the
 * caller was granted; otherwise NOT_FOUND, exactly like one that does not exist. A retire scope
 * reads too (whoever may retire a character may see the result), and so does an export scope.
 */
export async function getCharacter(
  db: Database,
  scope: CharacterScope<'view' | 'change' | 'duplicate' | 'retire' | 'download' | 'export'>,
  id: string,
): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw characterNotFound();
  const found = await findCharacter(db, scope, id);
  if (!found) throw characterNotFound();
  return found;
}

/**
 * The character of a scope with its related records: the one with `id`, or for a scope that opens one
 * character only (a share link's) that one; undefined when there is none.
 */
export async function findCharacter(
  db: Database,
  scope: CharacterScope,
  id?: string,
): Promise<FullCharacter | undefined> {
  const found = await findCharacterRecords(db, scope, id);
  return found && toFullCharacter(found.character, found.stats, found.inventory, found.background);
}

/** The four rows of a scope's character (as findCharacter picks it), as stored. */
export async function findCharacterRecords(db: Database, scope: CharacterScope, id?: string) {
  const where = id === undefined ? scope.where : (and(eq(characters.id, id), scope.where) as SQL);
  const [found] = await db
    .select({
      character: characters,
      stats: characterStats,
      inventory: characterInventory,
      background: characterBackground,
    })
    .from(characters)
    .innerJoin(characterStats, eq(characterStats.characterId, characters.id))
    .innerJoin(characterInventory, eq(characterInventory.characterId, characters.id))
    .innerJoin(characterBackground, eq(characterBackground.characterId, characters.id))
    .where(where)
    .limit(1);
  return found;
}
