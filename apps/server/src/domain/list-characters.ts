import type { CharacterListItem } from '@edgeforge/contracts/api';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { campaignMembers, campaigns } from '../db/schema/campaigns.ts';
import { characterStats, characters } from '../db/schema/characters.ts';
import { toCampaignRef } from './campaigns/campaign-records.ts';
import { toListItem } from './character-records.ts';
import type { CharacterScope } from './policies.ts';

/**
 * The active characters of a list scope, most recently updated first, with their role ability rank, their
 * house rules (the list's badge) and the campaign each plays in.
 */
export async function listCharacters(
  db: Database,
  scope: CharacterScope<'list'>,
): Promise<CharacterListItem[]> {
  const rows = await db
    .select({
      character: characters,
      roleAbilityRank: characterStats.roleAbilityRank,
      houseRules: characterStats.houseRules,
      deviations: characterStats.deviations,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
    })
    .from(characters)
    .leftJoin(characterStats, eq(characterStats.characterId, characters.id))
    .leftJoin(
      campaignMembers,
      and(eq(campaignMembers.characterId, characters.id), eq(campaignMembers.status, 'active')),
    )
    .leftJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
    .where(and(scope.where, eq(characters.status, 'active')))
    // The id breaks ties so two saves in the same instant keep a stable order.
    .orderBy(desc(characters.updatedAt), desc(characters.createdAt), desc(characters.id));
  return rows.map(({ character, campaignId, campaignName, ...stats }) =>
    toListItem(
      character,
      stats.roleAbilityRank === null ? null : { ...stats, roleAbilityRank: stats.roleAbilityRank },
      toCampaignRef(campaignId, campaignName),
    ),
  );
}
