import type { CampaignRef } from '@edgeforge/contracts/campaign-ref';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { characters } from '../../db/schema/characters.ts';
import type { Actor } from '../actor.ts';
import { toCampaignRef } from './campaign-records.ts';

export interface CharacterStanding {
  /** 'owner', or 'gm' for the GM of the character's campaign, who may only read it. */
  access: 'owner' | 'gm';
  campaign: CampaignRef | null;
}

/**
 * Who is looking at a character the actor was already allowed to read (the sheet's `view` scope), and
 * the campaign it plays in.
 */
export async function characterStanding(
  db: Database,
  actor: Actor,
  characterId: string,
): Promise<CharacterStanding> {
  const [row] = await db
    .select({ ownerId: characters.userId, campaignId: campaigns.id, campaignName: campaigns.name })
    .from(characters)
    .leftJoin(
      campaignMembers,
      and(eq(campaignMembers.characterId, characters.id), eq(campaignMembers.status, 'active')),
    )
    .leftJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
    .where(eq(characters.id, characterId));
  return {
    access: row?.ownerId === actor.userId ? 'owner' : 'gm',
    campaign: toCampaignRef(row?.campaignId ?? null, row?.campaignName ?? null),
  };
}
