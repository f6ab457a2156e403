import { and, eq, type SQL, sql } from 'drizzle-orm';
import { characters } from '../../db/schema/characters.ts';
import { shareLinks } from '../../db/schema/share-links.ts';
import type { Actor } from '../actor.ts';
import type { CharacterScope } from '../characters/policies.ts';
import { hashShareToken } from './share-token.ts';

/**
 * The one character a share link's token opens, read-only: an active character with a live link of
 * that token. A revoked, replaced or unknown token opens nothing, and the answer is the same 404.
 */
export function sharedCharacterScope(token: string): CharacterScope<'view'> {
  const live = and(
    eq(shareLinks.characterId, characters.id),
    eq(shareLinks.tokenHash, hashShareToken(token)),
  );
  return {
    action: 'view',
    actorId: null,
    where: and(
      eq(characters.status, 'active'),
      sql`exists (select 1 from ${shareLinks} where ${live})`,
    ) as SQL,
  } as CharacterScope<'view'>;
}

/** The share links an actor may see, make or revoke: those of their own characters. */
export function shareLinkScope(actor: Actor): SQL {
  return eq(shareLinks.userId, actor.userId);
}
