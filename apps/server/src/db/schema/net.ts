import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { campaigns } from './campaigns.ts';
import { characters } from './characters.ts';

// The NET of a campaign (decision 058): the GM's architectures, kept for reuse, and the runs through
// them. A run's changes are events of the one log (events.ts, stream `net-run:<id>`); its row holds the
// state they left and the architecture as it was when the run started.

/** A NET architecture the campaign's GM built or generated: the rules' `NetArchitecture` as JSON. */
export const netArchitectures = pgTable(
  'net_architectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The difficulty it was generated at, or picked by hand; null when none. */
    difficulty: text('difficulty'),
    /** The seed it was generated from; null when built by hand. */
    seed: integer('seed'),
    architecture: jsonb('architecture').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('net_architectures_campaign_idx').on(table.campaignId)],
);

/** A run of a netrunner through an architecture: its state after the last event of its stream. */
export const netRuns = pgTable(
  'net_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The architecture it started from; the run keeps its own copy, so this may go. */
    architectureId: uuid('architecture_id').references(() => netArchitectures.id, { onDelete: 'set null' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull(),
    /** The `seq` of the stream's last event. */
    version: integer('version').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('net_runs_campaign_idx').on(table.campaignId),
    index('net_runs_character_idx').on(table.characterId),
  ],
);
