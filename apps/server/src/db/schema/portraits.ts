import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Portraits the server generated for a user and keeps until a save names them (decision 024): the
 * stored object's key and URL, its size for the quota, and when it expires. A save moves the portrait
 * into its character and deletes the row in the same transaction; the sweep removes expired rows and
 * their objects. Deleting the account removes them too (domain/account/pending-portrait-data.ts).
 */
export const pendingPortraits = pgTable(
  'pending_portraits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('pending_portraits_user_idx').on(table.userId),
    index('pending_portraits_expires_idx').on(table.expiresAt),
  ],
);
