import type { updateCampaignSettingsRequestSchema } from '@edgeforge/contracts/campaigns';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { touchCampaign } from './campaign-records.ts';
import { findCampaign } from './get-campaign.ts';
import { assertCampaignOpen, type CampaignScope } from './policies.ts';

export type CampaignSettingsInput = z.output<typeof updateCampaignSettingsRequestSchema>;

/**
 * The GM changes an open campaign's house settings: its creation methods, whether it takes house
 * rules, its Complete Package STAT points. The characters already in the party keep their seats; the
 * new settings hold every character that joins or is built for the campaign from now on.
 */
export async function updateCampaignSettings(
  db: Database,
  scope: CampaignScope<'manage'>,
  campaignId: string,
  input: CampaignSettingsInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, scope, campaignId, { forUpdate: true });
    assertCampaignOpen(campaign);
    await tx
      .update(campaigns)
      .set({
        allowedMethods: input.allowedMethods,
        acceptsHouseRules: input.acceptsHouseRules,
        completeStatPoints: input.completeStatPoints,
      })
      .where(eq(campaigns.id, campaign.id));
    await touchCampaign(tx, campaign.id);
  });
}
