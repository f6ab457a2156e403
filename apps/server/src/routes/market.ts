import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import {
  buyFromMarketRequestSchema,
  rollMarketRequestSchema,
  updateMarketRequestSchema,
} from '@edgeforge/contracts/market';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { buyFromMarket } from '../domain/gm/market-buy.ts';
import { listMarkets, rollMarket, setMarketStatus, updateMarket } from '../domain/gm/market-manage.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * The campaign's Night Markets (decision 067), under /api/campaigns/:id/markets: the GM rolls, edits,
 * opens and closes them; the campaign's players read the open ones and buy (domain/gm/market-policies.ts).
 */
export function createMarketRoutes(deps: AppDeps) {
  const { db } = deps;
  const ids = (c: { req: { param: (name: string) => string } }) => ({
    campaignId: c.req.param('id'),
    marketId: c.req.param('marketId'),
  });
  return new Hono<AppEnv>()
    .on(API_ROUTES.listMarkets.method, API_ROUTES.listMarkets.path, requireUser, async (c) =>
      c.json({ markets: await listMarkets(db, currentActor(c), c.req.param('id')) }),
    )
    .on(API_ROUTES.rollMarket.method, API_ROUTES.rollMarket.path, requireUser, async (c) => {
      const body = await readBody(c, rollMarketRequestSchema);
      const market = await rollMarket(db, currentActor(c), c.req.param('id'), body, deps.playRng);
      return c.json({ market }, 201);
    })
    .on(API_ROUTES.updateMarket.method, API_ROUTES.updateMarket.path, requireUser, async (c) => {
      const body = await readBody(c, updateMarketRequestSchema);
      return c.json({ market: await updateMarket(db, currentActor(c), ids(c), body) });
    })
    .on(API_ROUTES.openMarket.method, API_ROUTES.openMarket.path, requireUser, async (c) =>
      c.json({ market: await setMarketStatus(db, currentActor(c), ids(c), 'open') }),
    )
    .on(API_ROUTES.closeMarket.method, API_ROUTES.closeMarket.path, requireUser, async (c) =>
      c.json({ market: await setMarketStatus(db, currentActor(c), ids(c), 'closed') }),
    )
    .on(API_ROUTES.buyFromMarket.method, API_ROUTES.buyFromMarket.path, requireUser, async (c) => {
      const body = await readBody(c, buyFromMarketRequestSchema);
      return c.json(await buyFromMarket(db, currentActor(c), ids(c), body));
    });
}
