import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';
import type { Actor } from '../actor.ts';
import { touchCampaign } from './campaign-records.ts';
import { findCampaign } from './get-campaign.ts';
import type { CampaignScope } from './policies.ts';

/**
 * The actor leaves a campaign they play in, taking their character with them. From then on the
 * campaign is a 404 to them, until an invite brings them back.
 */
export async function leaveCampaign(
  db: Database,
  scope: CampaignScope<'play'>,
  actor: Actor,
  campaignId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, scope, campaignId, { forUpdate: true });
    await tx
      .update(campaignMembers)
      .set({ status: 'left', leftAt: sql`now()`, characterId: null })
      .where(and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.userId, actor.userId)));
    await touchCampaign(tx, campaign.id);
  });
}
