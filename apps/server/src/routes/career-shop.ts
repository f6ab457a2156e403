import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { shopCommandRequestSchema } from '@edgeforge/contracts/career-shop';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { getCareerShop } from '../domain/career/shop-records.ts';
import { applyShopStep } from '../domain/career/shop-step.ts';
import { playScope } from '../domain/play/policies.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * The shop on a saved character (decision 064): its money, chrome and Humanity, and a purchase, an
 * install or a therapy paid from the eurobuck ledger. The reach is play's; who may do what is
 * domain/career/shop-step.ts; a character out of reach is the 404 of an unknown id.
 */
export function createCareerShopRoutes(deps: AppDeps) {
  const { getCareerShop: get, sendShopCommand: send } = API_ROUTES;
  const shop = { db: deps.db, rng: deps.playRng };
  return new Hono<AppEnv>()
    .on(get.method, get.path, requireUser, async (c) => {
      const actor = currentActor(c);
      return c.json(await getCareerShop(deps.db, playScope(actor), actor, c.req.param('id')));
    })
    .on(send.method, send.path, requireUser, async (c) => {
      const body = await readBody(c, shopCommandRequestSchema);
      const actor = currentActor(c);
      const answer = await applyShopStep(shop, playScope(actor), actor, c.req.param('id'), body);
      deps.live.hub.publish(`character:${answer.shop.characterId}`);
      return c.json(answer);
    });
}
