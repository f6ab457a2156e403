import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

// The GM's side (decision 034): a campaign's NPC roster. Who may read or change it is
// domain/gm/policies.ts; these are only the rows.

export const npcs = pgTable(
  'npcs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The tier (`NpcTier`), also inside `build`, kept as a column for the roster's order. */
    tier: text('tier').notNull(),
    /** The NPC as the rules read it (`NpcBuild`), written from validated data. */
    build: jsonb('build').notNull(),
    /** 'active' or 'retired': a retired NPC stays on the roster, out of new encounters. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('npcs_campaign_idx').on(table.campaignId, table.createdAt)],
);
