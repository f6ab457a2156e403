import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// What each account keeps, counted against its quotas (decision 047). One row per account, made by a
// trigger on the user table and kept equal to the account's characters by triggers on the characters
// table (migration 0009): no code writes it. A save locks its row, so an account's writes that count
// against a quota pass one at a time while other accounts' go on.

export const accountUsage = pgTable('account_usage', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Characters, active and retired. */
  characters: integer('characters').notNull().default(0),
  /** Bytes of the characters' stored portraits. */
  portraitBytes: bigint('portrait_bytes', { mode: 'number' }).notNull().default(0),
});
