import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findReach } from './play-records.ts';
import { playScope } from './policies.ts';

/**
 * The name of a character whose play view `actor` may open (its owner, or the GM of the open campaign
 * it plays in: the play read's own reach), for the heading of the page the server sends (decision 046);
 * null for any other, so a page never names a character its viewer cannot read.
 */
export async function playPageName(db: Database, actor: Actor, characterId: string): Promise<string | null> {
  try {
    return (await findReach(db, playScope(actor), characterId)).name;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
