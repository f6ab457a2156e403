import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { campaigns } from './campaigns.ts';
import { characters } from './characters.ts';

// Play at the table (decision 038): a character's current play state, kept apart from its build, and
// the game sessions. Every change of the state is an event of the log (events.ts), written in the same
// transaction as the state.

/** One night at the table ("gameSession" in code: a "session" here is a sign-in). */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The campaign whose GM started it for the party; null for one the owner started alone. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The character it was started for, when started outside a campaign. */
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'cascade' }),
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('game_sessions_campaign_idx').on(table.campaignId),
    index('game_sessions_character_idx').on(table.characterId),
  ],
);

/** A character's play state: the rules' `PlayState`, made from the build on first need. */
export const playStates = pgTable('play_states', {
  characterId: uuid('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  /** The events the state has been through: the `seq` of the last one, 0 before the first. */
  version: integer('version').notNull().default(0),
  /** 'server' or 'entered' (the player rolls real dice and sends the values). */
  diceMode: text('dice_mode').notNull().default('server'),
  /** The game session in progress; null before the first. */
  gameSessionId: uuid('game_session_id').references(() => gameSessions.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
