import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { characters } from './characters.ts';

// The career between the jobs (decision 056): a character's IP, eurobucks and Reputation balances, the
// advancement bought with IP, and its Lifestyle and Housing. Every change is an event of the log
// (events.ts, stream `career:<id>`), written in the same transaction as this row.

/** A character's career: the rules' `CareerState`, opened on first need with the cash creation left. */
export const careerStates = pgTable('career_states', {
  characterId: uuid('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  /** The `seq` of the career stream's last event. */
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
