import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { createArchitectureRequestSchema, updateArchitectureRequestSchema } from '@edgeforge/contracts/net';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { findCampaign } from '../domain/campaigns/get-campaign.ts';
import { campaignScope } from '../domain/campaigns/policies.ts';
import {
  createArchitecture,
  deleteArchitecture,
  getArchitecture,
  listArchitectures,
  updateArchitecture,
} from '../domain/net/architectures.ts';
import { architectureScope } from '../domain/net/policies.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * A campaign's NET (decision 058), under /api/campaigns/:id/net: the GM's architectures. Each handler
 * asks domain/net/policies.ts what the caller reaches; anything out of reach is the 404 of an unknown id.
 */
export function createNetRoutes(deps: AppDeps) {
  const { db } = deps;
  type Ctx = Context<AppEnv>;
  const scopeOf = (c: Ctx) => architectureScope(currentActor(c), c.req.param('id') ?? '');
  const { listArchitectures: list, createArchitecture: create } = API_ROUTES;
  const { getArchitecture: get, updateArchitecture: update, deleteArchitecture: remove } = API_ROUTES;
  return new Hono<AppEnv>()
    .use(`${list.path}/*`, requireUser)
    .use(list.path, requireUser)
    .on(list.method, list.path, async (c) => {
      const architectures = await listArchitectures(db, scopeOf(c));
      // The list of an unknown campaign or one the caller does not run is its 404, not an empty list.
      if (architectures.length === 0) await assertRuns(c);
      return c.json({ architectures });
    })
    .on(create.method, create.path, async (c) => {
      const body = await readBody(c, createArchitectureRequestSchema);
      const architecture = await createArchitecture(db, currentActor(c), c.req.param('id'), body);
      return c.json({ architecture }, 201);
    })
    .on(get.method, get.path, async (c) =>
      c.json({ architecture: await getArchitecture(db, scopeOf(c), c.req.param('architectureId')) }),
    )
    .on(update.method, update.path, async (c) => {
      const body = await readBody(c, updateArchitectureRequestSchema);
      const id = c.req.param('architectureId');
      return c.json({ architecture: await updateArchitecture(db, scopeOf(c), id, body) });
    })
    .on(remove.method, remove.path, async (c) => {
      await deleteArchitecture(db, scopeOf(c), c.req.param('architectureId'));
      return c.body(null, 204);
    });

  async function assertRuns(c: Ctx) {
    await findCampaign(db, campaignScope(currentActor(c), 'manage'), c.req.param('id') ?? '');
  }
}
