import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { isForeignCampaign } from '../domain/campaigns/foreign-campaign.ts';
import { campaignScope } from '../domain/campaigns/policies.ts';
import { isForeignCharacter } from '../domain/characters/foreign-character.ts';
import { characterScope } from '../domain/characters/policies.ts';
import { logSecurityEvent } from '../lib/security-log.ts';

const CHARACTER_PATH = /^\/api\/characters\/([^/]+)/;

/**
 * After a signed-in request for one character ends in 404, logs a security event when that
 * character exists and belongs to someone else: a stranger's reach, or a GM's for more than reading a
 * player's sheet (its share link, an edit). The answer itself is left as it is.
 */
export function auditCharacterNotFound(deps: Pick<AppDeps, 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const user = c.get('user');
    const id = CHARACTER_PATH.exec(c.req.path)?.[1];
    if (c.res.status !== 404 || !user || !id) return;
    // The user's own characters: any other that exists was out of reach for what was asked.
    const scope = characterScope({ userId: user.id }, 'list');
    // A character id is a uuid, which needs no decoding: anything encoded is no id at all.
    if (await isForeignCharacter(deps.db, scope, id)) {
      logSecurityEvent(c, 'cross_user_not_found', { resource: 'character', id });
    }
  });
}

const CAMPAIGN_PATH = /^\/api\/campaigns\/([^/]+)/;

/** The same for one campaign: a 404 for a campaign that exists at a table the user does not sit at. */
export function auditCampaignNotFound(deps: Pick<AppDeps, 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const user = c.get('user');
    const id = CAMPAIGN_PATH.exec(c.req.path)?.[1];
    if (c.res.status !== 404 || !user || !id) return;
    if (await isForeignCampaign(deps.db, campaignScope({ userId: user.id }, 'view'), id)) {
      logSecurityEvent(c, 'cross_user_not_found', { resource: 'campaign', id });
    }
  });
}
