import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { inviteTokenRequestSchema } from '@edgeforge/contracts/campaigns';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { previewInvite } from '../domain/campaigns/find-invite.ts';
import { joinCampaign } from '../domain/campaigns/join-campaign.ts';
import { AppError } from '../lib/app-error.ts';
import { logSecurityEvent } from '../lib/security-log.ts';
import { readBody } from '../lib/validate.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { currentActor, currentUser, requireUser } from '../middleware/require-user.ts';

/**
 * Invite links (decision 022), under /api/invites. The token travels in the body, never in a path
 * that proxies and logs keep. Every look-up and join is a guess at a token, counted per user (never
 * per address: see `inviteTokenPerUser`); a token that lets nobody in is logged and answered INVITE_NOT_VALID, whatever the reason.
 */
export function createInviteRoutes(deps: AppDeps) {
  const { db } = deps;
  const readToken = async (c: Context<AppEnv>) => {
    const { token } = await readBody(c, inviteTokenRequestSchema);
    await enforceRateLimit(c, db, deps.rateLimits.inviteTokenPerUser, currentUser(c).id);
    return token;
  };
  const logRefusal = (c: Context<AppEnv>) => (error: unknown) => {
    if (error instanceof AppError && error.code === 'INVITE_NOT_VALID') {
      logSecurityEvent(c, 'campaign_invite_refused');
    }
    throw error;
  };
  return new Hono<AppEnv>()
    .use('/api/invites/*', requireUser)
    .on(API_ROUTES.lookUpInvite.method, API_ROUTES.lookUpInvite.path, async (c) => {
      const token = await readToken(c);
      const invite = await previewInvite(db, currentActor(c), token).catch(logRefusal(c));
      return c.json({ invite });
    })
    .on(API_ROUTES.joinCampaign.method, API_ROUTES.joinCampaign.path, async (c) => {
      const token = await readToken(c);
      const { campaignId, joined } = await joinCampaign(db, currentActor(c), token).catch(logRefusal(c));
      if (joined) logSecurityEvent(c, 'campaign_joined', { campaignId });
      if (joined) deps.live.hub.publish(`campaign:${campaignId}`);
      return c.json({ campaignId });
    });
}
