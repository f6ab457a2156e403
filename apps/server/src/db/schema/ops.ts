import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Fixed-window request counters, keyed by bucket (what is limited) and key (who: an IP, an
 * e-mail, a user id). Kept in the database so several server processes share one count. The table
 * is unlogged (migration 0010, decision 055): a crash of the database empties it.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] })],
);

/** The wizard's work in progress: one row per user, replaced on every save. */
export const draft = pgTable('draft', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
