import type { ShareLinkStatus } from '@edgeforge/contracts/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { shareLinks } from '../../db/schema/share-links.ts';
import { isCharacterId } from '../characters/character-records.ts';
import { type CharacterScope, characterNotFound } from '../characters/policies.ts';

/** Whether a character of the scope has a live share link, and since when (the token is not kept). */
export async function shareLinkStatus(
  db: Database,
  scope: CharacterScope<'manage-share'>,
  id: string,
): Promise<ShareLinkStatus> {
  if (!isCharacterId(id)) throw characterNotFound();
  const [row] = await db
    .select({ characterId: characters.id, createdAt: shareLinks.createdAt })
    .from(characters)
    .leftJoin(shareLinks, eq(shareLinks.characterId, characters.id))
    .where(and(eq(characters.id, id), scope.where));
  if (!row) throw characterNotFound();
  return { link: row.createdAt ? { createdAt: row.createdAt.toISOString() } : null };
}
