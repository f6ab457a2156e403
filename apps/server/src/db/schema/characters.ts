import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// A saved character is four rows written in one transaction (docs/rules/product.md#saving). Property
// names are camelCase; SQL columns keep the original's snake_case names.

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    nameFirst: text('name_first').notNull(),
    nameLast: text('name_last').notNull(),
    gender: text('gender').notNull(),
    /** The cultural region, as the original stored it. */
    nationality: text('nationality'),
    roleId: text('role_id').notNull(),
    characterType: text('character_type').notNull(),
    fashionStyle: text('fashion_style'),
    portraitUrl: text('portrait_url'),
    /** Size of the stored portrait, counted against the owner's portrait quota. */
    portraitBytes: integer('portrait_bytes').notNull().default(0),
    bio: text('bio'),
    shortBio: text('short_bio'),
    /** Which engine wrote the bio: 'offline' or the AI model's name; null before migration 0011 (decision 050). */
    bioEngine: text('bio_engine'),
    status: text('status').notNull().default('active'),
    /** Where an imported character came from (`ImportedFrom` in the contracts); null for one built here. */
    importedFrom: jsonb('imported_from'),
    /** 1 when saved, one more with every update; an update must name the version it started from. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's query (decision 023): one owner's active characters, newest first, ties by id, read page
  // by page from a cursor. Its leading user_id also serves the quota count and the account's data.
  (table) => [
    // DESC with NULLS FIRST is PostgreSQL's own DESC, the order the query asks for (drizzle-kit would
    // otherwise write NULLS LAST, which an ORDER BY ... DESC cannot read in index order).
    index('characters_list_idx').on(
      table.userId,
      table.status,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

// The columns after the original's are the rules check's (decision 014): nullable, since a character saved
// before them has none, and read as "legal-unknown".
export const characterStats = pgTable('character_stats', {
  characterId: uuid('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  attributes: jsonb('attributes').notNull(),
  derivedStats: jsonb('derived_stats').notNull(),
  skills: jsonb('skills').notNull(),
  roleAbilityRank: integer('role_ability_rank').notNull().default(4),
  roleAbility: jsonb('role_ability'),
  statRolls: jsonb('stat_rolls'),
  nativeLanguage: text('native_language'),
  humanity: jsonb('humanity'),
  houseRules: jsonb('house_rules'),
  /** Complete Package: the STAT points of the campaign it was built for; null for the book's 62. */
  campaignStatPoints: integer('campaign_stat_points'),
  deviations: jsonb('deviations'),
});

export const characterInventory = pgTable('character_inventory', {
  characterId: uuid('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  gear: jsonb('gear').notNull(),
  cyberware: jsonb('cyberware').notNull(),
  fashionItems: jsonb('fashion_items').notNull(),
  money: integer('money').notNull().default(0),
  gearChoices: jsonb('gear_choices'),
  purchases: jsonb('purchases'),
  installedCyberware: jsonb('installed_cyberware'),
  items: jsonb('items'),
});

export const characterBackground = pgTable('character_background', {
  characterId: uuid('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  personalHistory: jsonb('personal_history').notNull(),
  connections: jsonb('connections').notNull(),
  motivations: jsonb('motivations').notNull(),
  lifeEvents: jsonb('life_events').notNull(),
});
