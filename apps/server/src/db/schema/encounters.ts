import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

// A campaign's encounters (decision 065): one row per fight, its state as one jsonb (the combatants,
// each NPC's play state, the turn order, the round and whose turn) and its version, the `seq` of the
// last event of its stream `encounter:<id>` in the one log. Who may read or change it is
// domain/gm/encounter-policies.ts; these are only the rows.

export const encounters = pgTable(
  'encounters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'running' or 'ended'. */
    status: text('status').notNull().default('running'),
    /** The fight (`EncounterState` of the contracts), written from validated data. */
    state: jsonb('state').notNull(),
    /** The events the fight has been through: the `seq` of the last one, 0 before the first. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('encounters_campaign_idx').on(table.campaignId, table.createdAt)],
);
