import type { CharacterBio } from '@edgeforge/contracts/character-list';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { isCharacterId } from './character-records.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';

/**
 * The full biography of one character in a view scope (the owner's, or one playing in a campaign the
 * caller runs), active or retired, for the list's "Read More" (decision 023); otherwise NOT_FOUND,
 * exactly like an id that does not exist.
 */
export async function getCharacterBio(
  db: Database,
  scope: CharacterScope<'view'>,
  id: string,
): Promise<CharacterBio> {
  if (!isCharacterId(id)) throw characterNotFound();
  const [found] = await db
    .select({ bio: characters.bio })
    .from(characters)
    .where(and(eq(characters.id, id), scope.where) as SQL)
    .limit(1);
  if (!found) throw characterNotFound();
  return { bio: found.bio };
}
