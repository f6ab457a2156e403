import type { InvitePreview } from '@edgeforge/contracts/campaigns';
import { and, eq } from 'drizzle-orm';
import { user } from '../../db/schema/auth.ts';
import { campaignInvites, campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import type { Actor } from '../actor.ts';
import { activePlayers, type CampaignRow, type Handle } from './campaign-records.ts';
import { hashInviteToken } from './invite-token.ts';
import { inviteAdmits, inviteNotValid } from './policies.ts';

export interface AdmittingInvite {
  campaign: CampaignRow;
  /** The actor's membership row, whatever its status, if they ever joined. */
  membership: typeof campaignMembers.$inferSelect | null;
}

/**
 * The open campaign an invite token lets the actor into, with the actor's membership; INVITE_NOT_VALID
 * for an unknown token or one `inviteAdmits` (policies.ts) refuses. With `forUpdate` the campaign row
 * stays locked for the rest of the transaction (a join).
 */
export async function findAdmittingInvite(
  handle: Handle,
  actor: Actor,
  token: string,
  { forUpdate = false } = {},
): Promise<AdmittingInvite> {
  const query = handle
    .select({ invite: campaignInvites, campaign: campaigns, membership: campaignMembers })
    .from(campaignInvites)
    .innerJoin(campaigns, eq(campaigns.id, campaignInvites.campaignId))
    .leftJoin(
      campaignMembers,
      and(eq(campaignMembers.campaignId, campaigns.id), eq(campaignMembers.userId, actor.userId)),
    )
    .where(eq(campaignInvites.tokenHash, hashInviteToken(token)));
  const [row] = forUpdate ? await query.for('update', { of: campaigns }) : await query;
  if (!row || !inviteAdmits(row.invite, row.campaign, row.membership)) throw inviteNotValid();
  return { campaign: row.campaign, membership: row.membership };
}

/** What the join screen shows of an invite: the campaign's name, pitch and GM, and where the actor stands. */
export async function previewInvite(handle: Handle, actor: Actor, token: string): Promise<InvitePreview> {
  const { campaign, membership } = await findAdmittingInvite(handle, actor, token);
  const [details] = await handle
    .select({ gmName: user.name, players: activePlayers })
    .from(campaigns)
    .leftJoin(user, eq(user.id, campaigns.gmUserId))
    .where(eq(campaigns.id, campaign.id));
  const standing =
    campaign.gmUserId === actor.userId ? 'gm' : membership?.status === 'active' ? 'member' : 'guest';
  return {
    campaignId: campaign.id,
    name: campaign.name,
    pitch: campaign.pitch,
    gmName: details?.gmName ?? null,
    players: details?.players ?? 0,
    standing,
  };
}
