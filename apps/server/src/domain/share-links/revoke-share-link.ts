import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { shareLinks } from '../../db/schema/share-links.ts';
import { isCharacterId } from '../characters/character-records.ts';
import { type CharacterScope, characterNotFound } from '../characters/policies.ts';

/**
 * Revokes the share link of a character of the scope: its token opens nothing from now on, answered
 * like a token that never existed. Revoking when there is none changes nothing.
 */
export async function revokeShareLink(
  db: Database,
  scope: CharacterScope<'manage-share'>,
  id: string,
): Promise<void> {
  if (!isCharacterId(id)) throw characterNotFound();
  const owned = db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.id, id), scope.where));
  const [character] = await owned;
  if (!character) throw characterNotFound();
  await db.delete(shareLinks).where(inArray(shareLinks.characterId, owned));
}
