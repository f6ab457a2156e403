import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { characters } from './characters.ts';

// A campaign is a GM's table: its players join through an invite and each may bring one character
// (decision 022). Who may see or change what is domain/campaigns/policies.ts; these are only the rows.

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The GM. Null once the GM's account is deleted: the campaign is closed then, not erased. */
    gmUserId: text('gm_user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    pitch: text('pitch').notNull().default(''),
    /** The creation methods the table accepts (`CharacterType` ids), never empty. */
    allowedMethods: jsonb('allowed_methods').notNull(),
    /** Whether a character saved under house rules (the player's tick) may join the party. */
    acceptsHouseRules: boolean('accepts_house_rules').notNull().default(false),
    /** The GM's IP cost multipliers (`IpMultipliers`), a house rule; null for the rules' table. */
    ipMultipliers: jsonb('ip_multipliers'),
    /** The Complete Package's STAT points of the table's characters: 62 by the book, or 50, 70, 75, 80. */
    completeStatPoints: integer('complete_stat_points').notNull().default(62),
    /** 'open' or 'closed'; a closed campaign keeps its members and changes no more. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last join, leave, attachment or change: "Continue Campaign" lists by it, newest first. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('campaigns_gm_idx').on(table.gmUserId)],
);

export const campaignMembers = pgTable(
  'campaign_members',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The one character the player brings, if any. */
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'set null' }),
    /** 'active', 'left' (the player went) or 'removed' (the GM sent them away). */
    status: text('status').notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the player left or was removed; an invite made before a removal no longer admits them. */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId] }),
    index('campaign_members_user_idx').on(table.userId),
    // A character plays in one campaign at a time.
    uniqueIndex('campaign_members_character_idx').on(table.characterId),
  ],
);

export const campaignInvites = pgTable(
  'campaign_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token, hex: the token itself is shown to the GM once and never kept. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('campaign_invites_campaign_idx').on(table.campaignId)],
);
