import { shareLinks } from '../../db/schema/share-links.ts';
import { shareLinkScope } from '../share-links/policies.ts';
import type { UserDataOwner } from './user-data.ts';

/** The user's live share links: which character, since when (the tokens themselves are not kept). */
export const shareLinkData: UserDataOwner = {
  key: 'shareLinks',
  async exportFor(db, userId) {
    const rows = await db
      .select({ characterId: shareLinks.characterId, createdAt: shareLinks.createdAt })
      .from(shareLinks)
      .where(shareLinkScope({ userId }))
      .orderBy(shareLinks.createdAt);
    return rows.map((row) => ({ characterId: row.characterId, createdAt: row.createdAt.toISOString() }));
  },
  async eraseFor(tx, userId) {
    await tx.delete(shareLinks).where(shareLinkScope({ userId }));
    return { portraitKeys: [] };
  },
};
