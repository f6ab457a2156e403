import type { FullCharacter } from '@edgeforge/contracts/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { shareLinks } from '../../db/schema/share-links.ts';
import { isCharacterId } from './character-records.ts';
import { getCharacter } from './get-character.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';

/**
 * Retires a character of the scope (call 5 in docs/rules/product.md): it leaves the list but is never deleted
 * and stays readable by id. Retiring ends its share links. Retiring a retired character changes nothing.
 */
export async function retireCharacter(
  db: Database,
  scope: CharacterScope<'retire'>,
  id: string,
): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw characterNotFound();
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  await db.transaction(async (tx) => {
    const retired = await tx
      .update(characters)
      .set({ status: 'retired', updatedAt: sql`now()` })
      .where(and(eq(characters.id, id), scope.where, eq(characters.status, 'active')))
      .returning({ id: characters.id });
    if (retired.length > 0) await tx.delete(shareLinks).where(eq(shareLinks.characterId, id));
  });
  // A character outside the scope was left untouched above, and reads as NOT_FOUND here.
  return getCharacter(db, scope, id);
}
