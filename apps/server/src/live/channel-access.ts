import { type LiveChannel, parseLiveChannel } from '@edgeforge/contracts/live';
import type { Database } from '../db/client.ts';
import type { Actor } from '../domain/actor.ts';
import { findCampaign } from '../domain/campaigns/get-campaign.ts';
import { campaignScope } from '../domain/campaigns/policies.ts';
import { findRun } from '../domain/net/run-records.ts';
import { findReach } from '../domain/play/play-records.ts';
import { playScope } from '../domain/play/policies.ts';
import { AppError } from '../lib/app-error.ts';
import type { ChannelAccess } from './live-hub.ts';

/**
 * Who may follow a channel: exactly who gets the channel's GET, asked through the same scope and look-up
 * (a campaign: GET /api/campaigns/:id; a character: GET /api/characters/:id/play; an encounter:
 * GET /api/campaigns/:id/turn-order, the campaign's own look-up; a NET run: GET
 * /api/campaigns/:id/net/runs/:runId, the GM or the runner). Anything that GET
 * answers with its 404 is no.
 */
export function channelAccess(db: Database): ChannelAccess {
  return async (actor: Actor, channel: LiveChannel) => {
    const parsed = parseLiveChannel(channel);
    if (!parsed) return false;
    try {
      // An encounter's channel is its campaign's: the public turn order is read by whoever views it.
      if (parsed.kind === 'campaign' || parsed.kind === 'encounter') {
        await findCampaign(db, campaignScope(actor, 'view'), parsed.id);
      } else if (parsed.kind === 'net-run') await findRun(db, actor, { campaignId: null, runId: parsed.id });
      else await findReach(db, playScope(actor), parsed.id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  };
}
