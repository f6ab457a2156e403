import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { playLogQuerySchema } from '@edgeforge/contracts/play';
import {
  playCommandRequestSchema,
  setDiceModeRequestSchema,
  startCampaignGameSessionRequestSchema,
} from '@edgeforge/contracts/play-commands';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { campaignScope } from '../domain/campaigns/policies.ts';
import { applyCommand } from '../domain/play/apply-command.ts';
import { getPlay } from '../domain/play/get-play.ts';
import { playScope } from '../domain/play/policies.ts';
import { setDiceMode } from '../domain/play/set-dice-mode.ts';
import { startCampaignGameSession } from '../domain/play/start-campaign-game-session.ts';
import { parseWith, readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * Play at the table (decision 038): a character's play state and log, its commands and dice mode, and
 * the game session a GM starts for the party. Each handler asks domain/play/policies.ts which
 * characters the caller reaches; one out of reach is the 404 of an unknown id. Commands are writes, so
 * the per-user write limit of app.ts counts them.
 */
export function createPlayRoutes(deps: AppDeps) {
  const play = { db: deps.db, rng: deps.playRng };
  // Told after the command committed, also when it answered a retried command id again: a notice is
  // only a prompt to refetch (decision 042).
  const changed = (characterId: string) => deps.live.hub.publish(`character:${characterId}`);
  const {
    getPlay: get,
    sendPlayCommand: send,
    setDiceMode: mode,
    startCampaignGameSession: start,
  } = API_ROUTES;
  return new Hono<AppEnv>()
    .on(get.method, get.path, requireUser, async (c) => {
      const query = parseWith(playLogQuerySchema, c.req.query());
      const actor = currentActor(c);
      return c.json(await getPlay(deps.db, playScope(actor), actor, c.req.param('id'), query));
    })
    .on(send.method, send.path, requireUser, async (c) => {
      const body = await readBody(c, playCommandRequestSchema);
      const actor = currentActor(c);
      const answer = await applyCommand(play, playScope(actor), actor, c.req.param('id'), body);
      changed(answer.play.characterId);
      return c.json(answer);
    })
    .on(mode.method, mode.path, requireUser, async (c) => {
      const body = await readBody(c, setDiceModeRequestSchema);
      const actor = currentActor(c);
      const view = await setDiceMode(deps.db, playScope(actor), actor, c.req.param('id'), body.mode);
      changed(view.characterId);
      return c.json({ play: view });
    })
    .on(start.method, start.path, requireUser, async (c) => {
      const body = await readBody(c, startCampaignGameSessionRequestSchema);
      const actor = currentActor(c);
      const scope = campaignScope(actor, 'manage');
      const answer = await startCampaignGameSession(play, scope, actor, c.req.param('id'), body.commandId);
      for (const character of answer.characters) if (character.event) changed(character.characterId);
      return c.json(answer);
    });
}
