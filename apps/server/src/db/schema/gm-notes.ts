import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { gameSessions } from './play.ts';

// The GM's notes (decision 069): one per game session of a campaign, and one general note (no game
// session). Who may read or write them is domain/gm/note-policies.ts; these are only the rows.

export const gmNotes = pgTable(
  'gm_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The game session the note is for; null for the campaign's general note. */
    gameSessionId: uuid('game_session_id').references(() => gameSessions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Raised by every save: a save from a tab that read an older one is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One note per game session, and one general note: the two nulls count as the same session.
  (table) => [
    unique('gm_notes_campaign_session_key').on(table.campaignId, table.gameSessionId).nullsNotDistinct(),
  ],
);
