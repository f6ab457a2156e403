import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session, user } from '../../db/schema/auth.ts';

/** Whether an operator has disabled the account (no new session may open for it). */
export async function isAccountDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), isNotNull(user.disabledAt)));
  return row !== undefined;
}

/** Whether an account signs in with this e-mail address (compared as stored: lower case). */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row !== undefined;
}

/**
 * Disables or enables the account of an e-mail address; disabling also ends every session, so the
 * account is out at once. Answers whether such an account exists.
 */
export async function setAccountDisabled(db: Database, email: string, disabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(user.email, email.trim().toLowerCase()))
      .returning({ id: user.id });
    if (!row) return false;
    if (disabled) await tx.delete(session).where(eq(session.userId, row.id));
    return true;
  });
}

/** The condition a user row meets while the account may be used. */
export const accountEnabled = isNull(user.disabledAt);
