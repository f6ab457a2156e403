import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignInvites } from '../../db/schema/campaigns.ts';
import { findCampaign } from './get-campaign.ts';
import type { CampaignScope } from './policies.ts';

/**
 * Revokes the invite link of a campaign the actor runs: nobody joins with it any more; players already
 * at the table stay. Answers how many links it stopped (0 when there was none: nothing to do).
 */
export async function revokeInvite(
  db: Database,
  scope: CampaignScope<'manage'>,
  campaignId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, scope, campaignId, { forUpdate: true });
    const revoked = await tx
      .update(campaignInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(campaignInvites.campaignId, campaign.id), isNull(campaignInvites.revokedAt)))
      .returning({ id: campaignInvites.id });
    return revoked.length;
  });
}
