import type { CampaignRef } from '@edgeforge/contracts/campaign-ref';
import type { PartyCharacter } from '@edgeforge/contracts/campaigns';
import { recordIdSchema } from '@edgeforge/contracts/record-id';
import { levelsNow } from '@edgeforge/rules/career/levels';
import type { CareerState } from '@edgeforge/rules/career/state';
import { shownHumanity } from '@edgeforge/rules/cyberware/humanity';
import type { HumanityState, InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import type { characterInventory, characterStats, characters } from '../../db/schema/characters.ts';
import type { TableSettings } from './policies.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
type CharacterRow = typeof characters.$inferSelect;
type StatsRow = typeof characterStats.$inferSelect;
type InventoryRow = typeof characterInventory.$inferSelect;

/** Either handle: an operation that owns its transaction passes `tx`, a plain read passes `db`. */
export type Handle = Database | Transaction;

/** Whether a path parameter can name a row at all (campaign and user ids are checked elsewhere). */
export function isRecordId(id: string): boolean {
  return recordIdSchema.safeParse(id).success;
}

/** Whether a character was saved under the player's "House rules" tick. */
export function hasHouseRules(houseRules: unknown): boolean {
  return (houseRules as { enabled?: unknown } | null)?.enabled === true;
}

/**
 * A member's character as the party view shows it: the numbers a GM reads at the table, the role rank
 * the one in play (levels.ts).
 */
export function toPartyCharacter(
  row: CharacterRow,
  stats: StatsRow,
  inventory: InventoryRow,
  career: Pick<CareerState, 'eb' | 'roleRank'> | null,
): PartyCharacter {
  const rank = levelsNow({ skills: [], rank: stats.roleAbilityRank, setup: null }, career).rank;
  const derived = stats.derivedStats as { hp: number };
  const humanity = stats.humanity as HumanityState | null;
  const attributes = stats.attributes as PartyCharacter['attributes'];
  const installed = inventory.installedCyberware as InstalledCyberware[] | null;
  return {
    id: row.id,
    name_first: row.nameFirst,
    name_last: row.nameLast,
    portrait_url: row.portraitUrl,
    role_id: row.roleId as PartyCharacter['role_id'],
    role_ability_rank: rank ?? stats.roleAbilityRank,
    status: row.status as PartyCharacter['status'],
    character_type: row.characterType,
    hp: derived.hp,
    humanity: humanity ? { current: humanity.current, max: humanity.max } : null,
    emp: shownHumanity(humanity, attributes.EMP, installed).emp,
    attributes,
    money: inventory.money,
    career_eb: career?.eb ?? null,
    house_rules: hasHouseRules(stats.houseRules),
  };
}

/** A campaign as a name, or null. */
export function toCampaignRef(id: string | null, name: string | null): CampaignRef | null {
  return id && name !== null ? { id, name } : null;
}

/** Players at a campaign's table now, as a column of a query over campaigns. */
export const activePlayers: SQL<number> = sql<number>`(select count(*) from ${campaignMembers} where ${campaignMembers.campaignId} = ${campaigns.id} and ${campaignMembers.status} = 'active')::int`;

/** Something happened at the table: "Continue Campaign" puts the campaign first. */
export async function touchCampaign(handle: Handle, campaignId: string): Promise<void> {
  await handle.update(campaigns).set({ lastActivityAt: sql`now()` }).where(eq(campaigns.id, campaignId));
}

/** A campaign row's house settings, as the door of its party reads them. */
export function tableSettings(
  row: Pick<CampaignRow, 'allowedMethods' | 'acceptsHouseRules' | 'completeStatPoints'>,
): TableSettings {
  return {
    allowedMethods: row.allowedMethods as string[],
    acceptsHouseRules: row.acceptsHouseRules,
    completeStatPoints: row.completeStatPoints,
  };
}
