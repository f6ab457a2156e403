import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';
import { AppError } from '../../lib/app-error.ts';
import { touchCampaign } from './campaign-records.ts';
import { findCampaign } from './get-campaign.ts';
import { assertCampaignOpen, type CampaignScope } from './policies.ts';

/**
 * The GM sends a player away from a campaign they run: the player's character leaves the party, the
 * campaign becomes a 404 to them, and only an invite made after this lets them back in.
 */
export async function removeMember(
  db: Database,
  scope: CampaignScope<'manage'>,
  campaignId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, scope, campaignId, { forUpdate: true });
    assertCampaignOpen(campaign);
    const removed = await tx
      .update(campaignMembers)
      .set({ status: 'removed', leftAt: sql`now()`, characterId: null })
      .where(
        and(
          eq(campaignMembers.campaignId, campaign.id),
          eq(campaignMembers.userId, userId),
          eq(campaignMembers.status, 'active'),
        ),
      )
      .returning({ userId: campaignMembers.userId });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'Player not found.');
    await touchCampaign(tx, campaign.id);
  });
}
