import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { campaigns } from './campaigns.ts';
import { characters } from './characters.ts';

// The GM's Night Markets (decision 067). Who may read or change them is
// domain/gm/market-policies.ts; these are only the rows.

/** A campaign's Night Market: its lines (the rules' `MarketLine`s, with their stock) in one row. */
export const nightMarkets = pgTable(
  'night_markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'draft' (the GM's alone), 'open' (its players read and buy) or 'closed'. */
    status: text('status').notNull().default('draft'),
    operatorRank: integer('operator_rank').notNull().default(0),
    lines: jsonb('lines').notNull(),
    /** Raised by every edit and every purchase: a GM's edit on an older one is refused. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('night_markets_campaign_idx').on(table.campaignId, table.createdAt)],
);

/** One purchase from a market: what the GM reads as "who bought what". */
export const marketPurchases = pgTable(
  'market_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => nightMarkets.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    buyerUserId: text('buyer_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The client's command id: a retry finds the purchase it made. */
    commandId: uuid('command_id').notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('market_purchases_market_idx').on(table.marketId, table.at),
    uniqueIndex('market_purchases_command_idx').on(table.characterId, table.commandId),
  ],
);
