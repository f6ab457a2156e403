import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignInvites } from '../../db/schema/campaigns.ts';
import { findCampaign } from './get-campaign.ts';
import { hashInviteToken, newInviteToken } from './invite-token.ts';
import { assertCampaignOpen, type CampaignScope } from './policies.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewInvite {
  campaignId: string;
  /** Shown to the GM this once; only its hash is kept. */
  token: string;
  createdAt: string;
  expiresAt: string | null;
}

/**
 * A new invite link for a campaign the actor runs: the previous one stops working (a campaign has one
 * live link), the new one lasts `expiresInDays` or until it is revoked or replaced.
 */
export async function createInvite(
  db: Database,
  scope: CampaignScope<'manage'>,
  campaignId: string,
  expiresInDays: number | null,
): Promise<NewInvite> {
  return db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, scope, campaignId, { forUpdate: true });
    assertCampaignOpen(campaign);
    await tx
      .update(campaignInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(campaignInvites.campaignId, campaign.id), isNull(campaignInvites.revokedAt)));
    const token = newInviteToken();
    const now = new Date();
    const expiresAt = expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS);
    await tx
      .insert(campaignInvites)
      .values({ campaignId: campaign.id, tokenHash: hashInviteToken(token), createdAt: now, expiresAt });
    return {
      campaignId: campaign.id,
      token,
      createdAt: now.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
    };
  });
}
