import type {
  Character,
  characterBackgroundSchema,
  characterInventorySchema,
  characterStatsSchema,
  FullCharacter,
} from '@edgeforge/contracts/api';
import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import type { ImportedFrom } from '@edgeforge/contracts/foundry-actor-file';
import { LIMITS } from '@edgeforge/contracts/limits';
import type { z } from 'zod';
import type {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../../db/schema/characters.ts';

export type CharacterRow = typeof characters.$inferSelect;
export type StatsRow = typeof characterStats.$inferSelect;
export type InventoryRow = typeof characterInventory.$inferSelect;
export type BackgroundRow = typeof characterBackground.$inferSelect;

type Stats = z.infer<typeof characterStatsSchema>;
type Inventory = z.infer<typeof characterInventorySchema>;
type Background = z.infer<typeof characterBackgroundSchema>;

// Character ids are uuids: anything else cannot exist, and PostgreSQL would reject it with an error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells whether a path parameter can be a character id at all. */
export function isCharacterId(id: string): boolean {
  return UUID.test(id);
}

/** Shapes a characters row as the API answers it (the original's snake_case fields). */
export function toCharacter(row: CharacterRow): Character {
  return {
    id: row.id,
    name_first: row.nameFirst,
    name_last: row.nameLast,
    gender: row.gender as Character['gender'],
    nationality: row.nationality,
    role_id: row.roleId as Character['role_id'],
    character_type: row.characterType,
    fashion_style: row.fashionStyle as Character['fashion_style'],
    portrait_url: row.portraitUrl,
    bio: row.bio,
    short_bio: row.shortBio,
    bio_engine: row.bioEngine,
    status: row.status as Character['status'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    imported_from: (row.importedFrom as ImportedFrom | null) ?? null,
  };
}

/** The first non-blank line of a text, trimmed, or null. */
function firstLine(text: string | null): string | null {
  const line = text
    ?.split(/\r?\n/)
    .map((part) => part.trim())
    .find(Boolean);
  return line ?? null;
}

/**
 * The list's Bio cell (docs/rules/product.md, "The character list"): the short bio, else the first
 * line of the bio, cut to LIMITS.bioPreviewMax (the cell shows two lines); null when there is neither.
 */
export function bioPreviewOf(shortBio: string | null, bio: string | null): string | null {
  const short = firstLine(shortBio);
  if (short !== null) return short;
  const line = firstLine(bio);
  if (line === null || line.length <= LIMITS.bioPreviewMax) return line;
  return `${line.slice(0, LIMITS.bioPreviewMax - 1).trimEnd()}\u2026`;
}

/** What the list reads of a characters row: the summary's columns (decision 023). */
export type SummaryRow = Pick<
  CharacterRow,
  'id' | 'nameFirst' | 'nameLast' | 'roleId' | 'characterType' | 'portraitUrl' | 'shortBio'
> & {
  /** The bio, read only when there is no short bio to show. */
  bioHead: string | null;
  hasBio: boolean;
};

/**
 * One row of the list: the summary, its role ability rank (call 4 in docs/rules/product.md), house
 * rules and campaign.
 */
export function toSummary(
  row: SummaryRow,
  stats: Pick<StatsRow, 'roleAbilityRank' | 'houseRules' | 'deviations'> | null,
  campaign: CharacterSummary['campaign'] = null,
): CharacterSummary {
  return {
    id: row.id,
    name_first: row.nameFirst,
    name_last: row.nameLast,
    role_id: row.roleId as CharacterSummary['role_id'],
    character_type: row.characterType,
    portrait_url: row.portraitUrl,
    bio_preview: bioPreviewOf(row.shortBio, row.bioHead),
    has_bio: row.hasBio,
    character_stats:
      stats === null
        ? null
        : {
            role_ability_rank: stats.roleAbilityRank,
            house_rules: stats.houseRules as Stats['house_rules'],
            deviations: stats.deviations as Stats['deviations'],
          },
    campaign,
  };
}

/**
 * The character with its three related records; jsonb columns were written from validated data. A
 * character saved before the rules check has none of its columns: they read as null (legal-unknown).
 */
export function toFullCharacter(
  row: CharacterRow,
  stats: StatsRow,
  inventory: InventoryRow,
  background: BackgroundRow,
): FullCharacter {
  return {
    ...toCharacter(row),
    character_stats: {
      attributes: stats.attributes as Stats['attributes'],
      derived_stats: stats.derivedStats as Stats['derived_stats'],
      skills: stats.skills as Stats['skills'],
      role_ability_rank: stats.roleAbilityRank,
      role_ability: stats.roleAbility as Stats['role_ability'],
      stat_rolls: stats.statRolls as Stats['stat_rolls'],
      native_language: stats.nativeLanguage,
      humanity: stats.humanity as Stats['humanity'],
      house_rules: stats.houseRules as Stats['house_rules'],
      campaign_stat_points: stats.campaignStatPoints as Stats['campaign_stat_points'],
      deviations: stats.deviations as Stats['deviations'],
    },
    character_inventory: {
      gear: inventory.gear as Inventory['gear'],
      cyberware: inventory.cyberware as Inventory['cyberware'],
      fashion_items: inventory.fashionItems as Inventory['fashion_items'],
      money: inventory.money,
      gear_choices: inventory.gearChoices as Inventory['gear_choices'],
      purchases: inventory.purchases as Inventory['purchases'],
      installed_cyberware: inventory.installedCyberware as Inventory['installed_cyberware'],
      items: inventory.items as Inventory['items'],
    },
    character_background: {
      personal_history: background.personalHistory as Background['personal_history'],
      connections: background.connections as Background['connections'],
      motivations: background.motivations as Background['motivations'],
      life_events: background.lifeEvents as Background['life_events'],
    },
  };
}
