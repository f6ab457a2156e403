import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

/**
 * Holds the owner's account row until the transaction ends: every write that must see what the
 * account's other writes left (a quota's count, a balance) takes it first, so those writes run one at
 * a time per account and any check made after it is exact. The one per-user lock of the server; a
 * write that needs it takes it before anything else in its transaction.
 *
 * `FOR NO KEY UPDATE` conflicts with itself and with updates of the row, not with the key-share locks
 * that inserts referencing the user take: sessions and other tables' rows are never held up. PGlite
 * runs one transaction at a time anyway; the lock makes PostgreSQL's many connections behave the same.
 */
export async function lockOwner(tx: Transaction, ownerId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerId)).for('no key update');
}
