import { eq } from 'drizzle-orm';
import { draft } from '../../db/schema/ops.ts';
import { getDraft } from '../drafts/get-draft.ts';
import type { UserDataOwner } from './user-data.ts';

/** The wizard's work in progress: one draft per user. */
export const draftData: UserDataOwner = {
  key: 'draft',
  async exportFor(db, userId) {
    return getDraft(db, userId);
  },
  async eraseFor(tx, userId) {
    await tx.delete(draft).where(eq(draft.userId, userId));
    return { portraitKeys: [] };
  },
};
