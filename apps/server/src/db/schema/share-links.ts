import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { characters } from './characters.ts';

/**
 * Read-only links to one character's sheet. Only the SHA-256 of the token is kept: the link is shown to
 * its owner once, and a stolen table gives nobody a working link. One live link per character; revoking,
 * retiring the character or deleting the account removes it.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('share_links_token_hash_idx').on(table.tokenHash),
    uniqueIndex('share_links_character_idx').on(table.characterId),
    index('share_links_user_idx').on(table.userId),
  ],
);
