import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import {
  attachCharacterRequestSchema,
  createCampaignRequestSchema,
  createInviteRequestSchema,
  updateCampaignSettingsRequestSchema,
} from '@edgeforge/contracts/campaigns';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { attachCharacter } from '../domain/campaigns/attach-character.ts';
import { closeCampaign } from '../domain/campaigns/close-campaign.ts';
import { createCampaign } from '../domain/campaigns/create-campaign.ts';
import { createInvite } from '../domain/campaigns/create-invite.ts';
import { detachCharacter } from '../domain/campaigns/detach-character.ts';
import { getCampaign } from '../domain/campaigns/get-campaign.ts';
import { leaveCampaign } from '../domain/campaigns/leave-campaign.ts';
import { listCampaigns } from '../domain/campaigns/list-campaigns.ts';
import { campaignScope, gmOfNewCampaign } from '../domain/campaigns/policies.ts';
import { removeMember } from '../domain/campaigns/remove-member.ts';
import { revokeInvite } from '../domain/campaigns/revoke-invite.ts';
import { updateCampaignSettings } from '../domain/campaigns/update-campaign-settings.ts';
import { characterScope } from '../domain/characters/policies.ts';
import { logSecurityEvent } from '../lib/security-log.ts';
import { readBody } from '../lib/validate.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { currentActor, currentUser, requireUser } from '../middleware/require-user.ts';

/**
 * Campaigns (decision 022), under /api/campaigns. Each handler asks domain/campaigns/policies.ts
 * which campaigns the caller may act on; a campaign outside that scope is the same 404 as one that does
 * not exist, to every verb. What changes the table answers the campaign as the caller now sees it.
 */
export function createCampaignRoutes(deps: AppDeps) {
  const { db } = deps;
  const viewAfter = (c: Parameters<typeof currentActor>[0], id: string) => {
    const actor = currentActor(c);
    return getCampaign(db, campaignScope(actor, 'view'), actor, id);
  };
  // After a change to the table, the campaign's streams are told (decision 042), then the caller answered.
  const changedAfter = async (c: Parameters<typeof currentActor>[0], id: string) => {
    const campaign = await viewAfter(c, id);
    deps.live.hub.publish(`campaign:${campaign.id}`);
    return campaign;
  };
  return new Hono<AppEnv>()
    .use(`${API_ROUTES.listCampaigns.path}/*`, requireUser)
    .on(API_ROUTES.listCampaigns.method, API_ROUTES.listCampaigns.path, async (c) => {
      const actor = currentActor(c);
      return c.json({ campaigns: await listCampaigns(db, campaignScope(actor, 'list'), actor) });
    })
    .on(API_ROUTES.createCampaign.method, API_ROUTES.createCampaign.path, async (c) => {
      const body = await readBody(c, createCampaignRequestSchema);
      const id = await createCampaign(db, gmOfNewCampaign(currentActor(c)), body);
      return c.json({ campaign: await viewAfter(c, id) }, 201);
    })
    .on(API_ROUTES.getCampaign.method, API_ROUTES.getCampaign.path, async (c) =>
      c.json({ campaign: await viewAfter(c, c.req.param('id')) }),
    )
    .on(API_ROUTES.closeCampaign.method, API_ROUTES.closeCampaign.path, async (c) => {
      const id = c.req.param('id');
      if (await closeCampaign(db, campaignScope(currentActor(c), 'manage'), id)) {
        logSecurityEvent(c, 'campaign_closed', { campaignId: id });
      }
      return c.json({ campaign: await changedAfter(c, id) });
    })
    .on(API_ROUTES.updateCampaignSettings.method, API_ROUTES.updateCampaignSettings.path, async (c) => {
      const body = await readBody(c, updateCampaignSettingsRequestSchema);
      const id = c.req.param('id');
      await updateCampaignSettings(db, campaignScope(currentActor(c), 'manage'), id, body);
      return c.json({ campaign: await changedAfter(c, id) });
    })
    .on(API_ROUTES.createInvite.method, API_ROUTES.createInvite.path, async (c) => {
      const body = await readBody(c, createInviteRequestSchema);
      await enforceRateLimit(c, db, deps.rateLimits.inviteCreatePerUser, currentUser(c).id);
      const scope = campaignScope(currentActor(c), 'manage');
      const { campaignId, ...invite } = await createInvite(db, scope, c.req.param('id'), body.expiresInDays);
      logSecurityEvent(c, 'campaign_invite_created', { campaignId, expiresAt: invite.expiresAt });
      return c.json({ invite }, 201);
    })
    .on(API_ROUTES.revokeInvite.method, API_ROUTES.revokeInvite.path, async (c) => {
      const id = c.req.param('id');
      const revoked = await revokeInvite(db, campaignScope(currentActor(c), 'manage'), id);
      if (revoked > 0) logSecurityEvent(c, 'campaign_invite_revoked', { campaignId: id });
      return c.json({ campaign: await changedAfter(c, id) });
    })
    .on(API_ROUTES.removeMember.method, API_ROUTES.removeMember.path, async (c) => {
      const { id, userId } = c.req.param();
      await removeMember(db, campaignScope(currentActor(c), 'manage'), id, userId);
      logSecurityEvent(c, 'campaign_member_removed', { campaignId: id, removedUserId: userId });
      return c.json({ campaign: await changedAfter(c, id) });
    })
    .on(API_ROUTES.leaveCampaign.method, API_ROUTES.leaveCampaign.path, async (c) => {
      const id = c.req.param('id');
      const actor = currentActor(c);
      await leaveCampaign(db, campaignScope(actor, 'play'), actor, id);
      logSecurityEvent(c, 'campaign_left', { campaignId: id });
      deps.live.hub.publish(`campaign:${id.toLowerCase()}`);
      return c.body(null, 204);
    })
    .on(API_ROUTES.attachCharacter.method, API_ROUTES.attachCharacter.path, async (c) => {
      const body = await readBody(c, attachCharacterRequestSchema);
      const actor = currentActor(c);
      const scopes = { campaigns: campaignScope(actor, 'play'), characters: characterScope(actor, 'attach') };
      await attachCharacter(db, scopes, actor, c.req.param('id'), body.characterId);
      return c.json({ campaign: await changedAfter(c, c.req.param('id')) });
    })
    .on(API_ROUTES.detachCharacter.method, API_ROUTES.detachCharacter.path, async (c) => {
      const actor = currentActor(c);
      await detachCharacter(db, campaignScope(actor, 'play'), actor, c.req.param('id'));
      return c.json({ campaign: await changedAfter(c, c.req.param('id')) });
    });
}
