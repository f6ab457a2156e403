import { count, eq, sql, sum } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { characters } from '../../db/schema/characters.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockOwner } from './owner-lock.ts';

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

const MEGABYTE = 1024 * 1024;

/** The quotas the environment configures (MAX_CHARACTERS_PER_USER, MAX_PORTRAIT_MB_PER_USER). */
export function quotasOf(env: Pick<Env, 'MAX_CHARACTERS_PER_USER' | 'MAX_PORTRAIT_MB_PER_USER'>): Quotas {
  return {
    charactersPerUser: env.MAX_CHARACTERS_PER_USER,
    portraitBytesPerUser: env.MAX_PORTRAIT_MB_PER_USER * MEGABYTE,
  };
}

/** What an owner keeps now: characters (active and retired) and bytes of stored portraits. */
function usageQuery(handle: Database | Transaction, ownerId: unknown) {
  return handle
    .select({ characters: count(), portraitBytes: sum(characters.portraitBytes).mapWith(Number) })
    .from(characters)
    .where(eq(characters.userId, ownerId as string));
}

/** The usage query built once per database and prepared: every save, duplicate and import asks it. */
const preparedUsage = perDatabase((db) =>
  usageQuery(db, sql.placeholder('ownerId')).prepare('edgeforge_quota_usage'),
);

type Usage = { characters: number; portraitBytes: number | null }[];

function refuseBeyond([usage]: Usage, change: QuotaChange, quotas: Quotas): void {
  if (change.characters > 0 && (usage?.characters ?? 0) + change.characters > quotas.charactersPerUser) {
    throw new AppError('CHARACTER_QUOTA_EXCEEDED');
  }
  const bytes = (usage?.portraitBytes ?? 0) - (change.freedBytes ?? 0) + change.addedBytes;
  if (change.addedBytes > 0 && bytes > quotas.portraitBytesPerUser) {
    throw new AppError('PORTRAIT_QUOTA_EXCEEDED');
  }
}

/**
 * A first look, before anything is stored: refuses a write that would take the owner past a quota, so
 * a refused save stores no portrait. Not exact when writes race; `holdQuotas` in the write's
 * transaction is.
 */
export async function assertWithinQuotas(
  db: Database,
  ownerId: string,
  change: QuotaChange,
  quotas: Quotas,
): Promise<void> {
  refuseBeyond(await preparedUsage(db).execute({ ownerId }), change, quotas);
}

/**
 * The exact check, in the write's transaction: takes the owner's lock (`lockOwner`), then counts what
 * the account's committed writes left. Concurrent writes of one account pass it one at a time, so a
 * burst stops exactly at each quota.
 */
export async function holdQuotas(
  tx: Transaction,
  ownerId: string,
  change: QuotaChange,
  quotas: Quotas,
): Promise<void> {
  await lockOwner(tx, ownerId);
  refuseBeyond(await usageQuery(tx, ownerId), change, quotas);
}
