import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { campaigns } from './campaigns.ts';
import { characters } from './characters.ts';

// The NET of a campaign (decision 058): the GM's architectures, kept for reuse.

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

/**
 * A NET run (decision 058): a netrunner going through its own copy of an architecture, the rules'
 * `NetRunState` as JSON, with its version (the `seq` of its last event in the stream `net-run:<id>`).
 */
export const netRuns = pgTable(
  'net_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The runner; the run goes with the character. */
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** The architecture it started from; null once that is deleted (the run keeps its copy). */
    architectureId: uuid('architecture_id').references(() => netArchitectures.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    state: jsonb('state').notNull(),
    version: integer('version').notNull().default(0),
    /** 'active' or 'ended'. */
    status: text('status').notNull().default('active'),
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('net_runs_campaign_idx').on(table.campaignId, table.startedAt),
    index('net_runs_character_idx').on(table.characterId),
    uniqueIndex('net_runs_one_active_key').on(table.characterId).where(sql`${table.status} = 'active'`),
  ],
);
