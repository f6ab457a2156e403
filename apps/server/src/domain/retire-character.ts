import type { FullCharacter } from '@edgeforge/contracts/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { characters } from '../db/schema/characters.ts';
import { AppError } from '../lib/app-error.ts';
import { isCharacterId } from './character-records.ts';
import { getCharacter } from './get-character.ts';

/**
 * Retires one of the user's characters (spec call 5): it leaves the list but is never deleted and
 * stays readable by id. Retiring a retired character changes nothing.
 */
export async function retireCharacter(db: Database, userId: string, id: string): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw new AppError('NOT_FOUND', 'Character not found.');
  await db
    .update(characters)
    .set({ status: 'retired', updatedAt: sql`now()` })
    .where(and(eq(characters.id, id), eq(characters.userId, userId), eq(characters.status, 'active')));
  // Another user's character was left untouched above, and reads as NOT_FOUND here.
  return getCharacter(db, userId, id);
}
