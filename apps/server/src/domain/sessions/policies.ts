import { eq, type SQL } from 'drizzle-orm';
import { session } from '../../db/schema/auth.ts';
import type { Actor } from '../actor.ts';

/**
 * The sessions an actor may see on the account page and sign out: their own. Another user's session
 * id is answered like one that does not exist.
 */
export function sessionScope(actor: Actor): SQL {
  return eq(session.userId, actor.userId);
}
