import { asc, eq } from 'drizzle-orm';
import { pendingPortraits } from '../../db/schema/portraits.ts';
import type { UserDataOwner } from './user-data.ts';

/** Portraits generated for the user and not saved yet (decision 024): kept until they expire. */
export const pendingPortraitData: UserDataOwner = {
  key: 'pendingPortraits',
  async exportFor(db, userId) {
    const rows = await db
      .select({
        id: pendingPortraits.id,
        url: pendingPortraits.url,
        createdAt: pendingPortraits.createdAt,
        expiresAt: pendingPortraits.expiresAt,
      })
      .from(pendingPortraits)
      .where(eq(pendingPortraits.userId, userId))
      .orderBy(asc(pendingPortraits.createdAt), asc(pendingPortraits.id));
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
  },
  async eraseFor(tx, userId) {
    const erased = await tx
      .delete(pendingPortraits)
      .where(eq(pendingPortraits.userId, userId))
      .returning({ key: pendingPortraits.storageKey });
    return { portraitKeys: erased.map((row) => row.key) };
  },
};
