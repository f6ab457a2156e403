import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { shareLinks } from '../../db/schema/share-links.ts';
import type { Actor } from '../actor.ts';
import { isCharacterId } from '../characters/character-records.ts';
import { type CharacterScope, characterNotFound } from '../characters/policies.ts';
import { hashShareToken, newShareToken } from './share-token.ts';

/**
 * Makes a read-only link to one active character of the scope: a new random token, of which only the
 * hash is stored. A character has one live link; a new one replaces it (the old token stops working).
 * The token is answered once and never again.
 */
export async function createShareLink(
  db: Database,
  scope: CharacterScope<'share'>,
  actor: Actor,
  id: string,
): Promise<{ token: string; createdAt: string }> {
  if (!isCharacterId(id)) throw characterNotFound();
  const token = newShareToken();
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  const created = await db.transaction(async (tx) => {
    const [character] = await tx
      .select({ id: characters.id })
      .from(characters)
      .where(and(eq(characters.id, id), scope.where));
    if (!character) throw characterNotFound();
    await tx.delete(shareLinks).where(eq(shareLinks.characterId, id));
    const [row] = await tx
      .insert(shareLinks)
      .values({ characterId: id, userId: actor.userId, tokenHash: hashShareToken(token) })
      .returning({ createdAt: shareLinks.createdAt });
    if (!row) throw new Error('The share link insert returned no row.');
    return row.createdAt;
  });
  return { token, createdAt: created.toISOString() };
}
