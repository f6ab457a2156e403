import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { characters } from './characters.ts';
import { gameSessions } from './play.ts';

// The one event log (decisions 034 and 038): every change of a play state (later a ledger, an encounter,
// a NET run) is a row here, only ever inserted. A trigger of the migration refuses UPDATE and DELETE,
// but for the actor's id set to null when that account goes and the rows of a deleted character.

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the event belongs to: `character:<id>` for play. */
    stream: text('stream').notNull(),
    /** The character of a play stream; its events go with it. */
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'cascade' }),
    /** 1 for a stream's first event, one more for each next one. */
    seq: integer('seq').notNull(),
    /** The client's id of the command: a retry with the same id answers this event. */
    commandId: uuid('command_id').notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    /** The command as sent: its kind and payload. */
    command: jsonb('command').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    explanation: text('explanation').notNull(),
    details: jsonb('details'),
    entered: boolean('entered').notNull().default(false),
    gameSessionId: uuid('game_session_id').references(() => gameSessions.id),
  },
  (table) => [
    unique('events_stream_seq_key').on(table.stream, table.seq),
    unique('events_stream_command_key').on(table.stream, table.commandId),
    index('events_character_idx').on(table.characterId),
    index('events_actor_idx').on(table.actorUserId),
  ],
);
