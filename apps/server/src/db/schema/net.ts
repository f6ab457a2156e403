import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { campaigns } from './campaigns.ts';

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
