import type { FullCharacter } from '@edgeforge/contracts/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../db/schema/characters.ts';
import { isCharacterId, toFullCharacter } from './character-records.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';

/**
 * Reads one character, active or retired, with its related records, when it lies in the scope the
 * caller was granted; otherwise NOT_FOUND, exactly like one that does not exist. A retire scope
 * reads too (whoever may retire a character may see the result), and so does an export scope.
 */
export async function getCharacter(
  db: Database,
  scope: CharacterScope<'view' | 'retire' | 'export'>,
  id: string,
): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw characterNotFound();
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
    .where(and(eq(characters.id, id), scope.where));
  if (!found) throw characterNotFound();
  return toFullCharacter(found.character, found.stats, found.inventory, found.background);
}
