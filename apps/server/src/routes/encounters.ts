import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { createEncounterRequestSchema, encounterCommandRequestSchema } from '@edgeforge/contracts/encounter';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { runEncounterCommand } from '../domain/gm/encounter-commands.ts';
import { createEncounter, getEncounter, listEncounters } from '../domain/gm/encounter-create.ts';
import { getTurnOrder } from '../domain/gm/turn-order.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * A campaign's encounters (decision 065), under /api/campaigns/:id: the GM builds and runs them
 * (domain/gm/encounter-policies.ts); the players of the campaign read the public turn order. Every
 * change tells the campaign's encounter channel, and a play command the character's channel too.
 */
export function createEncounterRoutes(deps: AppDeps) {
  const { db } = deps;
  const changed = (campaignId: string, characterId: string | null = null) => {
    deps.live.hub.publish(`encounter:${campaignId}`);
    if (characterId) deps.live.hub.publish(`character:${characterId}`);
  };
  return new Hono<AppEnv>()
    .on(API_ROUTES.listEncounters.method, API_ROUTES.listEncounters.path, requireUser, async (c) =>
      c.json({ encounters: await listEncounters(db, currentActor(c), c.req.param('id')) }),
    )
    .on(API_ROUTES.createEncounter.method, API_ROUTES.createEncounter.path, requireUser, async (c) => {
      const body = await readBody(c, createEncounterRequestSchema);
      const encounter = await createEncounter(db, currentActor(c), c.req.param('id'), body);
      changed(c.req.param('id').toLowerCase());
      return c.json({ encounter }, 201);
    })
    .on(API_ROUTES.getEncounter.method, API_ROUTES.getEncounter.path, requireUser, async (c) =>
      c.json({
        encounter: await getEncounter(db, currentActor(c), c.req.param('id'), c.req.param('encounterId')),
      }),
    )
    .on(API_ROUTES.encounterCommand.method, API_ROUTES.encounterCommand.path, requireUser, async (c) => {
      const body = await readBody(c, encounterCommandRequestSchema);
      const ids = { campaignId: c.req.param('id'), encounterId: c.req.param('encounterId') };
      const result = await runEncounterCommand({ db, rng: deps.playRng }, currentActor(c), ids, body);
      changed(ids.campaignId.toLowerCase(), result.characterId);
      return c.json({ encounter: result.encounter });
    })
    .on(API_ROUTES.getTurnOrder.method, API_ROUTES.getTurnOrder.path, requireUser, async (c) =>
      c.json({ encounter: await getTurnOrder(db, currentActor(c), c.req.param('id')) }),
    );
}
