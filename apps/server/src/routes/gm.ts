import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { npcRequestSchema, rollNpcsRequestSchema } from '@edgeforge/contracts/gm';
import { foundryExportFileName } from '@edgeforge/foundry/file-name';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { createNpc, rollNpcs } from '../domain/gm/add-npcs.ts';
import { duplicateNpc, retireNpc, updateNpc } from '../domain/gm/change-npc.ts';
import { exportNpcFoundry } from '../domain/gm/export-npc-foundry.ts';
import { listNpcs } from '../domain/gm/list-npcs.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * The GM's side (decision 034), under /api/campaigns/:id/npcs: a campaign's NPC roster, its GM's
 * alone (domain/gm/policies.ts), and one NPC's Foundry VTT mook actor file. Anyone else, and any
 * unknown campaign or NPC, gets the one 404.
 */
export function createGmRoutes(deps: AppDeps) {
  const { db } = deps;
  const ids = (c: { req: { param: (name: string) => string } }) => ({
    campaignId: c.req.param('id'),
    npcId: c.req.param('npcId'),
  });
  return new Hono<AppEnv>()
    .on(API_ROUTES.listNpcs.method, API_ROUTES.listNpcs.path, requireUser, async (c) =>
      c.json({ npcs: await listNpcs(db, currentActor(c), c.req.param('id')) }),
    )
    .on(API_ROUTES.createNpc.method, API_ROUTES.createNpc.path, requireUser, async (c) => {
      const body = await readBody(c, npcRequestSchema);
      return c.json({ npc: await createNpc(db, currentActor(c), c.req.param('id'), body) }, 201);
    })
    .on(API_ROUTES.rollNpcs.method, API_ROUTES.rollNpcs.path, requireUser, async (c) => {
      const body = await readBody(c, rollNpcsRequestSchema);
      const npcs = await rollNpcs(db, currentActor(c), c.req.param('id'), body, deps.playRng);
      return c.json({ npcs }, 201);
    })
    .on(API_ROUTES.updateNpc.method, API_ROUTES.updateNpc.path, requireUser, async (c) => {
      const body = await readBody(c, npcRequestSchema);
      return c.json({ npc: await updateNpc(db, currentActor(c), ids(c), body) });
    })
    .on(API_ROUTES.duplicateNpc.method, API_ROUTES.duplicateNpc.path, requireUser, async (c) =>
      c.json({ npc: await duplicateNpc(db, currentActor(c), ids(c)) }, 201),
    )
    .on(API_ROUTES.retireNpc.method, API_ROUTES.retireNpc.path, requireUser, async (c) =>
      c.json({ npc: await retireNpc(db, currentActor(c), ids(c)) }),
    )
    .on(API_ROUTES.exportNpcFoundry.method, API_ROUTES.exportNpcFoundry.path, requireUser, async (c) => {
      const actor = await exportNpcFoundry(db, currentActor(c), ids(c));
      // Downloaded under a name, as the character's Foundry export is (routes/character-exports.ts).
      c.header('Content-Disposition', `attachment; filename="${foundryExportFileName(actor.name)}"`);
      return c.json(actor);
    });
}
