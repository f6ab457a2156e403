import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import {
  campaignAwardRequestSchema,
  campaignMonthRequestSchema,
  careerCommandRequestSchema,
  ipMultipliersRequestSchema,
} from '@edgeforge/contracts/career';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { campaignScope } from '../domain/campaigns/policies.ts';
import { applyCareerStep } from '../domain/career/apply-step.ts';
import { awardCampaign, passCampaignMonth, setIpMultipliers } from '../domain/career/campaign-career.ts';
import { getCareer } from '../domain/career/get-career.ts';
import { playScope } from '../domain/play/policies.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * The career between the jobs (decision 056): a character's ledgers and timeline, its steps (award,
 * spend, undo, Lifestyle, a month), and the GM's steps across the campaign's party. The reach is
 * play's (domain/play/policies.ts), who may write what is domain/career/policies.ts; a character or
 * campaign out of reach is the 404 of an unknown id.
 */
export function createCareerRoutes(deps: AppDeps) {
  const changed = (characterId: string) => deps.live.hub.publish(`character:${characterId}`);
  const { getCareer: get, sendCareerCommand: send, awardCampaign: award } = API_ROUTES;
  const { passCampaignMonth: month, setIpMultipliers: multipliers } = API_ROUTES;
  return new Hono<AppEnv>()
    .on(get.method, get.path, requireUser, async (c) => {
      const actor = currentActor(c);
      return c.json(await getCareer(deps.db, playScope(actor), actor, c.req.param('id')));
    })
    .on(send.method, send.path, requireUser, async (c) => {
      const body = await readBody(c, careerCommandRequestSchema);
      const actor = currentActor(c);
      const answer = await applyCareerStep(deps.db, playScope(actor), actor, c.req.param('id'), body);
      changed(answer.career.characterId);
      return c.json(answer);
    })
    .on(award.method, award.path, requireUser, async (c) => {
      const body = await readBody(c, campaignAwardRequestSchema);
      const actor = currentActor(c);
      const answer = await awardCampaign(
        deps.db,
        campaignScope(actor, 'manage'),
        actor,
        c.req.param('id'),
        body,
      );
      for (const character of answer.characters) changed(character.characterId);
      return c.json(answer);
    })
    .on(month.method, month.path, requireUser, async (c) => {
      const body = await readBody(c, campaignMonthRequestSchema);
      const actor = currentActor(c);
      const scope = campaignScope(actor, 'manage');
      const answer = await passCampaignMonth(deps.db, scope, actor, c.req.param('id'), body.commandId);
      for (const character of answer.characters) changed(character.characterId);
      return c.json(answer);
    })
    .on(multipliers.method, multipliers.path, requireUser, async (c) => {
      const body = await readBody(c, ipMultipliersRequestSchema);
      const scope = campaignScope(currentActor(c), 'manage');
      return c.json(await setIpMultipliers(deps.db, scope, c.req.param('id'), body.multipliers));
    });
}
