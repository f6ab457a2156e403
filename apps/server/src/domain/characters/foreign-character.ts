import { and, eq, not } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { isCharacterId } from './character-records.ts';
import type { CharacterScope } from './policies.ts';

/**
 * Whether a character the actor was refused exists outside their scope: someone reaching for
 * another player's character. Only the security log asks; the answer to the actor stays the plain
 * 404 of an unknown id.
 */
export async function isForeignCharacter(db: Database, scope: CharacterScope, id: string): Promise<boolean> {
  if (!isCharacterId(id)) return false;
  const [row] = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.id, id), not(scope.where)))
    .limit(1);
  return row !== undefined;
}
