import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import type { UserDataOwner } from './user-data.ts';

/** The version of the "download my data" file; a change of its shape gets a new one. */
export const ACCOUNT_EXPORT_VERSION = 1;

/**
 * Everything the account holds, as one JSON document: the account itself, then each data owner's
 * part under its key (characters, draft, and whatever later features add). No password hash, no
 * session token: nothing that would let the file's reader act as the user.
 */
export async function exportAccount(
  db: Database,
  owners: readonly UserDataOwner[],
  userId: string,
): Promise<Record<string, unknown>> {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const parts: Record<string, unknown> = {};
  for (const owner of owners) parts[owner.key] = await owner.exportFor(db, userId);
  return {
    format: 'edgeforge-account-export',
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account: account ? { ...account, createdAt: account.createdAt.toISOString() } : null,
    ...parts,
  };
}
