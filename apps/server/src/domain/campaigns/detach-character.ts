import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';
import type { Actor } from '../actor.ts';
import { touchCampaign } from './campaign-records.ts';
import { findCampaign } from './get-campaign.ts';
import type { CampaignScope } from './policies.ts';

/**
 * A player takes their character back out of a campaign's party; they stay at the table and may bring
 * another. Without a character there is nothing to do.
 */
export async function detachCharacter(
  db: Database,
  scope: CampaignScope<'play'>,
  actor: Actor,
  campaignId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, scope, campaignId, { forUpdate: true });
    const detached = await tx
      .update(campaignMembers)
      .set({ characterId: null })
      .where(
        and(
          eq(campaignMembers.campaignId, campaign.id),
          eq(campaignMembers.userId, actor.userId),
          isNotNull(campaignMembers.characterId),
        ),
      )
      .returning({ userId: campaignMembers.userId });
    if (detached.length > 0) await touchCampaign(tx, campaign.id);
  });
}
