import { count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { characters } from '../../db/schema/characters.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';

/** What one account may keep: characters (active and retired) and bytes of stored portraits. */
export interface Quotas {
  charactersPerUser: number;
  portraitBytesPerUser: number;
}

const MEGABYTE = 1024 * 1024;

/** The quotas the environment configures (MAX_CHARACTERS_PER_USER, MAX_PORTRAIT_MB_PER_USER). */
export function quotasOf(env: Pick<Env, 'MAX_CHARACTERS_PER_USER' | 'MAX_PORTRAIT_MB_PER_USER'>): Quotas {
  return {
    charactersPerUser: env.MAX_CHARACTERS_PER_USER,
    portraitBytesPerUser: env.MAX_PORTRAIT_MB_PER_USER * MEGABYTE,
  };
}

/**
 * What an owner keeps now: characters (active and retired) and bytes of stored portraits. Built once
 * per database and prepared: every save, duplicate and import asks it.
 */
const preparedUsage = perDatabase((db) =>
  db
    .select({ characters: count(), portraitBytes: sum(characters.portraitBytes).mapWith(Number) })
    .from(characters)
    .where(eq(characters.userId, sql.placeholder('ownerId')))
    .prepare('edgeforge_quota_usage'),
);

async function usageOf(db: Database, ownerId: string) {
  const [usage] = await preparedUsage(db).execute({ ownerId });
  return { characters: usage?.characters ?? 0, portraitBytes: usage?.portraitBytes ?? 0 };
}

/**
 * Refuses a save that would take the owner past a quota: one more character, `portraitBytes` more
 * of stored portraits. Checked before anything is stored; two saves racing at the very limit may
 * both pass, which the per-user write limit keeps to a handful.
 */
export async function assertWithinSaveQuota(
  db: Database,
  ownerId: string,
  portraitBytes: number,
  quotas: Quotas,
): Promise<void> {
  const usage = await usageOf(db, ownerId);
  if (usage.characters + 1 > quotas.charactersPerUser) {
    throw new AppError('CHARACTER_QUOTA_EXCEEDED');
  }
  if (usage.portraitBytes + portraitBytes > quotas.portraitBytesPerUser) {
    throw new AppError('PORTRAIT_QUOTA_EXCEEDED');
  }
}

/**
 * Refuses an update whose new portrait would take the owner past the portrait quota, counting the
 * portrait it replaces as freed.
 */
export async function assertWithinPortraitQuota(
  db: Database,
  ownerId: string,
  addedBytes: number,
  freedBytes: number,
  quotas: Quotas,
): Promise<void> {
  const usage = await usageOf(db, ownerId);
  if (usage.portraitBytes - freedBytes + addedBytes > quotas.portraitBytesPerUser) {
    throw new AppError('PORTRAIT_QUOTA_EXCEEDED');
  }
}
