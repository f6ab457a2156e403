import type { FullCharacter } from '@edgeforge/contracts/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../db/schema/characters.ts';
import { AppError } from '../lib/app-error.ts';
import { isCharacterId, toFullCharacter } from './character-records.ts';

/**
 * Reads one of the user's characters, active or retired, with its related records. Another
 * user's character is NOT_FOUND, exactly like one that does not exist.
 */
export async function getCharacter(db: Database, userId: string, id: string): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw new AppError('NOT_FOUND', 'Character not found.');
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
    .where(and(eq(characters.id, id), eq(characters.userId, userId)));
  if (!found) throw new AppError('NOT_FOUND', 'Character not found.');
  return toFullCharacter(found.character, found.stats, found.inventory, found.background);
}
