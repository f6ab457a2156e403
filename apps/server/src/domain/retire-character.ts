import type { FullCharacter } from '@edgeforge/contracts/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { characters } from '../db/schema/characters.ts';
import { isCharacterId } from './character-records.ts';
import { getCharacter } from './get-character.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';

/**
 * Retires a character of the scope (spec call 5): it leaves the list but is never deleted and stays
 * readable by id. Retiring a retired character changes nothing.
 */
export async function retireCharacter(
  db: Database,
  scope: CharacterScope<'retire'>,
  id: string,
): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw characterNotFound();
  await db
    .update(characters)
    .set({ status: 'retired', updatedAt: sql`now()` })
    .where(and(eq(characters.id, id), scope.where, eq(characters.status, 'active')));
  // A character outside the scope was left untouched above, and reads as NOT_FOUND here.
  return getCharacter(db, scope, id);
}
