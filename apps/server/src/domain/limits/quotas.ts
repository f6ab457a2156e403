import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { accountUsage } from '../../db/schema/usage.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';

/** What one account may keep: characters (active and retired) and bytes of stored portraits. */
export interface Quotas {
  charactersPerUser: number;
  portraitBytesPerUser: number;
}

/** What a write adds to an account: new characters, portrait bytes stored, and bytes it frees. */
export interface QuotaChange {
  characters: number;
  addedBytes: number;
  freedBytes?: number;
}

/** What an account keeps now, as its usage row (decision 047) holds it. */
export interface Usage {
  characters: number;
  portraitBytes: number;
}

const MEGABYTE = 1024 * 1024;

/** The quotas the environment configures (MAX_CHARACTERS_PER_USER, MAX_PORTRAIT_MB_PER_USER). */
export function quotasOf(env: Pick<Env, 'MAX_CHARACTERS_PER_USER' | 'MAX_PORTRAIT_MB_PER_USER'>): Quotas {
  return {
    charactersPerUser: env.MAX_CHARACTERS_PER_USER,
    portraitBytesPerUser: env.MAX_PORTRAIT_MB_PER_USER * MEGABYTE,
  };
}

const usageColumns = { characters: accountUsage.characters, portraitBytes: accountUsage.portraitBytes };

/** The usage read, built once per database and prepared: every save of an upload asks it first. */
const preparedUsage = perDatabase((db) =>
  db
    .select(usageColumns)
    .from(accountUsage)
    .where(eq(accountUsage.userId, sql.placeholder('ownerId')))
    .prepare('edgeforge_account_usage'),
);

/**
 * Throws the quota a change would take the account past. An account without a usage row cannot be: a
 * trigger makes it with the account, and it goes with the account.
 */
export function refuseBeyond(usage: Usage | undefined, change: QuotaChange, quotas: Quotas): void {
  if (!usage) throw new Error('The account has no usage row.');
  if (change.characters > 0 && usage.characters + change.characters > quotas.charactersPerUser) {
    throw new AppError('CHARACTER_QUOTA_EXCEEDED');
  }
  const bytes = usage.portraitBytes - (change.freedBytes ?? 0) + change.addedBytes;
  if (change.addedBytes > 0 && bytes > quotas.portraitBytesPerUser) {
    throw new AppError('PORTRAIT_QUOTA_EXCEEDED');
  }
}

/** What the account keeps now, as committed (or as the caller's transaction left it). */
export async function readUsage(handle: Database | Transaction, ownerId: string): Promise<Usage | undefined> {
  const [usage] = await handle
    .select(usageColumns)
    .from(accountUsage)
    .where(eq(accountUsage.userId, ownerId));
  return usage;
}

/**
 * Locks the owner's usage row until the transaction ends and answers it. After a wait the lock answers
 * the row's newest version, which the triggers keep equal to what the account's committed writes left.
 * The one per-account lock of the server: every write that changes what an account keeps takes it
 * before any character row, so two such writes never wait for each other's rows in opposite orders.
 * `FOR NO KEY UPDATE` leaves alone the key-share locks that foreign keys take on the row.
 */
export async function lockUsage(tx: Transaction, ownerId: string): Promise<Usage | undefined> {
  const [usage] = await tx
    .select(usageColumns)
    .from(accountUsage)
    .where(eq(accountUsage.userId, ownerId))
    .for('no key update');
  return usage;
}

/**
 * A first look, before anything is stored: refuses a write that would take the owner past a quota, so
 * a refused write stores no portrait. Not exact when writes race; the write's own check is.
 */
export async function assertWithinQuotas(
  db: Database,
  ownerId: string,
  change: QuotaChange,
  quotas: Quotas,
): Promise<void> {
  const [usage] = await preparedUsage(db).execute({ ownerId });
  refuseBeyond(usage, change, quotas);
}

/**
 * The exact check, in the write's transaction: one locking read of the owner's usage row (`lockUsage`),
 * so concurrent writes of one account pass one at a time and a burst stops exactly at each quota.
 * Another account's writes never wait for it.
 */
export async function holdQuotas(
  tx: Transaction,
  ownerId: string,
  change: QuotaChange,
  quotas: Quotas,
): Promise<void> {
  refuseBeyond(await lockUsage(tx, ownerId), change, quotas);
}
